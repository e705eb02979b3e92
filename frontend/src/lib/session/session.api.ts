import { http } from '../http/http';
import { browserStorage } from '../storage/browser-storage';
import { forgetSessionTokens, storedRefreshToken, storeSessionTokens } from './session-tokens';
import type { SessionCheck, SignInResult } from './session-check';
import { visitorId } from './visitor-id';

/**
 * POST /{tenancy}/api/isAuth/ (specification §7) with the browser's visitorId and, when known, the refresh
 * token, so an expired access token can be renewed. A rotated token (token or refreshToken) is stored at once.
 * Failures are not toasted: a refused token simply means the sign-in screen.
 */
export async function validateSession(workspace: string, token: string): Promise<SessionCheck> {
  const refreshToken = storedRefreshToken(browserStorage, workspace);
  const check = await http.request<SessionCheck>('/api/isAuth/', {
    workspace,
    method: 'POST',
    token,
    notify: false,
    body: { token, ...(refreshToken ? { refreshToken } : {}), visitorId: visitorId() },
  });
  if (check?.isAuth) storeSessionTokens(browserStorage, workspace, check);
  return check;
}

/** A sign-in answered: the token is kept for the workspace, which also becomes lastWorkspace. */
export function rememberSignIn(
  workspace: string,
  result: Pick<SignInResult, 'token'> & { refreshToken?: string },
): void {
  storeSessionTokens(browserStorage, workspace, result);
  browserStorage.rememberWorkspace({
    name: workspace,
    label: browserStorage.listWorkspaces().find((w) => w.name === workspace)?.label,
  });
}

/** POST /{tenancy}/api/auth/signout revokes the refresh token; the browser forgets the session whatever it answers. */
export async function signOut(workspace: string): Promise<void> {
  const token = browserStorage.getToken(workspace);
  forgetSessionTokens(browserStorage, workspace);
  if (!token) return;
  await http
    .request('/api/auth/signout', { workspace, method: 'POST', token, notify: false, body: {} })
    .catch(() => undefined);
}
