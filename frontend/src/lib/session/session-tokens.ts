import type { BrowserStorage } from '../storage/browser-storage';

export type RefreshTokenStore = Pick<BrowserStorage, 'getToken' | 'setToken'>;

/** What the session keeps in the browser: the storage calls the session machine makes. */
export type SessionStorage = Pick<
  BrowserStorage,
  'getToken' | 'setToken' | 'removeToken' | 'signOut' | 'rememberWorkspace' | 'listWorkspaces'
>;

/** An access token and, when the server gave one, the refresh token that renews it. */
export interface SessionTokens {
  token: string;
  refreshToken?: string;
  /** An external link's token (query `external`): checked with isExternalToken rather than isAuth. Never stored. */
  external?: boolean;
}

/** Refresh tokens live next to the tokens map, one per workspace, under their own key. */
export const refreshKey = (workspace: string) => `${workspace}#refresh`;

/**
 * Keeps what a sign-in or a token check answered: the access token for the workspace (the http client reads it
 * for Authorization) and, when given, the refresh token. Rotated tokens replace the old ones.
 */
export function storeSessionTokens(
  storage: RefreshTokenStore,
  workspace: string,
  tokens: { token?: string; refreshToken?: string },
): void {
  if (tokens.token) storage.setToken(workspace, tokens.token);
  if (tokens.refreshToken) storage.setToken(refreshKey(workspace), tokens.refreshToken);
}

export function storedRefreshToken(storage: RefreshTokenStore, workspace: string): string | undefined {
  return storage.getToken(refreshKey(workspace));
}

/** The workspace's stored session, if any. */
export function storedSessionTokens(storage: RefreshTokenStore, workspace: string): SessionTokens | undefined {
  const token = storage.getToken(workspace);
  return token ? { token, refreshToken: storedRefreshToken(storage, workspace) } : undefined;
}

/** A refused session: its tokens go, lastWorkspace stays (the entry screen still offers the workspace). */
export function dropSessionTokens(storage: Pick<BrowserStorage, 'removeToken'>, workspace: string): void {
  storage.removeToken(refreshKey(workspace));
  storage.removeToken(workspace);
}

/** Sign-out (specification §4): the workspace's access and refresh tokens and lastWorkspace are forgotten. */
export function forgetSessionTokens(storage: Pick<BrowserStorage, 'removeToken' | 'signOut'>, workspace: string): void {
  storage.removeToken(refreshKey(workspace));
  storage.signOut(workspace);
}

/** A sign-in makes the workspace lastWorkspace, keeping the label the workspace list already has. */
export function markLastWorkspace(
  storage: Pick<BrowserStorage, 'rememberWorkspace' | 'listWorkspaces'>,
  workspace: string,
): void {
  const label = storage.listWorkspaces().find((w) => w.name === workspace)?.label;
  storage.rememberWorkspace({ name: workspace, label });
}
