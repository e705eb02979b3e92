import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { designerKeys } from './designer.keys';

/** A workspace user as the designer needs one: to name who saved a version (001 §7 GET /api/users). */
export interface Author {
  _id: string;
  name: string;
}

/** GET /{tenancy}/api/users: the workspace's users, for authors' names in the history. */
export function fetchAuthors(tenancy: string, signal?: AbortSignal): Promise<Author[]> {
  return http.request<Author[]>('/api/users', { workspace: tenancy, signal });
}

export const authorsQueryOptions = (tenancy: string) =>
  queryOptions({
    queryKey: [...designerKeys.all(tenancy), 'authors'] as const,
    queryFn: ({ signal }) => fetchAuthors(tenancy, signal),
    select: (users: Author[]) => new Map(users.map((user) => [user._id, user.name])),
    // Users are rarely renamed; the history does not need them fresher than a few minutes.
    staleTime: 5 * 60_000,
  });

/** Authors' names by user id (empty until loaded; a failure leaves the ids unnamed). */
export const useAuthorNames = (tenancy: string) => useQuery(authorsQueryOptions(tenancy));
