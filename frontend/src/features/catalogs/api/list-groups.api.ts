import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { catalogsKeys } from './catalogs.keys';

/** A notification group as GET /api/groups lists it (002 §3 Group: _id, name). */
export interface NotificationGroup {
  _id: string;
  name: string;
}

/**
 * GET /{tenancy}/api/groups (002 §7): the groups an app's notification can go to. 002 §8: a failed groups load
 * is logged only (no toast); the choice then offers None and the group chosen already.
 */
export async function fetchGroups(tenancy: string, signal?: AbortSignal): Promise<NotificationGroup[]> {
  try {
    return await http.request<NotificationGroup[]>('/api/groups', { workspace: tenancy, signal, notify: false });
  } catch (error) {
    if (!signal?.aborted) console.error('Loading the groups failed:', error instanceof Error ? error.message : error);
    throw error;
  }
}

export const groupsQueryOptions = (tenancy: string) =>
  queryOptions({
    queryKey: catalogsKeys.groups(tenancy),
    queryFn: ({ signal }) => fetchGroups(tenancy, signal),
    retry: false,
  });

/** Read only while a notification group choice is on screen. */
export const useNotificationGroups = (tenancy: string, enabled: boolean) =>
  useQuery({ ...groupsQueryOptions(tenancy), enabled });
