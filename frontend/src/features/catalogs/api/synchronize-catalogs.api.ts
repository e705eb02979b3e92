import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { Catalog } from '../model/catalog.types';
import { catalogsKeys } from './catalogs.keys';
import { wrotePosition } from './read-position';

export interface SynchronizeRequest {
  parentCatalog: string;
  syncList: string[];
  skipDisabledAppOptions: boolean;
}

/**
 * POST /{tenancy}/api/collections/{catalog}/synchronize (002 §7): the parent's app settings copied to the listed
 * catalogs of its model, all or nothing; answers every catalog after it.
 */
export async function synchronizeCatalogs(tenancy: string, request: SynchronizeRequest): Promise<Catalog[]> {
  const answer = await http.request<{ collections: Catalog[]; position: number }>(
    `/api/collections/${encodeURIComponent(request.parentCatalog)}/synchronize`,
    { workspace: tenancy, method: 'POST', body: request },
  );
  wrotePosition(tenancy, answer.position);
  return answer.collections;
}

export function useSynchronizeCatalogs(tenancy: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SynchronizeRequest) => synchronizeCatalogs(tenancy, request),
    onSuccess: (collections) => client.setQueryData(catalogsKeys.list(tenancy), collections),
  });
}
