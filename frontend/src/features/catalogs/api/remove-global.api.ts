import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { catalogsKeys } from './catalogs.keys';
import { wrotePosition } from './read-position';

/** POST /{tenancy}/api/collections/{catalog}/globals/remove { elementName, appName } (002 §7). */
export async function removeGlobal(
  tenancy: string,
  catalogId: string,
  elementName: string,
  appName: string | null,
): Promise<{ undo: string }> {
  const answer = await http.request<{ position: number; undo: string }>(
    `/api/collections/${encodeURIComponent(catalogId)}/globals/remove`,
    { workspace: tenancy, method: 'POST', body: { elementName, appName }, notify: false },
  );
  wrotePosition(tenancy, answer.position);
  // The version the removal took away: restoring it is the Undo.
  return { undo: answer.undo };
}

/** Removes a global's info, then reads the catalog's global info again. */
export function useRemoveGlobal(tenancy: string, catalogId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ elementName, appName }: { elementName: string; appName: string | null }) =>
      removeGlobal(tenancy, catalogId, elementName, appName),
    onSuccess: () => client.invalidateQueries({ queryKey: catalogsKeys.globals(tenancy, catalogId) }),
  });
}
