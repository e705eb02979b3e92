import { conflict } from '../../shared/domain/domain-error';
import { assertWorkspaceExists } from '../workspace-guards';
import type { WorkspaceEvent } from '../workspace.events';
import type { WorkspaceState } from '../workspace.state';

export interface DeactivateWorkspaceInput {
  name: string;
  reason?: string;
}

export function decideDeactivateWorkspace(command: DeactivateWorkspaceInput, state: WorkspaceState): WorkspaceEvent[] {
  assertWorkspaceExists(state, command.name);
  if (!state.isActive) throw conflict(`Workspace ${command.name} is already deactivated.`);
  return [
    {
      type: 'WorkspaceDeactivated',
      data: { name: command.name, ...(command.reason ? { reason: command.reason } : {}) },
    },
  ];
}
