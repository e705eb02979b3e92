import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { QueryDescriptor } from '../model/query-definition';
import { designerKeys } from './designer.keys';
import { readPosition } from './read-position';

/** GET /{tenancy}/api/queries/types/{provider}/descriptor/{source} (001 §7): selectors and writeBack. */
export function fetchQueryDescriptor(
  tenancy: string,
  provider: string,
  source: string,
  signal?: AbortSignal,
): Promise<QueryDescriptor> {
  return http.request<QueryDescriptor>(
    `/api/queries/types/${encodeURIComponent(provider)}/descriptor/${encodeURIComponent(source)}`,
    { workspace: tenancy, signal, minPosition: readPosition(tenancy) },
  );
}

export const queryDescriptorQueryOptions = (tenancy: string, provider: string, source: string) =>
  queryOptions({
    queryKey: designerKeys.queryDescriptor(tenancy, provider, source),
    queryFn: ({ signal }) => fetchQueryDescriptor(tenancy, provider, source, signal),
  });

export const useQueryDescriptor = (tenancy: string, provider: string | undefined, source: string | undefined) =>
  useQuery({
    ...queryDescriptorQueryOptions(tenancy, provider ?? '', source ?? ''),
    enabled: provider !== undefined && source !== undefined,
  });
