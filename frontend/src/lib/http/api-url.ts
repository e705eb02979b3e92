/**
 * Where a call goes (specification §7): workspace-scoped calls to the API host plus the workspace name, or to
 * the workspace's own host (baseAPIURL) when it has one; global calls (isTenancy, auth redirects) to the host.
 */
export function apiUrl(origin: string, path: string, workspace?: string, baseAPIURL?: string): string {
  if (!path.startsWith('/')) throw new Error(`API paths start with '/': ${path}`);
  if (workspace === undefined) return trimSlash(origin) + path;
  const base = baseAPIURL ? trimSlash(baseAPIURL) : `${trimSlash(origin)}/${encodeURIComponent(workspace)}`;
  return base + path;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
