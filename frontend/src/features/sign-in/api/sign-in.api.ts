import { http } from '../../../lib/http/http';
import type { SignInAnswer } from '../machines/sign-in-choice.machine';

/**
 * POST /{tenancy}/api/auth/signin (specification §7). Failures are not toasted by the client: the screen shows
 * them as a toast that stays (§8).
 */
export function signIn(workspace: string, input: { user: { email: string; password: string }; visitorId: string }) {
  return http.request<SignInAnswer>('/api/auth/signin', { workspace, method: 'POST', body: input, notify: false });
}
