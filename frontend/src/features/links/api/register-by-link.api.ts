import { http } from '../../../lib/http/http';
import type { LinkSignInAnswer } from '../machines/link-landing.machine';

/** POST /{tenancy}/api/auth/registrationByLink: the server's error text is shown as it is (§8). */
export function registerByLink(
  workspace: string,
  input: { linkId: string; user: { email: string; name?: string; pass: string } },
) {
  return http.request<LinkSignInAnswer>('/api/auth/registrationByLink', {
    workspace,
    method: 'POST',
    body: input,
    notify: false,
  });
}
