import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { RecordsCatalog } from '../model/record.types';
import { readPosition } from './read-position';
import { recordsKeys } from './records.keys';

/**
 * GET /{tenancy}/api/collections: the catalogs this person may see, in list order (the server applies the
 * permissions and isEveryone). The navigation's links and the catalogue's permission check both read it.
 */
export function fetchRecordsCatalogs(tenancy: string, signal?: AbortSignal): Promise<RecordsCatalog[]> {
  return http.request<RecordsCatalog[]>('/api/collections', {
    workspace: tenancy,
    signal,
    minPosition: readPosition(tenancy),
  });
}

export const recordsCatalogsQueryOptions = (tenancy: string) =>
  queryOptions({
    queryKey: recordsKeys.catalogs(tenancy),
    queryFn: ({ signal }) => fetchRecordsCatalogs(tenancy, signal),
    // The list changes only when an administrator saves catalogs; a minute old is fresh enough for links.
    staleTime: 60_000,
  });

export const useRecordsCatalogs = (tenancy: string) => useQuery(recordsCatalogsQueryOptions(tenancy));
