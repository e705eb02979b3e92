import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { RunRecord } from '../model/app-run.types';
import { appRunsKeys } from './app-runs.keys';

/**
 * GET /{tenancy}/api/collections/{catalog}/items/{id} (002 §7): the record an app opens on. A record that does not
 * exist (404) is said on the page itself, not toasted.
 */
export function fetchRunRecord(tenancy: string, catalog: string, id: string, signal?: AbortSignal): Promise<RunRecord> {
  return http.request<RunRecord>(`/api/collections/${encodeURIComponent(catalog)}/items/${encodeURIComponent(id)}`, {
    workspace: tenancy,
    signal,
    notify: (error) => error.status !== 404,
  });
}

export const runRecordQueryOptions = (tenancy: string, catalog: string, id: string) =>
  queryOptions({
    queryKey: appRunsKeys.record(tenancy, catalog, id),
    queryFn: ({ signal }) => fetchRunRecord(tenancy, catalog, id, signal),
  });

export const useRunRecord = (tenancy: string, catalog: string, id: string | undefined) =>
  useQuery({ ...runRecordQueryOptions(tenancy, catalog, id ?? ''), enabled: id !== undefined });
