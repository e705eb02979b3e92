import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { UserView } from './list-users.api';
import { logged, updateUsersList } from './users-cache';

export interface EditUserPayload {
  _id: string;
  name: string;
  mail: string;
  isAdmin: boolean;
}

/** PUT /{tenancy}/api/users/{id}: answers the user as saved. */
export function updateUser(tenancy: string, payload: EditUserPayload): Promise<UserView> {
  return logged(
    http.request<UserView>(`/api/users/${encodeURIComponent(payload._id)}`, {
      workspace: tenancy,
      method: 'PUT',
      body: payload,
      notify: false,
    }),
  );
}

export function useUpdateUser(tenancy: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: EditUserPayload) => updateUser(tenancy, payload),
    onSuccess: (updated) =>
      updateUsersList(client, tenancy, (list) => list.map((user) => (user._id === updated._id ? updated : user))),
  });
}
