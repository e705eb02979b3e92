import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { wrotePosition } from './read-position';
import { recordsKeys } from './records.keys';
import { recordsPath } from './records-path';

/** POST /{tenancy}/api/collections/{catalog}/items/delete {ids}: all of them or none (docs/records.md). */
export async function deleteRecords(tenancy: string, catalog: string, ids: readonly string[]): Promise<number> {
  const answer = await http.request<{ deleted: number; position: number }>(`${recordsPath(catalog)}/items/delete`, {
    workspace: tenancy,
    method: 'POST',
    body: { ids },
  });
  wrotePosition(tenancy, answer.position);
  return answer.deleted;
}

/** Deletes the selected records, then reads the catalog's lists and its deleted records again. */
export function useDeleteRecords(tenancy: string, catalog: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => deleteRecords(tenancy, catalog, ids),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: recordsKeys.lists(tenancy, catalog) }),
        client.invalidateQueries({ queryKey: recordsKeys.deleted(tenancy, catalog) }),
      ]);
    },
  });
}
