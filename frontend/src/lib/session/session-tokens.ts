import type { BrowserStorage } from '../storage/browser-storage';

export type RefreshTokenStore = Pick<BrowserStorage, 'getToken' | 'setToken'>;

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

/** Sign-out: the workspace's access and refresh tokens and lastWorkspace are forgotten. */
export function forgetSessionTokens(storage: Pick<BrowserStorage, 'signOut'>, workspace: string): void {
  storage.signOut(refreshKey(workspace));
  storage.signOut(workspace);
}
