import { Module } from '@nestjs/common';
import { ChangeWorkspaceSettingsController } from './change-workspace-settings/change-workspace-settings.controller';
import { ChangeWorkspaceSettingsHandler } from './change-workspace-settings/change-workspace-settings.handler';
import { CreateWorkspaceController } from './create-workspace/create-workspace.controller';
import { CreateWorkspaceHandler } from './create-workspace/create-workspace.handler';
import { DeactivateWorkspaceController } from './deactivate-workspace/deactivate-workspace.controller';
import { DeactivateWorkspaceHandler } from './deactivate-workspace/deactivate-workspace.handler';
import { GetTenancyController } from './get-tenancy/get-tenancy.controller';
import { GetTenancyHandler } from './get-tenancy/get-tenancy.handler';
import { ListWorkspacesController } from './list-workspaces/list-workspaces.controller';
import { GetWorkspaceHandler, ListWorkspacesHandler } from './list-workspaces/list-workspaces.handler';
import { ReactivateWorkspaceController } from './reactivate-workspace/reactivate-workspace.controller';
import { ReactivateWorkspaceHandler } from './reactivate-workspace/reactivate-workspace.handler';
import { SetWorkspaceAddonController } from './set-workspace-addon/set-workspace-addon.controller';
import { SetWorkspaceAddonHandler } from './set-workspace-addon/set-workspace-addon.handler';

@Module({
  controllers: [
    GetTenancyController,
    ListWorkspacesController,
    CreateWorkspaceController,
    ChangeWorkspaceSettingsController,
    SetWorkspaceAddonController,
    DeactivateWorkspaceController,
    ReactivateWorkspaceController,
  ],
  providers: [
    GetTenancyHandler,
    ListWorkspacesHandler,
    GetWorkspaceHandler,
    CreateWorkspaceHandler,
    ChangeWorkspaceSettingsHandler,
    SetWorkspaceAddonHandler,
    DeactivateWorkspaceHandler,
    ReactivateWorkspaceHandler,
  ],
})
export class TenancyModule {}
