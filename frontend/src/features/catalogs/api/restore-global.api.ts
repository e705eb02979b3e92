import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { catalogsKeys } from './catalogs.keys';
import { wrotePosition } from './read-position';

/**
 * POST /{tenancy}/api/collections/{catalog}/globals/restore { elementName, historyId } (not in the seed): the values
 * a version of the global's info left are the info again — the Undo of a removal.
 */
export async function restoreGlobal(tenancy: string, catalogId: string, elementName: string, historyId: string) {
  const answer = await http.request<{ position: number }>(
    `/api/collections/${encodeURIComponent(catalogId)}/globals/restore`,
    { workspace: tenancy, method: 'POST', body: { elementName, historyId }, notify: false },
  );
  wrotePosition(tenancy, answer.position);
}

/** Restores a version of a global's info, then reads the catalog's global info again. */
export function useRestoreGlobal(tenancy: string, catalogId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ elementName, historyId }: { elementName: string; historyId: string }) =>
      restoreGlobal(tenancy, catalogId, elementName, historyId),
    onSuccess: () => client.invalidateQueries({ queryKey: catalogsKeys.globals(tenancy, catalogId) }),
  });
}
