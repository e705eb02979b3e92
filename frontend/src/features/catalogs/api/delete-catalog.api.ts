import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { Catalog } from '../model/catalog.types';
import { catalogsKeys } from './catalogs.keys';
import { wrotePosition } from './read-position';

/** DELETE /{tenancy}/api/collections/{id} (002 §7); a failure is toasted by the http client. */
export async function deleteCatalog(tenancy: string, id: string): Promise<void> {
  const answer = await http.request<{ position: number }>(`/api/collections/${encodeURIComponent(id)}`, {
    workspace: tenancy,
    method: 'DELETE',
  });
  wrotePosition(tenancy, answer.position);
}

/** 002 §4 Delete: on success the catalog leaves the list. */
export function useDeleteCatalog(tenancy: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCatalog(tenancy, id),
    onSuccess: (_answer, id) =>
      client.setQueryData<Catalog[]>(catalogsKeys.list(tenancy), (list) => list?.filter((each) => each._id !== id)),
  });
}
