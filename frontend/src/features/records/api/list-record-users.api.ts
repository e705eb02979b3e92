import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { RecordUser } from '../model/record.types';
import { readPosition } from './read-position';
import { recordsKeys } from './records.keys';
import { recordsPath } from './records-path';

/** GET /{tenancy}/api/collections/{catalog}/users (002 §7): who created or edited records, for the filters. */
export function fetchRecordUsers(tenancy: string, catalog: string, signal?: AbortSignal): Promise<RecordUser[]> {
  return http.request<RecordUser[]>(`${recordsPath(catalog)}/users`, {
    workspace: tenancy,
    signal,
    minPosition: readPosition(tenancy),
  });
}

export const recordUsersQueryOptions = (tenancy: string, catalog: string) =>
  queryOptions({
    queryKey: recordsKeys.users(tenancy, catalog),
    queryFn: ({ signal }) => fetchRecordUsers(tenancy, catalog, signal),
  });

export const useRecordUsers = (tenancy: string, catalog: string, enabled = true) =>
  useQuery({ ...recordUsersQueryOptions(tenancy, catalog), enabled });
