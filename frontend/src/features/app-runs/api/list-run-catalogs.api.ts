import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { RunCatalog } from '../model/app-run.types';
import { appRunsKeys } from './app-runs.keys';

/**
 * GET /{tenancy}/api/collections: the catalogs this person may see (the server applies the permissions and
 * isEveryone). An app route reads its catalog's label, its model's apps and the apps' live versions here, and a
 * catalog missing from the list is one this person may not open.
 */
export function fetchRunCatalogs(tenancy: string, signal?: AbortSignal): Promise<RunCatalog[]> {
  return http.request<RunCatalog[]>('/api/collections', { workspace: tenancy, signal });
}

export const runCatalogsQueryOptions = (tenancy: string) =>
  queryOptions({
    queryKey: appRunsKeys.catalogs(tenancy),
    queryFn: ({ signal }) => fetchRunCatalogs(tenancy, signal),
    staleTime: 60_000,
  });

export const useRunCatalogs = (tenancy: string, enabled: boolean) =>
  useQuery({ ...runCatalogsQueryOptions(tenancy), enabled });
