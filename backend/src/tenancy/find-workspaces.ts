import type { ReadModels } from '@app/projections';
import { WORKSPACES, WORKSPACES_PROJECTOR, type WorkspaceDoc } from './workspaces.projector';

/** The workspace directory's read model, the way other contexts read it (they never reach its collection). */
export async function findWorkspace(readModels: ReadModels, name: string): Promise<WorkspaceDoc | null> {
  return (await readModels.reader(WORKSPACES_PROJECTOR).get(WORKSPACES, name)) as WorkspaceDoc | null;
}

export async function findWorkspaces(readModels: ReadModels, names: readonly string[]): Promise<WorkspaceDoc[]> {
  return (await readModels.reader(WORKSPACES_PROJECTOR).getMany(WORKSPACES, [...names])) as WorkspaceDoc[];
}
