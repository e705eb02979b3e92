import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { GlobalInfoMap } from '../model/catalog-globals';
import { catalogsKeys } from './catalogs.keys';
import { readPosition } from './read-position';

/** POST /{tenancy}/api/collections/{catalog}/globals/list (002 §7): the catalog's global info by global name. */
export function fetchGlobals(tenancy: string, catalogId: string, signal?: AbortSignal): Promise<GlobalInfoMap> {
  return http.request<GlobalInfoMap>(`/api/collections/${encodeURIComponent(catalogId)}/globals/list`, {
    workspace: tenancy,
    method: 'POST',
    body: {},
    signal,
    minPosition: readPosition(tenancy),
    // The section shows why the list could not be read, with a Retry, rather than a toast.
    notify: false,
  });
}

export const globalsQueryOptions = (tenancy: string, catalogId: string) =>
  queryOptions({
    queryKey: catalogsKeys.globals(tenancy, catalogId),
    queryFn: ({ signal }) => fetchGlobals(tenancy, catalogId, signal),
  });

export const useGlobals = (tenancy: string, catalogId: string) => useQuery(globalsQueryOptions(tenancy, catalogId));
