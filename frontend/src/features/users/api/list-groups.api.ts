import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { usersKeys } from './users.keys';

/** A notification group as GET /{tenancy}/api/groups lists it (002 §3 Group, with its members and version). */
export interface GroupView {
  _id: string;
  name: string;
  /** User ids. */
  members: string[];
  /** Sent back with an edit: a change by someone else since is refused (409). */
  version: number;
}

/** GET /{tenancy}/api/groups (administrators only), by name. */
export function fetchGroups(tenancy: string, signal?: AbortSignal): Promise<GroupView[]> {
  return http.request<GroupView[]>('/api/groups', { workspace: tenancy, signal });
}

export const groupsQueryOptions = (tenancy: string) =>
  queryOptions({ queryKey: usersKeys.groups(tenancy), queryFn: ({ signal }) => fetchGroups(tenancy, signal) });

export const useGroups = (tenancy: string) => useQuery(groupsQueryOptions(tenancy));
