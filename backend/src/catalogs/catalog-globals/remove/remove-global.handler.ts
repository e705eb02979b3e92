import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { EVENT_STORE, READ_MODELS } from '../../../shared/storage/tokens';
import { catalogWithGlobals, globalOf } from '../catalog-globals-reading';
import { CatalogGlobalStream, catalogGlobalStreamId } from '../catalog-global.streams';
import { RemoveGlobalCommand, type RemovedGlobal } from './remove-global.command';
import { decideRemoveGlobal } from './remove-global.decide';

/** 002 §7 globals/remove: one event on the global's stream, keeping the values it removes. */
@CommandHandler(RemoveGlobalCommand)
export class RemoveGlobalHandler implements ICommandHandler<RemoveGlobalCommand, RemovedGlobal> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  async execute({ tenant, catalogRef, elementName, appName, actorId }: RemoveGlobalCommand): Promise<RemovedGlobal> {
    const found = await catalogWithGlobals(this.readModels, tenant, catalogRef);
    const global = globalOf(found, elementName);
    const catalogId = found.catalog.catalogId;
    const written = await CatalogGlobalStream.run(
      this.store,
      { tenant, actorId, id: catalogGlobalStreamId(catalogId, global.name), retryOnConflict: 2 },
      (state) => decideRemoveGlobal({ catalogId, elementName: global.name, appName }, state),
    );
    // The version whose values were removed is the one just before the removal: restoring it undoes the removal.
    const [removedVersion] = await this.store.readStream(
      CatalogGlobalStream.name(tenant, catalogGlobalStreamId(catalogId, global.name)),
      { direction: 'backwards', fromRevision: written.revision - 1, maxCount: 1 },
    );
    return {
      removed: true,
      elementName: global.name,
      version: written.revision + 1,
      undo: removedVersion.id,
      position: written.position,
    };
  }
}
