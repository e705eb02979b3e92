import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EventStore } from '@app/storage';
import { QueryProviderRegistry, QueryRunner } from '../../queries';
import { recordAtVersion } from '../../records';
import { DomainError } from '../../shared/domain/domain-error';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { elementAsOfVersion } from '../../types';
import { appMember } from '../interview-input/interview-input';
import { InterviewInputs } from '../interview-input/interview-inputs';
import type { RunState } from '../run.state';
import { RunStream } from '../run.streams';
import {
  decideSaveBack,
  objectsToSaveBack,
  type ObjectToSaveBack,
  type SaveBackOutcome,
} from './save-data-back.decide';

export const queryGone = (query: string) => `The query ${query} no longer exists.`;

/**
 * 'Save changed data back to the catalogs it came from' (the app's `isUpdateCollections`) with queries whose
 * 'Modified data can be saved back to the provider' is on (`writeBack`): when a run completes, each object of its
 * answers that was filled from a query's item (`_source`) and changed since has the changed values saved to that
 * item's record through the query's provider, as the person who ran the app. Each outcome is recorded on the run's
 * stream (RunDataSavedBack / RunDataSaveBackFailed), and a failure shows in the app result. Off the request path:
 * the run queue calls it after the run completed; nothing here fails the run.
 */
@Injectable()
export class SaveDataBack {
  private readonly logger = new Logger('SaveDataBack');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly inputs: InterviewInputs,
    private readonly queries: QueryRunner,
    private readonly providers: QueryProviderRegistry,
  ) {}

  async afterRun(tenant: string, run: RunState): Promise<void> {
    if (run.status !== 'completed') return;
    const model = await elementAsOfVersion(this.store, tenant, run.modelId, run.modelVersion);
    const app = model && appMember(model, run.app);
    if (!model || !app || app.isUpdateCollections !== true) return;
    const [input, record] = await Promise.all([
      this.inputs.inputFor(tenant, model, app),
      recordAtVersion(this.store, tenant, run.recordId, run.recordVersion),
    ]);
    if (!record) return;
    for (const object of objectsToSaveBack(input.model, record.values)) {
      if (run.savedBack[object.path]) continue;
      const outcome = await this.save(tenant, run, object);
      if (outcome)
        await RunStream.run(this.store, { tenant, actorId: run.by, id: run.runId, retryOnConflict: 3 }, (current) =>
          decideSaveBack(run.runId, outcome, current),
        );
    }
  }

  /** One object's changed values to its source record; null: its query does not save back (nothing to tell). */
  private async save(tenant: string, run: RunState, object: ObjectToSaveBack): Promise<SaveBackOutcome | null> {
    const { path, source, changed } = object;
    try {
      const origin = await this.queries.origin(tenant, source.query).catch((error: unknown) => {
        if (error instanceof DomainError && error.kind === 'not_found')
          throw new DomainError('not_found', queryGone(source.query));
        throw error;
      });
      if (!origin.writeBack) return null;
      const written = await this.providers.write(tenant, source.provider, {
        source: source.source,
        id: source.id,
        values: changed,
        reader: { userId: run.by, isAdmin: false },
        origin: { app: run.app, run: run.runId },
      });
      return { path, source, fields: Object.keys(changed), merged: written.merged };
    } catch (error) {
      if (!(error instanceof DomainError)) this.logger.error(error);
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      return { path, source, reason };
    }
  }
}
