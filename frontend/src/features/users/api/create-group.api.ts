import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { updateGroupsList, withGroup } from './groups-cache';
import type { GroupView } from './list-groups.api';

/** POST /{tenancy}/api/groups: answers the created group. Its failure is shown in the dialog, not toasted. */
export async function createGroup(tenancy: string, body: { name: string; members: string[] }): Promise<GroupView> {
  const { position: _position, ...group } = await http.request<GroupView & { position: number }>('/api/groups', {
    workspace: tenancy,
    method: 'POST',
    body,
    notify: false,
  });
  return group;
}

export function useCreateGroup(tenancy: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; members: string[] }) => createGroup(tenancy, body),
    onSuccess: (created) => updateGroupsList(client, tenancy, (list) => withGroup(list, created)),
  });
}
