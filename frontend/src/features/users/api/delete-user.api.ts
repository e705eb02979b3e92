import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { updateUsersList } from './users-cache';

/** DELETE /{tenancy}/api/users/{id}; a failure is toasted by the http client. */
export function deleteUser(tenancy: string, id: string): Promise<unknown> {
  return http.request(`/api/users/${encodeURIComponent(id)}`, { workspace: tenancy, method: 'DELETE' });
}

export function useDeleteUser(tenancy: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteUser(tenancy, id),
    onSuccess: (_answer, id) => updateUsersList(client, tenancy, (list) => list.filter((user) => user._id !== id)),
  });
}
