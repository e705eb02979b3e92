/** Workspace names are lowercase letters and digits only (specification §5). */
export const WORKSPACE_NAME = /^[a-z0-9]+$/;
export const WORKSPACE_NAME_MESSAGE = 'Sorry, only letters (a-z), numbers (0-9) are allowed.';
/** The server's limit and its message (backend/src/tenancy/workspace-name.ts): a DNS label's length. */
export const WORKSPACE_NAME_MAX_LENGTH = 63;
export const WORKSPACE_NAME_TOO_LONG_MESSAGE = `Workspace name is too long: at most ${WORKSPACE_NAME_MAX_LENGTH} characters.`;

/** What is wrong with a typed name, in the server's words and order (characters first); undefined when valid. */
export function workspaceNameProblem(name: string): string | undefined {
  if (!WORKSPACE_NAME.test(name)) return WORKSPACE_NAME_MESSAGE;
  if (name.length > WORKSPACE_NAME_MAX_LENGTH) return WORKSPACE_NAME_TOO_LONG_MESSAGE;
  return undefined;
}

export function isValidWorkspaceName(name: string): boolean {
  return workspaceNameProblem(name) === undefined;
}
