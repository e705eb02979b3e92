import { http } from '../../../lib/http/http';
import type { SessionUser } from '../machines/session.types';

/** Accepting the terms saves lastAccepted as now with the full user object (specification §4 "Terms"). */
export function acceptTerms(name: string, user: SessionUser): Promise<SessionUser> {
  const updated = { ...user, lastAccepted: new Date().toISOString() };
  return http.request<SessionUser>(`/api/users/${encodeURIComponent(user._id)}`, {
    workspace: name,
    method: 'PUT',
    body: updated,
  });
}
