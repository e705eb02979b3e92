import { Module } from '@nestjs/common';
import { CatalogSnapshotsController } from './catalog-snapshots/catalog-snapshots.controller';
import { CreateCatalogController } from './create-catalog/create-catalog.controller';
import { CreateCatalogHandler } from './create-catalog/create-catalog.handler';
import { DeleteCatalogController } from './delete-catalog/delete-catalog.controller';
import { DeleteCatalogHandler } from './delete-catalog/delete-catalog.handler';
import { ListCatalogsController } from './list-catalogs/list-catalogs.controller';
import { SaveCatalogsController } from './save-catalogs/save-catalogs.controller';
import { SaveCatalogsHandler } from './save-catalogs/save-catalogs.handler';

/**
 * Catalogs (002 §2.2, §4 Collections store): collections of records of one model, each an event-sourced stream,
 * their names unique per workspace; created, listed, saved (settings and order, all or nothing) and deleted.
 */
@Module({
  controllers: [
    ListCatalogsController,
    CreateCatalogController,
    SaveCatalogsController,
    DeleteCatalogController,
    CatalogSnapshotsController,
  ],
  providers: [CreateCatalogHandler, SaveCatalogsHandler, DeleteCatalogHandler],
})
export class CatalogsModule {}
