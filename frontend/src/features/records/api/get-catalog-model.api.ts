import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { ModelApp, ModelProperty } from '../model/record.types';
import { readPosition } from './read-position';
import { recordsKeys } from './records.keys';

export interface CatalogModel {
  _id: string;
  name: string;
  apps?: ModelApp[];
  properties?: ModelProperty[];
}

/**
 * GET /{tenancy}/api/v2/types/model/{id}: the catalog's model, for its apps (the create buttons, the detail panel)
 * and its global variables (Global Info). The server reads the element by id whatever the kind segment says.
 */
export function fetchCatalogModel(tenancy: string, typeId: string, signal?: AbortSignal): Promise<CatalogModel> {
  return http.request<CatalogModel>(`/api/v2/types/model/${encodeURIComponent(typeId)}`, {
    workspace: tenancy,
    signal,
    minPosition: readPosition(tenancy),
    // Only administrators may read models today: for others the catalogue simply offers no apps.
    notify: (error) => error.status !== 403,
  });
}

export const catalogModelQueryOptions = (tenancy: string, typeId: string) =>
  queryOptions({
    queryKey: [...recordsKeys.all(tenancy), 'model', typeId] as const,
    queryFn: ({ signal }) => fetchCatalogModel(tenancy, typeId, signal),
    staleTime: 60_000,
  });

export const useCatalogModel = (tenancy: string, typeId: string | undefined, enabled: boolean) =>
  useQuery({ ...catalogModelQueryOptions(tenancy, typeId ?? ''), enabled: enabled && typeId !== undefined });
