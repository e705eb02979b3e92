import { http } from '../../../lib/http/http';

/** POST /{tenancy}/api/auth/registration: a confirmation e-mail whose link opens /{tenancy}/confirm. */
export function register(workspace: string, input: { user: { email: string; name: string; backLink?: string } }) {
  return http.request<{ error?: string; message?: string } | undefined>('/api/auth/registration', {
    workspace,
    method: 'POST',
    body: input,
    notify: false,
  });
}
