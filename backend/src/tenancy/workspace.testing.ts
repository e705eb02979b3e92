import type { WorkspaceEvent } from './workspace.events';
import { evolveWorkspace, initialWorkspaceState, type WorkspaceState } from './workspace.state';

/** Given these events happened, the workspace's state (for given/when/then tests). */
export function givenWorkspace(...events: WorkspaceEvent[]): WorkspaceState {
  return events.reduce(evolveWorkspace, initialWorkspaceState);
}

export const created = (name = 'acme', label = 'Acme LLP'): WorkspaceEvent => ({
  type: 'WorkspaceCreated',
  data: { name, settings: { label, locale: 'en-US', isRegistration: false }, addons: [] },
});

export const AT = '2025-03-01T10:00:00.000Z';
