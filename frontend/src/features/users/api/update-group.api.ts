import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { updateGroupsList, withGroup } from './groups-cache';
import type { GroupView } from './list-groups.api';
import { usersKeys } from './users.keys';

export interface GroupChanges {
  id: string;
  name?: string;
  members?: string[];
  /** The version edited: someone else's change since is a 409, and nothing is saved. */
  version: number;
}

/** PUT /{tenancy}/api/groups/{id}: answers the group as saved. The caller shows a failure where it happened. */
export async function updateGroup(tenancy: string, { id, ...body }: GroupChanges): Promise<GroupView> {
  const { position: _position, ...group } = await http.request<GroupView & { position: number }>(
    `/api/groups/${encodeURIComponent(id)}`,
    { workspace: tenancy, method: 'PUT', body, notify: false },
  );
  return group;
}

export function useUpdateGroup(tenancy: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: GroupChanges) => updateGroup(tenancy, changes),
    onSuccess: (saved) => updateGroupsList(client, tenancy, (list) => withGroup(list, saved)),
    // A conflict means the list on screen is old: read it again, so the next try starts from what is saved.
    onError: () => client.invalidateQueries({ queryKey: usersKeys.groups(tenancy) }),
  });
}
