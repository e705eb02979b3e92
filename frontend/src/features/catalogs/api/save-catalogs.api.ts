import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { Catalog, CatalogSave } from '../model/catalog.types';
import { catalogsKeys } from './catalogs.keys';
import { wrotePosition } from './read-position';

/**
 * PUT /{tenancy}/api/collections/ {collections} (002 §7): every catalog's changes in one atomic save; answers the
 * whole list after it. A 409 (saved by someone else since) is shown on the screen, not toasted.
 */
export async function saveCatalogs(tenancy: string, collections: CatalogSave[]): Promise<Catalog[]> {
  const answer = await http.request<{ collections: Catalog[]; position: number }>('/api/collections/', {
    workspace: tenancy,
    method: 'PUT',
    body: { collections },
    notify: (error) => error.status !== 409,
  });
  wrotePosition(tenancy, answer.position);
  return answer.collections;
}

/** 002 §4 Save: the reply's collections replace the current ones. */
export function useSaveCatalogs(tenancy: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (collections: CatalogSave[]) => saveCatalogs(tenancy, collections),
    onSuccess: (collections) => client.setQueryData(catalogsKeys.list(tenancy), collections),
  });
}
