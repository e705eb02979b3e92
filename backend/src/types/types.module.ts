import { Module } from '@nestjs/common';
import { ElementHistoryController } from './element-history/element-history.controller';
import { GetElementsController } from './get-elements/get-elements.controller';
import { GetTypesV1Controller } from './get-types-v1/get-types-v1.controller';
import { LabelVersionHandler } from './label-version/label-version.handler';
import { ReorderAppsController } from './reorder-apps/reorder-apps.controller';
import { ReorderAppsHandler } from './reorder-apps/reorder-apps.handler';
import { RestoreElementHandler } from './restore-element/restore-element.handler';
import { RevertElementHandler } from './revert-element/revert-element.handler';
import { SaveTypesBatchController } from './save-types-batch/save-types-batch.controller';
import { SaveTypesBatchHandler } from './save-types-batch/save-types-batch.handler';

/** The type designer's elements (001): saves as versions, their history, diffs, reverts, deleted elements. */
@Module({
  controllers: [
    SaveTypesBatchController,
    GetElementsController,
    ElementHistoryController,
    ReorderAppsController,
    GetTypesV1Controller,
  ],
  providers: [
    SaveTypesBatchHandler,
    RevertElementHandler,
    LabelVersionHandler,
    RestoreElementHandler,
    ReorderAppsHandler,
  ],
})
export class TypesModule {}
