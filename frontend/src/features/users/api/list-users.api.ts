import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { SessionUser } from '../../../lib/session/session-user';
import { usersKeys } from './users.keys';

/** A user as GET /{tenancy}/api/users lists them (the server's UserView). */
export type UserView = SessionUser & { name: string; mail: string };

/** GET /{tenancy}/api/users (administrators only). */
export function fetchUsers(tenancy: string, signal?: AbortSignal): Promise<UserView[]> {
  return http.request<UserView[]>('/api/users', { workspace: tenancy, signal });
}

export function usersQueryOptions(tenancy: string) {
  return queryOptions({
    queryKey: usersKeys.all(tenancy),
    queryFn: ({ signal }) => fetchUsers(tenancy, signal),
  });
}

export const useUsers = (tenancy: string) => useQuery(usersQueryOptions(tenancy));
