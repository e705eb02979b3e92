import { notFound } from '../shared/domain/domain-error';
import type { WorkspaceState } from './workspace.state';

/** The §8 text, used by isTenancy and every command on a missing workspace. */
export const workspaceNotFoundMessage = (name: string) => `Workspace ${name} not found!`;

export function assertWorkspaceExists(state: WorkspaceState, name: string): void {
  if (!state.exists) throw notFound(workspaceNotFoundMessage(name));
}
