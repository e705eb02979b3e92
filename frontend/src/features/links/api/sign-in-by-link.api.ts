import { http } from '../../../lib/http/http';
import type { LinkSignInAnswer } from '../machines/link-landing.machine';

/** POST /{tenancy}/api/auth/signinByLink. */
export function signInByLink(
  workspace: string,
  input: { linkId: string; user: { email: string; password: string }; visitorId: string },
) {
  return http.request<LinkSignInAnswer>('/api/auth/signinByLink', {
    workspace,
    method: 'POST',
    body: { linkId: input.linkId, user: input.user, visitorId: input.visitorId },
    notify: false,
  });
}
