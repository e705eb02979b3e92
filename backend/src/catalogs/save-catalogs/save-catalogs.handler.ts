import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import { ConcurrencyConflictError, type EventStore } from '@app/storage';
import type { AppConfig } from '../../shared/config/app-config';
import { conflict, invalid } from '../../shared/domain/domain-error';
import { appendDecided, type PendingWrite } from '../../shared/event-sourcing/append-decided';
import type { LoadedStream } from '../../shared/event-sourcing/define-stream';
import type { Projections } from '../../shared/projections/projections';
import { APP_CONFIG, EVENT_STORE, PROJECTION_RUNNER, READ_MODELS } from '../../shared/storage/tokens';
import { listCatalogDocs, toCatalogViews } from '../catalog-views';
import type { CatalogState } from '../catalog.state';
import { CatalogStream } from '../catalog.streams';
import { catalogsCaughtUp } from '../catalogs-reading';
import { reorderCatalogs } from './catalog-order';
import { decideChangeCatalog } from './save-catalog.decide';
import { SaveCatalogsCommand, type CatalogsSavedAnswer } from './save-catalogs.command';

export const SAVED_MEANWHILE =
  'Someone else saved these catalogs while yours were being saved. Nothing was saved: reload the catalogs, then ' +
  'make your changes again.';

/**
 * The catalog administration's save (002 §4): every changed catalog's event in one atomic multi-stream append,
 * each at the revision its decision saw, so a save that races another writes nothing.
 */
@CommandHandler(SaveCatalogsCommand)
export class SaveCatalogsHandler implements ICommandHandler<SaveCatalogsCommand, CatalogsSavedAnswer> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(PROJECTION_RUNNER) private readonly runner: Projections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ tenant, catalogs, actorId }: SaveCatalogsCommand): Promise<CatalogsSavedAnswer> {
    const ids = new Set<string>();
    for (const { _id } of catalogs) {
      if (ids.has(_id)) throw invalid(`The catalog ${_id} is listed twice in one save: send it once.`);
      ids.add(_id);
    }
    const loaded = new Map<string, LoadedStream<CatalogState>>();
    const load = async (id: string) => {
      const stream = loaded.get(id) ?? (await CatalogStream.load(this.store, tenant, id));
      loaded.set(id, stream);
      return stream.state;
    };
    for (const save of catalogs) {
      const state = await load(save._id);
      if (save.name !== undefined && state.exists && save.name !== state.name) {
        throw invalid(`A catalog cannot be renamed: ${state.name} stays ${state.name}.`);
      }
    }

    const positions = new Map<string, number>();
    const requested = new Map(
      catalogs.flatMap(({ _id, position }) => (position === undefined ? [] : [[_id, position]])),
    );
    if (requested.size > 0) {
      // Every catalog is renumbered, so the list is read as it is now, each catalog from its own stream.
      await catalogsCaughtUp(this.runner, this.store, this.config.minPositionWaitMs);
      const listed = (await listCatalogDocs(this.readModels, tenant)).map((doc) => doc.catalogId);
      for (const id of listed) await load(id);
      const order = listed.sort((a, b) => loaded.get(a)!.state.position - loaded.get(b)!.state.position);
      reorderCatalogs(order, requested).forEach((id, index) => positions.set(id, index));
    }

    const writes: PendingWrite[] = [];
    for (const [id, stream] of loaded) {
      const save = catalogs.find((each) => each._id === id);
      const { _id, name: _name, version, ...settings } = save ?? { _id: id };
      const position = positions.get(id);
      const set = { ...settings, ...(position === undefined ? {} : { position }) };
      if (!save && position === undefined) continue;
      writes.push(CatalogStream.write(stream, decideChangeCatalog({ catalogId: id, set, version }, stream.state)));
    }
    const results = await appendDecided(this.store, { tenant, actorId }, writes).catch((error: unknown) => {
      throw error instanceof ConcurrencyConflictError ? conflict(SAVED_MEANWHILE) : error;
    });
    const position = Math.max(0, ...results.map((result) => result.position));
    await catalogsCaughtUp(this.runner, this.store, this.config.minPositionWaitMs, position);
    const docs = await listCatalogDocs(this.readModels, tenant);
    return { collections: await toCatalogViews(this.readModels, tenant, docs), position };
  }
}
