import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { UserView } from './list-users.api';
import { logged, updateUsersList } from './users-cache';

export interface NewUserPayload {
  name: string;
  mail: string;
  isAdmin: boolean;
  pass: string;
  type: 'default' | 'microsoft';
}

/** POST /{tenancy}/api/users: answers the created user. */
export function createUser(tenancy: string, payload: NewUserPayload): Promise<UserView> {
  return logged(
    http.request<UserView>('/api/users', { workspace: tenancy, method: 'POST', body: payload, notify: false }),
  );
}

export function useCreateUser(tenancy: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: NewUserPayload) => createUser(tenancy, payload),
    onSuccess: (created) => updateUsersList(client, tenancy, (list) => [...list, created]),
  });
}
