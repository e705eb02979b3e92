import type { EventStore } from '@app/storage';
import { notFound } from '../shared/domain/domain-error';
import { workspaceNotFoundMessage } from './workspace-guards';
import type { WorkspaceState } from './workspace.state';
import { WorkspaceStream } from './workspace.streams';

export interface LoadedWorkspace {
  state: WorkspaceState;
  revision: number;
}

/**
 * Reads a workspace from its stream rather than the read model: the CLI runs no projections, and
 * must see what it has just written.
 */
export async function loadWorkspace(store: EventStore, name: string): Promise<LoadedWorkspace> {
  const { state, revision } = await WorkspaceStream.load(store, name, name);
  if (revision < 0) throw notFound(workspaceNotFoundMessage(name));
  return { state, revision };
}

export async function listWorkspaceNames(store: EventStore): Promise<string[]> {
  const created = await store.readAll({ types: ['WorkspaceCreated'] });
  return created.map((event) => (event.data as { name: string }).name).sort();
}
