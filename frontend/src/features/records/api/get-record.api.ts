import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { refetchIntervalOf } from '../model/record-lock';
import type { OpenedRecord } from '../model/record.types';
import { readPosition } from './read-position';
import { recordsKeys } from './records.keys';
import { recordsPath } from './records-path';

/** GET /{tenancy}/api/collections/{catalog}/items/{id} (002 §7): the record with its values. */
export function fetchRecord(tenancy: string, catalog: string, id: string, signal?: AbortSignal): Promise<OpenedRecord> {
  return http.request<OpenedRecord>(`${recordsPath(catalog)}/items/${encodeURIComponent(id)}`, {
    workspace: tenancy,
    signal,
    minPosition: readPosition(tenancy),
  });
}

export const recordQueryOptions = (tenancy: string, catalog: string, id: string) =>
  queryOptions({
    queryKey: recordsKeys.item(tenancy, catalog, id),
    queryFn: ({ signal }) => fetchRecord(tenancy, catalog, id, signal),
  });

/**
 * The chosen record, re-fetched every second while In Progress and every 10 s while someone else's lock holds
 * (002 §4): the interval is decided again after each answer, so polling stops once the status changes.
 */
export const useRecord = (tenancy: string, catalog: string, id: string | undefined, userId: string) =>
  useQuery({
    ...recordQueryOptions(tenancy, catalog, id ?? ''),
    enabled: id !== undefined,
    refetchInterval: (query) => refetchIntervalOf(query.state.data, userId, Date.now()),
  });
