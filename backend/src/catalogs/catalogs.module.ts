import { Module } from '@nestjs/common';
import { CatalogSnapshotsController } from './catalog-snapshots/catalog-snapshots.controller';
import { CreateCatalogController } from './create-catalog/create-catalog.controller';
import { CreateCatalogHandler } from './create-catalog/create-catalog.handler';
import { DeleteCatalogController } from './delete-catalog/delete-catalog.controller';
import { DeleteCatalogHandler } from './delete-catalog/delete-catalog.handler';
import { ListCatalogsController } from './list-catalogs/list-catalogs.controller';
import { SaveCatalogsController } from './save-catalogs/save-catalogs.controller';
import { SaveCatalogsHandler } from './save-catalogs/save-catalogs.handler';
import { SynchronizeCatalogsController } from './synchronize-catalogs/synchronize-catalogs.controller';
import { SynchronizeCatalogsHandler } from './synchronize-catalogs/synchronize-catalogs.handler';

/**
 * Catalogs (002 §2.2, §4 Collections store): collections of records of one model, each an event-sourced stream,
 * their names unique per workspace; created, listed, saved (settings and order, all or nothing), synchronised
 * (one's app settings copied to the others of its model, all or nothing) and deleted.
 */
@Module({
  controllers: [
    ListCatalogsController,
    CreateCatalogController,
    SaveCatalogsController,
    DeleteCatalogController,
    CatalogSnapshotsController,
    SynchronizeCatalogsController,
  ],
  providers: [CreateCatalogHandler, SaveCatalogsHandler, DeleteCatalogHandler, SynchronizeCatalogsHandler],
})
export class CatalogsModule {}
