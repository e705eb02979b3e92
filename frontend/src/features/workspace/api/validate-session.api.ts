import { http } from '../../../lib/http/http';
import type { SessionCheck } from '../machines/session.types';

/**
 * POST /{tenancy}/api/isAuth/ (specification §7). The device fingerprint is not specified; until the access
 * issue decides it, a random id kept for the browser tab stands in.
 */
export function validateSession(name: string, token: string): Promise<SessionCheck> {
  return http.request<SessionCheck>('/api/isAuth/', {
    workspace: name,
    method: 'POST',
    token,
    body: { token, visitorId: visitorId() },
  });
}

let cachedVisitorId: string | undefined;
function visitorId(): string {
  cachedVisitorId ??= crypto.randomUUID();
  return cachedVisitorId;
}
