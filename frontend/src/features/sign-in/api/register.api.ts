import { http } from '../../../lib/http/http';
import type { RegistrationInput } from '../machines/sign-in-choice.machine';

/**
 * POST /{tenancy}/api/auth/registration: a confirmation e-mail whose link opens /{tenancy}/confirm. Through a catalog
 * external link it carries external, collection and app: the user made is external.
 */
export function register(workspace: string, input: RegistrationInput) {
  return http.request<{ error?: string; message?: string } | undefined>('/api/auth/registration', {
    workspace,
    method: 'POST',
    body: input,
    notify: false,
  });
}
