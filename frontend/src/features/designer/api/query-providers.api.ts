import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { designerKeys } from './designer.keys';

export interface QueryProviderOption {
  name: string;
  label: string;
}

/** GET /{tenancy}/api/queries/providers: the providers this workspace can use (001 §9), for the PROVIDER select. */
export function fetchQueryProviders(tenancy: string, signal?: AbortSignal): Promise<QueryProviderOption[]> {
  return http.request<QueryProviderOption[]>('/api/queries/providers', { workspace: tenancy, signal });
}

export const queryProvidersQueryOptions = (tenancy: string) =>
  queryOptions({
    queryKey: designerKeys.queryProviders(tenancy),
    queryFn: ({ signal }) => fetchQueryProviders(tenancy, signal),
  });

export const useQueryProviders = (tenancy: string) => useQuery(queryProvidersQueryOptions(tenancy));
