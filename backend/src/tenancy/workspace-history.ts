import type { EventStore } from '@app/storage';
import { notFound } from '../domain/domain-error';
import { workspaceNotFoundMessage } from './workspace-guards';
import { assertWorkspaceName } from './workspace-name';
import { workspaceStream, type WorkspaceEvent } from './workspace.events';
import { evolveWorkspace, initialWorkspaceState, type WorkspaceState } from './workspace.state';

export interface LoadedWorkspace {
  state: WorkspaceState;
  revision: number;
}

/**
 * Reads a workspace from its stream rather than the read model: the CLI runs no projections, and
 * must see what it has just written.
 */
export async function loadWorkspace(store: EventStore, name: string): Promise<LoadedWorkspace> {
  assertWorkspaceName(name);
  const events = await store.readStream(workspaceStream(name));
  if (events.length === 0) throw notFound(workspaceNotFoundMessage(name));
  const state = events.reduce(
    (current, event) => evolveWorkspace(current, event as unknown as WorkspaceEvent),
    initialWorkspaceState,
  );
  return { state, revision: events[events.length - 1].revision };
}

export async function listWorkspaceNames(store: EventStore): Promise<string[]> {
  const created = await store.readAll({ types: ['WorkspaceCreated'] });
  return created.map((event) => (event.data as { name: string }).name).sort();
}
