import { ForbiddenException } from '@nestjs/common';
import type { ReadModels } from '@app/projections';
import { notFound } from '../shared/domain/domain-error';
import { workspaceNotFoundMessage } from '../tenancy';
import { assertWorkspaceName } from '../shared/domain/workspace-name';
import { findWorkspace } from '../tenancy';
import type { WorkspaceDoc } from '../tenancy';

export const WORKSPACE_DEACTIVATED = 'Your workspace has been deactivated.';

/** The workspace of a signed-out call (sign-in, registration, reset): valid name, existing, active. */
export async function requireActiveWorkspace(readModels: ReadModels, tenancy: string): Promise<WorkspaceDoc> {
  assertWorkspaceName(tenancy);
  const doc = await findWorkspace(readModels, tenancy);
  if (!doc) throw notFound(workspaceNotFoundMessage(tenancy));
  if (!doc.isActive) throw new ForbiddenException(WORKSPACE_DEACTIVATED);
  return doc;
}
