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
import { CompileTemplateController } from './compile-template/compile-template.controller';
import { TemplateCompiler } from './compile-template/template-compiler';
import { DownloadTemplateController } from './download-template/download-template.controller';
import { SaveTemplateProfileHandler } from './template-profile/save-template-profile.handler';
import { TemplateProfileController } from './template-profile/template-profile.controller';
import { TemplateUploads } from './template-uploads';
import { UploadTemplateController } from './upload-template/upload-template.controller';

/**
 * The type designer's elements (001): saves as versions, their history, diffs, reverts, deleted elements; exports
 * and imports; template files (upload, compile, download) and template profiles.
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
    // After the import's upload: POST /upload/importModel is that one's, /upload/{typeId} a template's.
    UploadTemplateController,
    CompileTemplateController,
    DownloadTemplateController,
    TemplateProfileController,
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
    TemplateUploads,
    TemplateCompiler,
    SaveTemplateProfileHandler,
  ],
})
export class TypesModule {}
