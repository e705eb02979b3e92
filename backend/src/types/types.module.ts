import { Module } from '@nestjs/common';
import { ElementHistoryController } from './element-history/element-history.controller';
import { ExportTypesController } from './export-types/export-types.controller';
import { GetElementsController } from './get-elements/get-elements.controller';
import { GetTypesV1Controller } from './get-types-v1/get-types-v1.controller';
import { ImportTypesController } from './import-types/import-types.controller';
import { ImportTypesHandler } from './import-types/import-types.handler';
import { ImportUploads } from './import-uploads';
import { LabelVersionHandler } from './label-version/label-version.handler';
import { ModelGlobalsController } from './model-globals/model-globals.controller';
import { VariableSourceController } from './variable-source/variable-source.controller';
import { ReorderAppsController } from './reorder-apps/reorder-apps.controller';
import { ReorderAppsHandler } from './reorder-apps/reorder-apps.handler';
import { RestoreElementHandler } from './restore-element/restore-element.handler';
import { RevertElementHandler } from './revert-element/revert-element.handler';
import { SaveTypesBatchController } from './save-types-batch/save-types-batch.controller';
import { SaveTypesBatchHandler } from './save-types-batch/save-types-batch.handler';
import { UploadImportController } from './upload-import/upload-import.controller';

/**
 * The type designer's elements (001): saves as versions, their history, diffs, reverts, deleted elements; exports
 * and imports.
 */
@Module({
  controllers: [
    SaveTypesBatchController,
    GetElementsController,
    ElementHistoryController,
    ReorderAppsController,
    GetTypesV1Controller,
    ExportTypesController,
    UploadImportController,
    ImportTypesController,
    ModelGlobalsController,
    VariableSourceController,
  ],
  providers: [
    SaveTypesBatchHandler,
    RevertElementHandler,
    LabelVersionHandler,
    RestoreElementHandler,
    ReorderAppsHandler,
    ImportUploads,
    ImportTypesHandler,
  ],
})
export class TypesModule {}
