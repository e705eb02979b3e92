import { http } from '../../../lib/http/http';
import type { ResetRequest } from '../machines/forgot-password.machine';

/** POST /{tenancy}/api/users/reset (specification §7); the screen shows a failure itself, as a toast that stays. */
export function requestReset(workspace: string, request: ResetRequest) {
  return http.request<unknown>('/api/users/reset', { workspace, method: 'POST', body: request, notify: false });
}
