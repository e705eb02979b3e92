import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { designerKeys } from './designer.keys';
import { readPosition } from './read-position';

/** GET /{tenancy}/api/queries/types/{provider} (001 §7): the provider's source names, for the SOURCE select. */
export function fetchQuerySources(tenancy: string, provider: string, signal?: AbortSignal): Promise<string[]> {
  return http.request<string[]>(`/api/queries/types/${encodeURIComponent(provider)}`, {
    workspace: tenancy,
    signal,
    minPosition: readPosition(tenancy),
  });
}

export const querySourcesQueryOptions = (tenancy: string, provider: string) =>
  queryOptions({
    queryKey: designerKeys.querySources(tenancy, provider),
    queryFn: ({ signal }) => fetchQuerySources(tenancy, provider, signal),
  });

/** Only once a provider is chosen (the SOURCE select is disabled until then). */
export const useQuerySources = (tenancy: string, provider: string | undefined) =>
  useQuery({ ...querySourcesQueryOptions(tenancy, provider ?? ''), enabled: provider !== undefined });
