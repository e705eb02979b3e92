import { queryOptions, useQueries } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { mergePages } from '../model/record-history-entries';
import type { HistoryEntry } from '../model/record-history-types';
import { recordsKeys } from './records.keys';
import { recordsPath } from './records-path';

/** Versions per page of the History dialog ("Show older versions" asks for the next page). */
export const HISTORY_PAGE_SIZE = 25;

const itemPath = (catalog: string, recordId: string) => `${recordsPath(catalog)}/items/${encodeURIComponent(recordId)}`;

/**
 * GET /{tenancy}/api/collections/{catalog}/items/{id}/histories?skip=&limit= (002 §7): one page of the record's
 * versions, newest first. The server reads them from the record's own stream, so a write is seen at once (no
 * X-Min-Position to wait for).
 */
export function fetchRecordHistory(
  tenancy: string,
  catalog: string,
  recordId: string,
  page: number,
  signal?: AbortSignal,
): Promise<HistoryEntry[]> {
  const query = new URLSearchParams({ skip: String(page * HISTORY_PAGE_SIZE), limit: String(HISTORY_PAGE_SIZE) });
  return http.request<HistoryEntry[]>(`${itemPath(catalog, recordId)}/histories?${query}`, {
    workspace: tenancy,
    signal,
  });
}

export const recordHistoryQueryOptions = (tenancy: string, catalog: string, recordId: string, page: number) =>
  queryOptions({
    queryKey: [...recordsKeys.history(tenancy, catalog, recordId), 'page', page] as const,
    queryFn: ({ signal }) => fetchRecordHistory(tenancy, catalog, recordId, page, signal),
  });

export interface RecordHistoryPages {
  /** Every version of the pages asked for so far, newest first, each once. */
  rows: HistoryEntry[];
  /** The last page was full: older versions may follow. */
  hasOlder: boolean;
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch(): void;
}

/**
 * The first `pages` pages as one list. A restore puts a version on top and shifts every page by one: all pages
 * share `recordsKeys.history` and are refetched together, and a row seen on two pages meanwhile is listed once.
 */
export function useRecordHistoryPages(
  tenancy: string,
  catalog: string,
  recordId: string,
  pages: number,
): RecordHistoryPages {
  return useQueries({
    queries: Array.from({ length: pages }, (_, page) => recordHistoryQueryOptions(tenancy, catalog, recordId, page)),
    combine: (results) => ({
      rows: mergePages(results.map((result) => result.data)),
      hasOlder: results.at(-1)?.data?.length === HISTORY_PAGE_SIZE,
      isPending: results.some((result) => result.isPending),
      isFetching: results.some((result) => result.isFetching),
      error: results.find((result) => result.error)?.error ?? null,
      refetch: () => results.forEach((result) => result.error && void result.refetch()),
    }),
  });
}
