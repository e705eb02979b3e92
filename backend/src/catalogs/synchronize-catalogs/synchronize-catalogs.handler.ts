import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import { ConcurrencyConflictError, type EventStore } from '@app/storage';
import type { AppConfig } from '../../shared/config/app-config';
import { conflict, invalid, notFound } from '../../shared/domain/domain-error';
import { appendDecided, type PendingWrite } from '../../shared/event-sourcing/append-decided';
import type { Projections } from '../../shared/projections/projections';
import { APP_CONFIG, EVENT_STORE, PROJECTION_RUNNER, READ_MODELS } from '../../shared/storage/tokens';
import { catalogNotFound } from '../catalog-rules';
import { findLiveCatalog, listCatalogDocs, toCatalogViews } from '../catalog-views';
import { isLiveCatalog } from '../catalog.state';
import { CatalogStream } from '../catalog.streams';
import { catalogsCaughtUp } from '../catalogs-reading';
import { decideSynchronizeCatalog } from './synchronize-catalog.decide';
import { SynchronizeCatalogsCommand, type CatalogsSynchronizedAnswer } from './synchronize-catalogs.command';

export const SYNCED_MEANWHILE =
  'Someone else saved one of these catalogs while they were being synchronised. Nothing was synchronised: ' +
  'reload the catalogs, then synchronise again.';

/**
 * Copies a catalog's app settings to catalogs of the same model (002 §2.2 sync dialog, §7 synchronize): every
 * target checked first, then all of them in one atomic multi-stream append, each at the revision its decision
 * saw, so a synchronisation that races a save writes nothing.
 */
@CommandHandler(SynchronizeCatalogsCommand)
export class SynchronizeCatalogsHandler implements ICommandHandler<
  SynchronizeCatalogsCommand,
  CatalogsSynchronizedAnswer
> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(PROJECTION_RUNNER) private readonly runner: Projections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ tenant, catalogRef, request, actorId }: SynchronizeCatalogsCommand) {
    // Catalogs are named by id or name: read the list as it is now, not as the read model last saw it.
    await catalogsCaughtUp(this.runner, this.store, this.config.minPositionWaitMs);
    const resolve = async (ref: string) => {
      const doc = await findLiveCatalog(this.readModels, tenant, ref);
      if (!doc) throw notFound(catalogNotFound(ref));
      return doc.catalogId;
    };
    const parentId = await resolve(catalogRef);
    if ((await resolve(request.parentCatalog)) !== parentId) {
      throw invalid(
        `parentCatalog names another catalog than the address (${catalogRef}): the app settings are copied from ` +
          'the catalog of the address.',
      );
    }
    const parent = await CatalogStream.load(this.store, tenant, parentId);
    if (!isLiveCatalog(parent.state)) throw notFound(catalogNotFound(catalogRef));

    const targetIds: string[] = [];
    for (const ref of request.syncList) {
      const id = await resolve(ref);
      if (targetIds.includes(id)) throw invalid(`The catalog ${ref} is listed twice in syncList: list it once.`);
      targetIds.push(id);
    }
    const writes: PendingWrite[] = [];
    for (const id of targetIds) {
      const target = await CatalogStream.load(this.store, tenant, id);
      const events = decideSynchronizeCatalog(
        { catalogId: id, parent: parent.state, skipDisabledAppOptions: request.skipDisabledAppOptions },
        target.state,
      );
      writes.push(CatalogStream.write(target, events));
    }
    const results = await appendDecided(this.store, { tenant, actorId }, writes).catch((error: unknown) => {
      throw error instanceof ConcurrencyConflictError ? conflict(SYNCED_MEANWHILE) : error;
    });
    const position = Math.max(parent.position, ...results.map((result) => result.position));
    await catalogsCaughtUp(this.runner, this.store, this.config.minPositionWaitMs, position);
    const docs = await listCatalogDocs(this.readModels, tenant);
    return { status: 'Done' as const, collections: await toCatalogViews(this.readModels, tenant, docs), position };
  }
}
