import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { catalogsKeys } from './catalogs.keys';
import { wrotePosition } from './read-position';

/** POST /{tenancy}/api/collections/{catalog}/snapshots {id, label} (002 §7): names a snapshot of the model. */
export async function labelSnapshot(tenancy: string, catalogId: string, id: string, label: string): Promise<void> {
  const answer = await http.request<{ position: number }>(
    `/api/collections/${encodeURIComponent(catalogId)}/snapshots`,
    { workspace: tenancy, method: 'POST', body: { id, label } },
  );
  wrotePosition(tenancy, answer.position);
}

/** Labels a snapshot, then reads the snapshots again (every catalog of that model shows the label). */
export function useLabelSnapshot(tenancy: string, catalogId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, label }: { id: string; label: string }) => labelSnapshot(tenancy, catalogId, id, label),
    onSuccess: () => client.invalidateQueries({ queryKey: [...catalogsKeys.all(tenancy), 'snapshots'] }),
  });
}
