import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { updateGroupsList } from './groups-cache';

/** DELETE /{tenancy}/api/groups/{id}; a failure is toasted by the http client. */
export function deleteGroup(tenancy: string, id: string): Promise<unknown> {
  return http.request(`/api/groups/${encodeURIComponent(id)}`, { workspace: tenancy, method: 'DELETE' });
}

export function useDeleteGroup(tenancy: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteGroup(tenancy, id),
    onSuccess: (_answer, id) => updateGroupsList(client, tenancy, (list) => list.filter((group) => group._id !== id)),
  });
}
