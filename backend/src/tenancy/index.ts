/** The tenancy context's public surface: what other contexts, the CLI and the app may use. */
export { ChangeWorkspaceSettingsCommand } from './change-workspace-settings/change-workspace-settings.command';
export { CreateWorkspaceCommand } from './create-workspace/create-workspace.command';
export { DeactivateWorkspaceCommand } from './deactivate-workspace/deactivate-workspace.command';
export { ReactivateWorkspaceCommand } from './reactivate-workspace/reactivate-workspace.command';
export { SetWorkspaceAddonCommand } from './set-workspace-addon/set-workspace-addon.command';
export * from './find-workspaces';
export * from './workspace-guards';
export * from './workspace-history';
export * from './workspace-settings';
export { WORKSPACE_EVENTS } from './workspace.events';
export type { WorkspaceState } from './workspace.state';
export { WorkspaceStream } from './workspace.streams';
export { workspacesProjector, type WorkspaceDoc } from './workspaces.projector';
