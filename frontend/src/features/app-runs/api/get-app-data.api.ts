import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { AppDataItems } from '../model/app-data';
import { appRunsKeys } from './app-runs.keys';

/**
 * GET /{t}/api/runs/{catalog}/{recordId|new}/{app}/app-data: the items of the app's 'SELECT data FROM…' query, read
 * as the person, and whether the interview starts with "Choose". Read once per visit: the step says a failure itself.
 */
export function getAppData(
  tenancy: string,
  place: { catalog: string; recordId: string | undefined; app: string },
  signal?: AbortSignal,
): Promise<AppDataItems> {
  const { catalog, recordId, app } = place;
  return http.request<AppDataItems>(
    `/api/runs/${encodeURIComponent(catalog)}/${encodeURIComponent(recordId ?? 'new')}/${encodeURIComponent(app)}/app-data`,
    { workspace: tenancy, signal, notify: false },
  );
}

export const appDataQueryOptions = (
  tenancy: string,
  place: { catalog: string; recordId: string | undefined; app: string },
) =>
  queryOptions({
    queryKey: appRunsKeys.appData(tenancy, place.catalog, place.recordId ?? 'new', place.app),
    queryFn: ({ signal }) => getAppData(tenancy, place, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useAppData = (
  tenancy: string,
  place: { catalog: string; recordId: string | undefined; app: string },
  enabled: boolean,
) => useQuery({ ...appDataQueryOptions(tenancy, place), enabled });
