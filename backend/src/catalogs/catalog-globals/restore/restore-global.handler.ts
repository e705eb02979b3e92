import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { EVENT_STORE, READ_MODELS } from '../../../shared/storage/tokens';
import { catalogWithGlobals, globalOf } from '../catalog-globals-reading';
import { CatalogGlobalStream, catalogGlobalStreamId } from '../catalog-global.streams';
import { findGlobalVersion } from '../history/global-history-reading';
import { valuesLeftBy } from '../history/global-history';
import { RestoreGlobalCommand, type RestoredGlobal } from './restore-global.command';
import { decideRestoreGlobal } from './restore-global.decide';

/**
 * Brings back an earlier version of a global's info as a new version. Its values are not checked against the
 * global's model again: they were valid when imported, and a model changed since must not make the past
 * unrestorable (as for a record's restore).
 */
@CommandHandler(RestoreGlobalCommand)
export class RestoreGlobalHandler implements ICommandHandler<RestoreGlobalCommand, RestoredGlobal> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  async execute({
    tenant,
    catalogRef,
    elementName,
    historyId,
    actorId,
  }: RestoreGlobalCommand): Promise<RestoredGlobal> {
    const found = await catalogWithGlobals(this.readModels, tenant, catalogRef);
    const global = globalOf(found, elementName);
    const catalogId = found.catalog.catalogId;
    const version = await findGlobalVersion(this.store, tenant, catalogId, global.name, historyId);
    const written = await CatalogGlobalStream.run(
      this.store,
      { tenant, actorId, id: catalogGlobalStreamId(catalogId, global.name), retryOnConflict: 2 },
      (state) =>
        decideRestoreGlobal({ catalogId, elementName: global.name, historyId, values: valuesLeftBy(version) }, state),
    );
    return { restored: true, elementName: global.name, version: written.revision + 1, position: written.position };
  }
}
