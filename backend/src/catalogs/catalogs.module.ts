import { Module } from '@nestjs/common';
import { ImportUploads } from '../types';
import { AnswerGlobalHandler } from './catalog-globals/answer/answer-global.handler';
import { ExportGlobalController } from './catalog-globals/export/export-global.controller';
import { ImportGlobalController } from './catalog-globals/import/import-global.controller';
import { ImportGlobalHandler } from './catalog-globals/import/import-global.handler';
import { GlobalHistoryController } from './catalog-globals/history/global-history.controller';
import { ListGlobalsController } from './catalog-globals/list/list-globals.controller';
import { RemoveGlobalController } from './catalog-globals/remove/remove-global.controller';
import { RemoveGlobalHandler } from './catalog-globals/remove/remove-global.handler';
import { RestoreGlobalController } from './catalog-globals/restore/restore-global.controller';
import { RestoreGlobalHandler } from './catalog-globals/restore/restore-global.handler';
import { CatalogSnapshotsController } from './catalog-snapshots/catalog-snapshots.controller';
import { CreateCatalogController } from './create-catalog/create-catalog.controller';
import { CreateCatalogHandler } from './create-catalog/create-catalog.handler';
import { DeleteCatalogController } from './delete-catalog/delete-catalog.controller';
import { DeleteCatalogHandler } from './delete-catalog/delete-catalog.handler';
import { ListCatalogsController } from './list-catalogs/list-catalogs.controller';
import { ModelEnvironmentController } from './model-environment/model-environment.controller';
import { SetEnvironmentHandler } from './model-environment/set-environment.handler';
import { SaveCatalogsController } from './save-catalogs/save-catalogs.controller';
import { SaveCatalogsHandler } from './save-catalogs/save-catalogs.handler';
import { SynchronizeCatalogsController } from './synchronize-catalogs/synchronize-catalogs.controller';
import { SynchronizeCatalogsHandler } from './synchronize-catalogs/synchronize-catalogs.handler';

/**
 * Catalogs (002 §2.2, §4 Collections store): collections of records of one model, each an event-sourced stream,
 * their names unique per workspace; created, listed, saved (settings and order, all or nothing), synchronised
 * (one's app settings copied to the others of its model, all or nothing) and deleted; and each catalog's global
 * info (one set of values per global of its model, imported, exported and removed as events of its own stream).
 */
@Module({
  controllers: [
    ListCatalogsController,
    CreateCatalogController,
    SaveCatalogsController,
    DeleteCatalogController,
    CatalogSnapshotsController,
    SynchronizeCatalogsController,
    ListGlobalsController,
    ExportGlobalController,
    ImportGlobalController,
    RemoveGlobalController,
    GlobalHistoryController,
    RestoreGlobalController,
    ModelEnvironmentController,
  ],
  providers: [
    CreateCatalogHandler,
    SaveCatalogsHandler,
    DeleteCatalogHandler,
    SynchronizeCatalogsHandler,
    ImportGlobalHandler,
    RemoveGlobalHandler,
    RestoreGlobalHandler,
    // A global-info app's answers (issue 16), sent by the runs context's global-info routes.
    AnswerGlobalHandler,
    SetEnvironmentHandler,
    // Global info is uploaded through the designer's import upload (POST /upload/importModel, 002 §7): the same
    // folder of uploads, read here by url. The class keeps no state, so this instance and the types one agree.
    ImportUploads,
  ],
})
export class CatalogsModule {}
