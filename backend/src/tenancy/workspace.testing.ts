import { streamSpec } from '../shared/event-sourcing/stream-spec.testing';
import type { WorkspaceEvent } from './workspace.events';
import type { WorkspaceState } from './workspace.state';
import { WorkspaceStream } from './workspace.streams';

/** Given these events happened, the workspace's state, folded by its stream's own evolve (frozen). */
export function givenWorkspace(...events: WorkspaceEvent[]): WorkspaceState {
  return streamSpec(WorkspaceStream).given(events).state;
}

export const created = (name = 'acme', label = 'Acme LLP'): WorkspaceEvent => ({
  type: 'WorkspaceCreated',
  data: { name, settings: { label, locale: 'en-US', isRegistration: false }, addons: [] },
});

export const AT = '2025-03-01T10:00:00.000Z';
