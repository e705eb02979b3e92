import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { wrotePosition } from './read-position';
import { recordsKeys } from './records.keys';
import { recordsPath } from './records-path';

/** POST /{tenancy}/api/collections/{catalog}/duplicates { key }: all but the oldest of each group, or none. */
export async function clearDuplicates(tenancy: string, catalog: string, key: string): Promise<number> {
  const answer = await http.request<{ deleted: number; position: number }>(`${recordsPath(catalog)}/duplicates`, {
    workspace: tenancy,
    method: 'POST',
    body: { key },
    notify: false,
  });
  wrotePosition(tenancy, answer.position);
  return answer.deleted;
}

/** Clears the duplicates, then reads the catalog's lists and deleted records again. */
export function useClearDuplicates(tenancy: string, catalog: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => clearDuplicates(tenancy, catalog, key),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: recordsKeys.lists(tenancy, catalog) }),
        client.invalidateQueries({ queryKey: recordsKeys.deleted(tenancy, catalog) }),
      ]);
    },
  });
}
