import { conflict } from '../../shared/domain/domain-error';
import { assertWorkspaceExists } from '../workspace-guards';
import type { WorkspaceEvent } from '../workspace.events';
import type { WorkspaceState } from '../workspace.state';

export interface ReactivateWorkspaceInput {
  name: string;
}

export function decideReactivateWorkspace(command: ReactivateWorkspaceInput, state: WorkspaceState): WorkspaceEvent[] {
  assertWorkspaceExists(state, command.name);
  if (state.isActive) throw conflict(`Workspace ${command.name} is active already.`);
  return [{ type: 'WorkspaceReactivated', data: { name: command.name } }];
}
