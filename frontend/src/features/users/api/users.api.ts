import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { UserView } from '../users-filter';

export const usersKeys = {
  all: (tenancy: string) => ['users', tenancy] as const,
};

/** GET /{tenancy}/api/users (administrators only). */
export function usersQueryOptions(tenancy: string) {
  return queryOptions({
    queryKey: usersKeys.all(tenancy),
    queryFn: ({ signal }) => http.request<UserView[]>('/api/users', { workspace: tenancy, signal }),
  });
}

export interface NewUserPayload {
  name: string;
  mail: string;
  isAdmin: boolean;
  pass: string;
  type: 'default' | 'microsoft';
}

export interface EditUserPayload {
  _id: string;
  name: string;
  mail: string;
  isAdmin: boolean;
}

/** Failures saving users are only logged (specification §8): no toast, the console gets the server's text. */
function logged<T>(call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    console.error('Saving the user failed:', error instanceof Error ? error.message : error);
    throw error;
  });
}

export function createUser(tenancy: string, payload: NewUserPayload): Promise<UserView> {
  return logged(
    http.request<UserView>('/api/users', { workspace: tenancy, method: 'POST', body: payload, notify: false }),
  );
}

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

export function deleteUser(tenancy: string, id: string): Promise<unknown> {
  return http.request(`/api/users/${encodeURIComponent(id)}`, { workspace: tenancy, method: 'DELETE' });
}

/** The administrator's RESET PASSWORD: the server mails the person a link to set a new password. */
export function resetUserPassword(tenancy: string, id: string): Promise<unknown> {
  return http.request(`/api/users/${encodeURIComponent(id)}/reset-password`, { workspace: tenancy, method: 'POST' });
}
