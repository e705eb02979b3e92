import { http } from '../../../lib/http/http';
import type { LoginPayload } from '../machines/create-password.machine';

/** POST /{tenancy}/api/users/password (specification §7): the answer is the login payload. */
export function setPassword(workspace: string, input: { token: string; password: string }) {
  return http.request<LoginPayload>('/api/users/password', { workspace, method: 'POST', body: input, notify: false });
}
