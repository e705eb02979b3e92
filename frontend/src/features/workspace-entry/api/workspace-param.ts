/**
 * Query parameter p (specification §2.3): a JSON object with a token and the workspaces that token may enter,
 * as the central sign-in hands them back.
 */
export interface WorkspaceChoice {
  name: string;
  label?: string;
  logo?: string;
}

export interface WorkspaceParam {
  token: string;
  workspaces: WorkspaceChoice[];
}

export function parseWorkspaceParam(raw: string | null): WorkspaceParam | undefined {
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const { token, workspaces } = value as { token?: unknown; workspaces?: unknown };
  if (typeof token !== 'string' || !Array.isArray(workspaces)) return undefined;
  return { token, workspaces: toWorkspaceChoices(workspaces) };
}

/**
 * The workspaces of a list (p's, or the auth host's workspace/list answer) that can be offered: names or
 * { name, label?, logo? } with a valid workspace name; a null logo (too long for p) is no logo.
 */
export function toWorkspaceChoices(workspaces: readonly unknown[]): WorkspaceChoice[] {
  return workspaces
    .map((w): WorkspaceChoice | undefined => {
      if (typeof w === 'string') return { name: w };
      if (w && typeof w === 'object' && typeof (w as WorkspaceChoice).name === 'string') {
        const { name, label, logo } = w as WorkspaceChoice;
        return {
          name,
          label: typeof label === 'string' ? label : undefined,
          logo: typeof logo === 'string' ? logo : undefined,
        };
      }
      return undefined;
    })
    .filter((w): w is WorkspaceChoice => w !== undefined && /^[a-z0-9]+$/.test(w.name));
}

/** Case-insensitive match on name or label (specification §5). */
export function filterWorkspaces(workspaces: readonly WorkspaceChoice[], search: string): WorkspaceChoice[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...workspaces];
  return workspaces.filter(
    (w) => w.name.toLowerCase().includes(needle) || (w.label ?? '').toLowerCase().includes(needle),
  );
}
