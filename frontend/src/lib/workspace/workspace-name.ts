/** Workspace names are lowercase letters and digits only (specification §5). */
export const WORKSPACE_NAME = /^[a-z0-9]+$/;
export const WORKSPACE_NAME_MESSAGE = 'Sorry, only letters (a-z), numbers (0-9) are allowed.';

export function isValidWorkspaceName(name: string): boolean {
  return WORKSPACE_NAME.test(name);
}
