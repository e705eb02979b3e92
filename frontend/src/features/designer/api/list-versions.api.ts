import { queryOptions, useQueries } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { ElementKind } from '../model/designer.types';
import type { VersionPage, VersionRow } from '../model/history.types';
import { designerKeys } from './designer.keys';
import { readPosition } from './read-position';

/** Rows per page of the History panel ("Show more" asks for the next page). */
export const VERSIONS_PAGE_SIZE = 20;

/** GET /{tenancy}/api/v2/types/{kind}/{id}/versions?skip=&limit=: one page of the history, newest first. */
export function fetchVersions(
  tenancy: string,
  kind: ElementKind,
  elementId: string,
  page: number,
  signal?: AbortSignal,
): Promise<VersionPage> {
  const query = new URLSearchParams({ skip: String(page * VERSIONS_PAGE_SIZE), limit: String(VERSIONS_PAGE_SIZE) });
  return http.request<VersionPage>(`/api/v2/types/${kind}/${encodeURIComponent(elementId)}/versions?${query}`, {
    workspace: tenancy,
    signal,
    minPosition: readPosition(tenancy),
  });
}

export const versionsQueryOptions = (tenancy: string, kind: ElementKind, elementId: string, page: number) =>
  queryOptions({
    queryKey: designerKeys.versions(tenancy, elementId, page),
    queryFn: ({ signal }) => fetchVersions(tenancy, kind, elementId, page, signal),
  });

export interface VersionPages {
  /** The rows of every page asked for so far, newest first, each version once. */
  rows: VersionRow[];
  /** The element's latest version (0 until the first page answered). */
  total: number;
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch(): void;
}

/**
 * The first `pages` pages of the history as one list. A save shifts every page by one row (newest first): all
 * pages are refetched together (they share `designerKeys.history`), and a row seen on two pages meanwhile is
 * listed once.
 */
export function useVersionPages(tenancy: string, kind: ElementKind, elementId: string, pages: number): VersionPages {
  return useQueries({
    queries: Array.from({ length: pages }, (_, page) => versionsQueryOptions(tenancy, kind, elementId, page)),
    combine: (results) => {
      const seen = new Set<number>();
      const rows: VersionRow[] = [];
      for (const result of results)
        for (const row of result.data?.versions ?? [])
          if (!seen.has(row.version)) {
            seen.add(row.version);
            rows.push(row);
          }
      rows.sort((a, b) => b.version - a.version);
      return {
        rows,
        total: results[0]?.data?.total ?? 0,
        isPending: results.some((result) => result.isPending),
        isFetching: results.some((result) => result.isFetching),
        error: results.find((result) => result.error)?.error ?? null,
        refetch: () => results.forEach((result) => result.error && void result.refetch()),
      };
    },
  });
}
