import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { loadVersion } from '../record-history/record-history-reading';
import { summarizeRecord } from '../record-summary';
import type { RecordValues } from '../record.state';
import { answerRecord, appendRecord, loadCatalogRecord, modelOf } from '../record-writing';
import type { SavedRecord } from '../save-record/save-record.command';
import { RestoreVersionCommand } from './restore-version.command';
import { decideRestoreVersion } from './restore-version.decide';

/**
 * Restore (ARCHITECTURE.md: never a rewrite): the record's stream is read once for that version's values, and the
 * new version is appended at the revision the decision saw. The restored values are not checked against the model
 * again: they were valid when saved, and a model changed since must not make the past unrestorable.
 */
@CommandHandler(RestoreVersionCommand)
export class RestoreVersionHandler implements ICommandHandler<RestoreVersionCommand, SavedRecord> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  async execute(command: RestoreVersionCommand): Promise<SavedRecord> {
    const { tenant, catalog, recordId, historyId, fields, actorId } = command;
    const loaded = await loadCatalogRecord(this.store, tenant, catalog.catalogId, recordId);
    const { version } = await loadVersion(this.store, tenant, recordId, historyId);
    const model = await modelOf(this.readModels, tenant, catalog.typeId);
    const events = decideRestoreVersion(
      {
        recordId,
        historyId,
        versionValues: version.values,
        fields,
        summarize: (values: RecordValues) => summarizeRecord(model, values),
      },
      loaded.state,
    );
    const acting = { tenant, actorId, time: new Date().toISOString() };
    const written = await appendRecord(this.store, acting, loaded, events);
    const record = await answerRecord(this.readModels, tenant, written, acting, catalog.detail);
    return { ...record, position: written.position };
  }
}
