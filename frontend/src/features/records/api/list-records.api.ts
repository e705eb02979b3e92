import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { RecordItem } from '../model/record.types';
import { readPosition } from './read-position';
import { recordsKeys } from './records.keys';
import { recordsPath } from './records-path';

/** 002 §4, §9: 20 records a page. */
export const RECORDS_PAGE_SIZE = 20;

export interface RecordsListParams {
  /** Search text. */
  s: string;
  /** Filters as JSON, the server's part only ('' for none). */
  f: string;
  /** date|name:asc|desc, '' for newest first. */
  sort: string;
}

/** GET /{tenancy}/api/collections/{catalog}/items?s=&f=&skip=&sort= (002 §7): one page of records. */
export function fetchRecordsPage(
  tenancy: string,
  catalog: string,
  params: RecordsListParams,
  skip: number,
  signal?: AbortSignal,
): Promise<RecordItem[]> {
  const query = new URLSearchParams({ skip: String(skip) });
  if (params.s) query.set('s', params.s);
  if (params.f) query.set('f', params.f);
  if (params.sort) query.set('sort', params.sort);
  return http.request<RecordItem[]>(`${recordsPath(catalog)}/items?${query}`, {
    workspace: tenancy,
    signal,
    minPosition: readPosition(tenancy),
  });
}

/** 002 §4: further pages load while a page returns exactly 20. */
export const nextSkip = (lastPage: readonly unknown[], pages: readonly (readonly unknown[])[]) =>
  lastPage.length === RECORDS_PAGE_SIZE ? pages.reduce((sum, page) => sum + page.length, 0) : undefined;

export const recordsListQueryOptions = (tenancy: string, catalog: string, params: RecordsListParams) =>
  infiniteQueryOptions({
    queryKey: recordsKeys.list(tenancy, catalog, params),
    queryFn: ({ pageParam, signal }) => fetchRecordsPage(tenancy, catalog, params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextSkip(lastPage, pages),
  });

export const useRecordsList = (tenancy: string, catalog: string, params: RecordsListParams) =>
  useInfiniteQuery(recordsListQueryOptions(tenancy, catalog, params));
