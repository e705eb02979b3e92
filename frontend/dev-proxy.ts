/**
 * The Vite dev server's proxy: in development Vite serves the screens with hot reload and passes the server's
 * paths to the backend: global `/api/...`, workspace-scoped `/{workspace}/api/...`, and the auth host's
 * `/oauth/...` (the entry screen's 'Sign in with Microsoft' and the p-token exchange, docs/access.md).
 * Keys starting with ^ are regular expressions for Vite.
 */
export function devProxy(backend: string) {
  const to = { target: backend, changeOrigin: true };
  return {
    '^/api(/|$)': to,
    '^/[a-z0-9]+/api(/|$)': to,
    '^/oauth(/|$)': to,
  };
}
