import type { ReadModels } from '@app/projections';
import { findWorkspace, findWorkspaces } from '../tenancy';
import { workspacesWithMail } from '../users';

/** The workspace as the auth host lists it (000 §7: name, label, logo). */
export interface WorkspaceEntry {
  name: string;
  label: string;
  logo: string | null;
}

export { findWorkspace };

/** Active workspaces where a live user has this address, ordered by name. */
export async function workspacesOfMail(readModels: ReadModels, mail: string): Promise<WorkspaceEntry[]> {
  const tenants = await workspacesWithMail(readModels, mail);
  if (tenants.length === 0) return [];
  const docs = await findWorkspaces(readModels, tenants);
  return docs
    .filter((doc) => doc.isActive)
    .map((doc) => ({ name: doc.name, label: doc.label, logo: doc.settings.logo ?? null }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
