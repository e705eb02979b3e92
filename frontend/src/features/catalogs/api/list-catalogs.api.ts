import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { Catalog } from '../model/catalog.types';
import { catalogsKeys } from './catalogs.keys';
import { readPosition } from './read-position';

/** GET /{tenancy}/api/collections: every catalog of the workspace in list order (002 §7 Collections store). */
export function fetchCatalogs(tenancy: string, signal?: AbortSignal): Promise<Catalog[]> {
  return http.request<Catalog[]>('/api/collections', {
    workspace: tenancy,
    signal,
    minPosition: readPosition(tenancy),
  });
}

export const catalogsQueryOptions = (tenancy: string) =>
  queryOptions({ queryKey: catalogsKeys.list(tenancy), queryFn: ({ signal }) => fetchCatalogs(tenancy, signal) });

export const useCatalogs = (tenancy: string) => useQuery(catalogsQueryOptions(tenancy));
