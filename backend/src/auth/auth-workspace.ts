import { ForbiddenException } from '@nestjs/common';
import type { ReadModels } from '@app/projections';
import { notFound } from '../domain/domain-error';
import { workspaceNotFoundMessage } from '../tenancy/workspace-guards';
import { assertWorkspaceName } from '../tenancy/workspace-name';
import { WORKSPACES, WORKSPACES_PROJECTOR, type WorkspaceDoc } from '../tenancy/workspaces.projector';

export const WORKSPACE_DEACTIVATED = 'Your workspace has been deactivated.';

/** The workspace of a signed-out call (sign-in, registration, reset): valid name, existing, active. */
export async function requireActiveWorkspace(readModels: ReadModels, tenancy: string): Promise<WorkspaceDoc> {
  assertWorkspaceName(tenancy);
  const doc = (await readModels.reader(WORKSPACES_PROJECTOR).get(WORKSPACES, tenancy)) as WorkspaceDoc | null;
  if (!doc) throw notFound(workspaceNotFoundMessage(tenancy));
  if (!doc.isActive) throw new ForbiddenException(WORKSPACE_DEACTIVATED);
  return doc;
}
