import type { WorkspaceAddon } from './workspace-addons';
import type { WorkspaceEvent } from './workspace.events';
import { applySettingsPatch, type WorkspaceSettings } from './workspace-settings';

export interface WorkspaceState {
  exists: boolean;
  name: string;
  settings: WorkspaceSettings;
  addons: WorkspaceAddon[];
  isActive: boolean;
}

export const initialWorkspaceState: WorkspaceState = {
  exists: false,
  name: '',
  settings: { label: '', locale: 'en-US', isRegistration: false },
  addons: [],
  isActive: false,
};

export function evolveWorkspace(state: WorkspaceState, event: WorkspaceEvent): WorkspaceState {
  switch (event.type) {
    case 'WorkspaceCreated':
      return {
        exists: true,
        name: event.data.name,
        settings: event.data.settings,
        addons: [...event.data.addons],
        isActive: true,
      };
    case 'WorkspaceSettingsChanged':
      return { ...state, settings: applySettingsPatch(state.settings, event.data.changes) };
    case 'WorkspaceAddonEnabled':
      return state.addons.includes(event.data.addon)
        ? state
        : { ...state, addons: [...state.addons, event.data.addon] };
    case 'WorkspaceAddonDisabled':
      return { ...state, addons: state.addons.filter((addon) => addon !== event.data.addon) };
    case 'WorkspaceDeactivated':
      return { ...state, isActive: false };
    case 'WorkspaceReactivated':
      return { ...state, isActive: true };
    default:
      return state;
  }
}
