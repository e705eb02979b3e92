import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { QueryField } from '../model/query-definition';
import { designerKeys } from './designer.keys';
import { readPosition } from './read-position';

/** A source's records: items of the workspace's model of this name, or plain records with these fields. */
export type QuerySourceShape = string | QueryField[];

/** GET /{tenancy}/api/queries/types/{provider}/sources/{source} (001 §7): a model name or an array of fields. */
export function fetchQuerySourceShape(
  tenancy: string,
  provider: string,
  source: string,
  signal?: AbortSignal,
): Promise<QuerySourceShape> {
  return http.request<QuerySourceShape>(
    `/api/queries/types/${encodeURIComponent(provider)}/sources/${encodeURIComponent(source)}`,
    { workspace: tenancy, signal, minPosition: readPosition(tenancy) },
  );
}

export const querySourceShapeQueryOptions = (tenancy: string, provider: string, source: string) =>
  queryOptions({
    queryKey: designerKeys.querySourceShape(tenancy, provider, source),
    queryFn: ({ signal }) => fetchQuerySourceShape(tenancy, provider, source, signal),
  });

export const useQuerySourceShape = (tenancy: string, provider: string | undefined, source: string | undefined) =>
  useQuery({
    ...querySourceShapeQueryOptions(tenancy, provider ?? '', source ?? ''),
    enabled: provider !== undefined && source !== undefined,
  });
