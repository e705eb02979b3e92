import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { AppResult } from '../model/app-result.types';
import { resultRefetchInterval } from '../model/documents-view';
import { appRunsKeys } from './app-runs.keys';
import { runPosition } from './run-position';

/** The app result's cache key: under the feature's own keys, beside the record it belongs to. */
export const appResultKey = (tenancy: string, catalog: string, recordId: string, app: string) =>
  [...appRunsKeys.all(tenancy), catalog, 'result', recordId, app] as const;

/**
 * GET /{t}/api/collections/{catalog}/items/{id}/{app} (contract §4, 002 §7): the app's status on the record, its
 * instructions and the last run's documents. Read after the newest run this page started (X-Min-Position). A 404
 * (no such record or app) and a 403 (an app that keeps its documents from external users) are said on the page, not
 * toasted.
 */
export function fetchAppResult(
  tenancy: string,
  catalog: string,
  recordId: string,
  app: string,
  signal?: AbortSignal,
): Promise<AppResult> {
  return http.request<AppResult>(
    `/api/collections/${encodeURIComponent(catalog)}/items/${encodeURIComponent(recordId)}/${encodeURIComponent(app)}`,
    {
      workspace: tenancy,
      signal,
      minPosition: runPosition(tenancy),
      notify: (error) => error.status !== 404 && error.status !== 403,
    },
  );
}

export const appResultQueryOptions = (tenancy: string, catalog: string, recordId: string, app: string) =>
  queryOptions({
    queryKey: appResultKey(tenancy, catalog, recordId, app),
    queryFn: ({ signal }) => fetchAppResult(tenancy, catalog, recordId, app, signal),
    // A run ends on the server, not here: every visit reads the result afresh.
    staleTime: 0,
    retry: false,
    // 002 §2.3: re-checked every second while In Progress; decided again after each answer, so it stops.
    refetchInterval: (query) => resultRefetchInterval(query.state.data),
  });

/** `enabled` off: not read at all (the portal of an app that keeps its documents from external users). */
export const useAppResult = (tenancy: string, catalog: string, recordId: string, app: string, enabled = true) =>
  useQuery({ ...appResultQueryOptions(tenancy, catalog, recordId, app), enabled });
