import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { Catalog } from '../model/catalog.types';
import { catalogsKeys } from './catalogs.keys';
import { wrotePosition } from './read-position';

/** 002 §3 New catalog payload: `type` is 'new' (a model named after the catalog is made) or a model's id. */
export interface NewCatalog {
  name: string;
  type: string;
  isEveryone: boolean;
}

/**
 * POST /{tenancy}/api/collections (002 §7): answers status Done and the new catalog. The dialog shows a refusal
 * under the name itself, so it is not toasted.
 */
export async function createCatalog(tenancy: string, catalog: NewCatalog): Promise<Catalog> {
  const answer = await http.request<{ status: 'Done'; obj: Catalog; position: number }>('/api/collections', {
    workspace: tenancy,
    method: 'POST',
    body: catalog,
    notify: (error) => error.status !== 400,
  });
  wrotePosition(tenancy, answer.position);
  return answer.obj;
}

/** 002 §4 Create: on Done the new catalog joins the list (its model joins the model choices, with type 'new'). */
export function useCreateCatalog(tenancy: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (catalog: NewCatalog) => createCatalog(tenancy, catalog),
    onSuccess: (created) => {
      client.setQueryData<Catalog[]>(catalogsKeys.list(tenancy), (list) =>
        list ? [...list.filter((each) => each._id !== created._id), created] : [created],
      );
      void client.invalidateQueries({ queryKey: catalogsKeys.all(tenancy) });
    },
  });
}
