import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import { appendDecided } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { CatalogStream } from '../catalog.streams';
import { decideReleaseCatalogName } from '../catalog-name/catalog-name.decide';
import { CatalogNameStream, catalogNameStreamId } from '../catalog-name/catalog-name.streams';
import { DeleteCatalogCommand } from './delete-catalog.command';
import { decideDeleteCatalog } from './delete-catalog.decide';

/** Deletes a catalog and frees its name, in one append: the name is never free while the catalog is listed. */
@CommandHandler(DeleteCatalogCommand)
export class DeleteCatalogHandler implements ICommandHandler<
  DeleteCatalogCommand,
  { deleted: true; position: number }
> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ tenant, catalogId, actorId }: DeleteCatalogCommand): Promise<{ deleted: true; position: number }> {
    const loaded = await CatalogStream.load(this.store, tenant, catalogId);
    const events = decideDeleteCatalog({ catalogId }, loaded.state);
    const name = await CatalogNameStream.load(this.store, tenant, catalogNameStreamId(loaded.state.name));
    const [written] = await appendDecided(this.store, { tenant, actorId }, [
      CatalogStream.write(loaded, events),
      CatalogNameStream.write(name, decideReleaseCatalogName(name.state, catalogId)),
    ]);
    return { deleted: true, position: written.position };
  }
}
