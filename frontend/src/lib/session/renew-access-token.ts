import { apiUrl } from '../http/api-url';
import type { BrowserStorage } from '../storage/browser-storage';
import { storedRefreshToken, storeSessionTokens } from './session-tokens';

export interface RenewDeps {
  fetch: typeof fetch;
  origin: string;
  storage: Pick<BrowserStorage, 'getToken' | 'setToken'>;
  getBaseApiUrl(workspace: string): string | undefined;
}

/**
 * Renews a workspace's access token with its refresh token (POST /{tenancy}/api/auth/refresh) and stores the
 * rotated pair. Calls that fail together share one renewal: refresh tokens rotate, and sending the same one twice
 * would be taken as reuse and end the session.
 */
export function createTokenRenewer(deps: RenewDeps) {
  const inFlight = new Map<string, Promise<string | undefined>>();
  async function renew(workspace: string): Promise<string | undefined> {
    const refreshToken = storedRefreshToken(deps.storage, workspace);
    if (!refreshToken) return undefined;
    const response = await deps.fetch(
      apiUrl(deps.origin, '/api/auth/refresh', workspace, deps.getBaseApiUrl(workspace)),
      {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
        credentials: 'include',
      },
    );
    if (!response.ok) return undefined;
    const answer = (await response.json()) as { token?: string; refreshToken?: string };
    if (!answer.token) return undefined;
    storeSessionTokens(deps.storage, workspace, answer);
    return answer.token;
  }
  return (workspace: string): Promise<string | undefined> => {
    const running = inFlight.get(workspace);
    if (running) return running;
    const started = renew(workspace).finally(() => inFlight.delete(workspace));
    inFlight.set(workspace, started);
    return started;
  };
}
