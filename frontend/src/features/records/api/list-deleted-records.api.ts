import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { DeletedRecord } from '../model/record-history-types';
import { readPosition } from './read-position';
import { recordsKeys } from './records.keys';
import { recordsPath } from './records-path';

/** The server's page of deleted records. */
export const DELETED_PAGE_SIZE = 100;

/**
 * GET /{tenancy}/api/collections/{catalog}/deleted?skip=: the catalog's deleted records, most recently deleted
 * first, with who deleted them and when. It is a read model: X-Min-Position shows a delete or undelete just made.
 */
export function fetchDeletedRecords(
  tenancy: string,
  catalog: string,
  skip: number,
  signal?: AbortSignal,
): Promise<DeletedRecord[]> {
  return http.request<DeletedRecord[]>(
    `${recordsPath(catalog)}/deleted?${new URLSearchParams({ skip: String(skip) })}`,
    { workspace: tenancy, signal, minPosition: readPosition(tenancy) },
  );
}

/** The first `count` deleted records (a multiple of the page size: "Show more" asks for the next page). */
export const deletedRecordsQueryOptions = (tenancy: string, catalog: string, count: number) =>
  queryOptions({
    queryKey: [...recordsKeys.deleted(tenancy, catalog), count] as const,
    queryFn: async ({ signal }) => {
      const rows: DeletedRecord[] = [];
      for (let skip = 0; skip < count; skip += DELETED_PAGE_SIZE) {
        const page = await fetchDeletedRecords(tenancy, catalog, skip, signal);
        rows.push(...page);
        if (page.length < DELETED_PAGE_SIZE) return { rows, hasMore: false };
      }
      return { rows, hasMore: true };
    },
  });

export function useDeletedRecords(tenancy: string, catalog: string, count: number) {
  return useQuery({ ...deletedRecordsQueryOptions(tenancy, catalog, count), placeholderData: (previous) => previous });
}
