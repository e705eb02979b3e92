import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { ItemModel, ItemType } from '../model/catalog.types';
import { catalogsKeys } from './catalogs.keys';
import { readPosition } from './read-position';

/** GET /{tenancy}/api/v2/types/{kind}/{id}: the catalog's model, for its apps and its global variables. */
export function fetchItemModel(
  tenancy: string,
  kind: ItemType['kind'],
  typeId: string,
  signal?: AbortSignal,
): Promise<ItemModel> {
  return http.request<ItemModel>(`/api/v2/types/${kind}/${encodeURIComponent(typeId)}`, {
    workspace: tenancy,
    signal,
    minPosition: readPosition(tenancy),
  });
}

export const itemModelQueryOptions = (tenancy: string, kind: ItemType['kind'], typeId: string) =>
  queryOptions({
    queryKey: catalogsKeys.itemModel(tenancy, typeId),
    queryFn: ({ signal }) => fetchItemModel(tenancy, kind, typeId, signal),
  });

/** The model of the catalog's items, once its kind is known from the types list. */
export const useItemModel = (tenancy: string, type: Pick<ItemType, '_id' | 'kind'> | undefined) =>
  useQuery({ ...itemModelQueryOptions(tenancy, type?.kind ?? 'model', type?._id ?? ''), enabled: type !== undefined });
