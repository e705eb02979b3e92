import { invalid } from './domain-error';

/** The §5 message, verbatim: the frontend shows the same text for the same rule. */
export const WORKSPACE_NAME_MESSAGE = 'Sorry, only letters (a-z), numbers (0-9) are allowed.';
export const WORKSPACE_NAME_MAX_LENGTH = 63;

/**
 * Names that would collide with the product's own top-level paths: `/{name}/` is a workspace's
 * address, so a workspace called `api` would shadow the global API.
 */
export const RESERVED_WORKSPACE_NAMES: ReadonlySet<string> = new Set(['api', 'assets', 'static', 'docs', 'health']);

const NAME = /^[a-z0-9]+$/;

export function isValidWorkspaceName(name: string): boolean {
  return NAME.test(name) && name.length <= WORKSPACE_NAME_MAX_LENGTH;
}

/** Throws the message a person can act on; returns the name for chaining. */
export function assertWorkspaceName(name: string): string {
  if (!NAME.test(name)) throw invalid(WORKSPACE_NAME_MESSAGE);
  if (name.length > WORKSPACE_NAME_MAX_LENGTH) {
    throw invalid(`Workspace name is too long: at most ${WORKSPACE_NAME_MAX_LENGTH} characters.`);
  }
  return name;
}

export function assertWorkspaceNameAvailable(name: string): void {
  assertWorkspaceName(name);
  if (RESERVED_WORKSPACE_NAMES.has(name)) throw invalid(`Workspace name ${name} is reserved; choose another.`);
}
