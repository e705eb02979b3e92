import type { ReadModels } from '@app/projections';
import { isDeletedUserDoc } from '../auth/user-view';
import { WORKSPACES, WORKSPACES_PROJECTOR, type WorkspaceDoc } from '../tenancy/workspaces.projector';
import { USERS, USERS_PROJECTOR } from '../users/users.projector';
import { normaliseMail } from '../users/user-rules';

/** The workspace as the auth host lists it (000 §7: name, label, logo). */
export interface WorkspaceEntry {
  name: string;
  label: string;
  logo: string | null;
}

export async function findWorkspace(readModels: ReadModels, name: string): Promise<WorkspaceDoc | null> {
  return (await readModels.reader(WORKSPACES_PROJECTOR).get(WORKSPACES, name)) as WorkspaceDoc | null;
}

/** Active workspaces where a live user has this address, ordered by name. */
export async function workspacesOfMail(readModels: ReadModels, mail: string): Promise<WorkspaceEntry[]> {
  const users = await readModels
    .reader(USERS_PROJECTOR)
    .find(USERS, { where: { mail: normaliseMail(mail) }, limit: 1000 });
  const tenants = [...new Set(users.filter((doc) => !isDeletedUserDoc(doc)).map((doc) => String(doc.tenant)))];
  if (tenants.length === 0) return [];
  const docs = (await readModels.reader(WORKSPACES_PROJECTOR).getMany(WORKSPACES, tenants)) as WorkspaceDoc[];
  return docs
    .filter((doc) => doc.isActive)
    .map((doc) => ({ name: doc.name, label: doc.label, logo: doc.settings.logo ?? null }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
