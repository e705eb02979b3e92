import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { OpenedRecord } from '../model/record.types';
import { recordsKeys } from './records.keys';
import { recordsPath } from './records-path';

/**
 * GET /{tenancy}/api/collections/{catalog}/items/{id}?asOf= (issue 14 "a record as of any date"): the record's
 * values, name and status as they stood at that instant, folded from its stream. A 404 (the record did not exist
 * yet) is said by the History dialog itself, so it is not toasted.
 */
export function fetchRecordAsOf(
  tenancy: string,
  catalog: string,
  id: string,
  asOf: string,
  signal?: AbortSignal,
): Promise<OpenedRecord> {
  return http.request<OpenedRecord>(
    `${recordsPath(catalog)}/items/${encodeURIComponent(id)}?${new URLSearchParams({ asOf })}`,
    { workspace: tenancy, signal, notify: (error) => error.status !== 404 && error.status !== 400 },
  );
}

/** The record at `asOf` (an ISO date-time); nothing is asked until one is given. */
export function useRecordAsOf(tenancy: string, catalog: string, id: string, asOf: string | undefined) {
  return useQuery({
    queryKey: [...recordsKeys.item(tenancy, catalog, id), 'asOf', asOf ?? ''] as const,
    queryFn: ({ signal }) => fetchRecordAsOf(tenancy, catalog, id, asOf ?? '', signal),
    enabled: asOf !== undefined,
  });
}
