import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { designerKeys } from './designer.keys';

/** A catalog as the designer needs it: which model its records are of. */
export interface CatalogOfModel {
  _id: string;
  name: string;
  /** The model of its records; null when that model was deleted. */
  type: { _id: string; name: string } | null;
}

/** GET /{tenancy}/api/collections (002 §7): the workspace's catalogs, to tell which use a model. */
export function fetchCatalogs(tenancy: string, signal?: AbortSignal): Promise<CatalogOfModel[]> {
  return http.request<CatalogOfModel[]>('/api/collections', { workspace: tenancy, signal });
}

export const catalogsQueryOptions = (tenancy: string) =>
  queryOptions({ queryKey: designerKeys.catalogs(tenancy), queryFn: ({ signal }) => fetchCatalogs(tenancy, signal) });

/** How many catalogs keep records of the model (001 §2 'enable for all catalogs' shows from two). */
export function useCatalogsUsingModel(tenancy: string, modelId: string): number {
  const catalogs = useQuery(catalogsQueryOptions(tenancy));
  return (catalogs.data ?? []).filter((catalog) => catalog.type?._id === modelId).length;
}
