import { http } from '../../../lib/http/http';
import type { TermsUser } from '../machines/terms.machine';

/** Accepting the terms is a user update with the full user object and lastAccepted (specification §4, §7). */
export function updateUserWithTerms(workspace: string, user: TermsUser): Promise<TermsUser> {
  return http.request<TermsUser>(`/api/users/${encodeURIComponent(user._id)}`, {
    workspace,
    method: 'PUT',
    body: user,
  });
}
