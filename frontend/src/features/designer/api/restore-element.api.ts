import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { ElementKind } from '../model/designer.types';
import { designerKeys } from './designer.keys';
import { wrotePosition } from './read-position';

/**
 * POST /{tenancy}/api/v2/types/{kind}/{id}/restore: brings a deleted element back with its history. The server
 * refuses (400) when a live element has taken the name: the dialog shows that message itself, so it is not
 * toasted too.
 */
export async function restoreElement(tenancy: string, kind: ElementKind, elementId: string): Promise<void> {
  const result = await http.request<{ position: number }>(
    `/api/v2/types/${kind}/${encodeURIComponent(elementId)}/restore`,
    { workspace: tenancy, method: 'POST', notify: (error) => error.status !== 400 && error.status !== 409 },
  );
  wrotePosition(tenancy, result.position);
}

/** Restores an element, then refreshes every designer read (the lists, the deleted elements, its history). */
export function useRestoreElement(tenancy: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, elementId }: { kind: ElementKind; elementId: string }) =>
      restoreElement(tenancy, kind, elementId),
    onSuccess: () => client.invalidateQueries({ queryKey: designerKeys.all(tenancy) }),
  });
}
