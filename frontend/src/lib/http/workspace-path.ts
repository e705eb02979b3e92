/**
 * The server gives download urls with the workspace in them (`/{t}/download/…`, app-runs contract §5) while the
 * http client adds the workspace itself (or the workspace's own API host): the path under the workspace is the url
 * without its first segment. A url of another workspace is refused rather than fetched with this workspace's token.
 */
export function workspacePath(url: string, tenancy: string): string {
  const prefixes = [`/${tenancy}/`, `/${encodeURIComponent(tenancy)}/`];
  const prefix = prefixes.find((each) => url.toLowerCase().startsWith(each.toLowerCase()));
  if (!prefix) throw new Error(`A download outside the workspace ${tenancy}: ${url}`);
  return url.slice(prefix.length - 1);
}
