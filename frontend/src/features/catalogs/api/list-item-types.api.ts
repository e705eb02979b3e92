import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { ItemType } from '../model/catalog.types';
import { catalogsKeys } from './catalogs.keys';
import { readPosition } from './read-position';

/**
 * GET /{tenancy}/api/v2/types (002 §7): the workspace's models, tables and queries by name and kind — the
 * catalog's possible item types, and the names a catalog of type 'new' must not take.
 */
export function fetchItemTypes(tenancy: string, signal?: AbortSignal): Promise<ItemType[]> {
  return http.request<ItemType[]>('/api/v2/types?fields=name,kind,type,_id', {
    workspace: tenancy,
    signal,
    minPosition: readPosition(tenancy),
  });
}

export const itemTypesQueryOptions = (tenancy: string) =>
  queryOptions({ queryKey: catalogsKeys.itemTypes(tenancy), queryFn: ({ signal }) => fetchItemTypes(tenancy, signal) });

export const useItemTypes = (tenancy: string, enabled = true) =>
  useQuery({ ...itemTypesQueryOptions(tenancy), enabled });
