import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import { ConcurrencyConflictError, type EventStore } from '@app/storage';
import type { AppConfig } from '../../shared/config/app-config';
import { conflict, invalid } from '../../shared/domain/domain-error';
import { appendDecided } from '../../shared/event-sourcing/append-decided';
import type { Projections } from '../../shared/projections/projections';
import { APP_CONFIG, EVENT_STORE, PROJECTION_RUNNER, READ_MODELS } from '../../shared/storage/tokens';
import { listVersions } from '../../types';
import { toSnapshots } from '../catalog-snapshots/snapshots';
import { evolveCatalog } from '../catalog.state';
import { CatalogStream } from '../catalog.streams';
import { catalogsCaughtUp } from '../catalogs-reading';
import { catalogsOfModel, modelOfAddress, type ModelEnvironment } from './model-environment';
import { SetEnvironmentCommand, type EnvironmentAnswer } from './set-environment.command';
import { decideSetEnvironment, environmentOf } from './set-environment.decide';

/** As many versions as the live-version choice offers (catalog-snapshots.controller.ts). */
const MAX_SNAPSHOTS = 1000;

export const ENVIRONMENT_SAVED_MEANWHILE =
  'Someone else saved a catalog of this model while its live versions were being set. Nothing was changed: ' +
  'reload, then set them again.';

/**
 * PUT /api/types/{typeId}/environment/ (002 §7): the given apps' live versions set in every catalog of the model,
 * as one atomic multi-stream append of CatalogChanged events, each at the revision its decision saw.
 */
@CommandHandler(SetEnvironmentCommand)
export class SetEnvironmentHandler implements ICommandHandler<SetEnvironmentCommand, EnvironmentAnswer> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(PROJECTION_RUNNER) private readonly runner: Projections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ tenant, typeId, actives, actorId }: SetEnvironmentCommand): Promise<EnvironmentAnswer> {
    const model = await modelOfAddress(this.readModels, tenant, typeId);
    const appNames = model.apps.map((app) => app.name);
    for (const appName of Object.keys(actives)) {
      if (!appNames.includes(appName)) throw invalid(`The model ${model.name} has no app ${JSON.stringify(appName)}.`);
    }
    const versions = await listVersions(this.readModels, tenant, typeId, { skip: 0, limit: MAX_SNAPSHOTS });
    const snapshots = new Set(toSnapshots(versions).map((snapshot) => snapshot._id));
    for (const [appName, snapshotId] of Object.entries(actives)) {
      if (snapshotId !== '' && !snapshots.has(snapshotId)) {
        throw invalid(
          `${JSON.stringify(snapshotId)} (for ${appName}) is not a snapshot of the model ${model.name}: choose one ` +
            "of its versions, or '' for the latest.",
        );
      }
    }

    // Every catalog of the model, as it is now, each from its own stream.
    await catalogsCaughtUp(this.runner, this.store, this.config.minPositionWaitMs);
    const catalogs = await catalogsOfModel(this.store, this.readModels, tenant, typeId);
    const decided = catalogs.map((loaded) => ({ loaded, events: decideSetEnvironment({ actives }, loaded.state) }));
    const results = await appendDecided(
      this.store,
      { tenant, actorId },
      decided.map(({ loaded, events }) => CatalogStream.write(loaded, events)),
    ).catch((error: unknown) => {
      throw error instanceof ConcurrencyConflictError ? conflict(ENVIRONMENT_SAVED_MEANWHILE) : error;
    });
    const position = Math.max(0, ...results.map((result) => result.position));
    await catalogsCaughtUp(this.runner, this.store, this.config.minPositionWaitMs, position);
    const environment: ModelEnvironment = {};
    for (const { loaded, events } of decided) {
      const state = events.reduce(evolveCatalog, loaded.state);
      environment[state.name] = environmentOf(appNames, state.appOptions);
    }
    return { environment, position };
  }
}
