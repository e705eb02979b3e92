import { http } from '../http/http';
import { browserStorage } from '../storage/browser-storage';
import { forgetSessionTokens, storedRefreshToken, storeSessionTokens } from './session-tokens';
import type { SessionCheck, SignInResult } from './session-check';
import { visitorId } from './visitor-id';

/**
 * POST /{tenancy}/api/isAuth/ (specification §7) with the browser's visitorId and, when known, the refresh
 * token, so an expired access token can be renewed. A rotated token (token or refreshToken) is stored at once.
 * A token the workspace refuses may be the Microsoft identity the entry screen received in query p: it is then
 * exchanged for a session of this workspace (POST {auth host}/oauth/workspace). Failures are not toasted: a
 * refused token simply means the sign-in screen.
 */
export async function validateSession(workspace: string, token: string): Promise<SessionCheck> {
  const refreshToken = storedRefreshToken(browserStorage, workspace);
  let check: SessionCheck | undefined;
  try {
    check = await http.request<SessionCheck>('/api/isAuth/', {
      workspace,
      method: 'POST',
      token,
      notify: false,
      body: { token, ...(refreshToken ? { refreshToken } : {}), visitorId: visitorId() },
    });
  } catch (error) {
    const entered = await enterWithIdentity(workspace, token);
    if (entered) return { isAuth: true, user: entered.user };
    throw error;
  }
  if (check?.isAuth) {
    storeSessionTokens(browserStorage, workspace, check);
    return check;
  }
  const entered = await enterWithIdentity(workspace, token);
  return entered ? { isAuth: true, user: entered.user } : { isAuth: false };
}

/** The auth host's answer for one workspace entered with a Microsoft identity. */
async function enterWithIdentity(workspace: string, identityToken: string): Promise<SignInResult | undefined> {
  const entered = await http
    .request<SignInResult>('/oauth/workspace', {
      method: 'POST',
      notify: false,
      body: { workspace, token: identityToken },
    })
    .catch(() => undefined);
  if (!entered?.token || !entered.user) return undefined;
  storeSessionTokens(browserStorage, workspace, entered);
  return entered;
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
