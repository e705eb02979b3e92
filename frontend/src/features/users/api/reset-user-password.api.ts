import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';

/** The administrator's RESET PASSWORD: the server mails the person a link to set a new password. */
export function resetUserPassword(tenancy: string, id: string): Promise<unknown> {
  return http.request(`/api/users/${encodeURIComponent(id)}/reset-password`, { workspace: tenancy, method: 'POST' });
}

/** Changes no cached data: the user's details are the same after the mail is sent. */
export function useResetUserPassword(tenancy: string) {
  return useMutation({ mutationFn: (id: string) => resetUserPassword(tenancy, id) });
}
