import { browserStorage } from '../storage/browser-storage';
import { notifyError } from '../notify/notify';
import { createTokenRenewer } from '../session/renew-access-token';
import { createHttpClient } from './http-client';

/** Each workspace's own API host (baseAPIURL), learnt from its tenancy answer. */
const baseApiUrls = new Map<string, string>();

export function setWorkspaceApiHost(workspace: string, baseAPIURL: string | undefined): void {
  if (baseAPIURL) baseApiUrls.set(workspace, baseAPIURL);
  else baseApiUrls.delete(workspace);
}

/** The application's one HTTP client: the page's origin, the stored tokens, error toasts. */
export const http = createHttpClient({
  fetch: (input, init) => fetch(input, init),
  origin: window.location.origin,
  getToken: (workspace) => browserStorage.getToken(workspace),
  getBaseApiUrl: (workspace) => baseApiUrls.get(workspace),
  notifyError,
  renewToken: createTokenRenewer({
    fetch: (input, init) => fetch(input, init),
    origin: window.location.origin,
    storage: browserStorage,
    getBaseApiUrl: (workspace) => baseApiUrls.get(workspace),
  }),
});
