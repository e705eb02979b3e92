import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { ElementKind } from '../model/designer.types';
import { designerKeys } from './designer.keys';
import { wrotePosition } from './read-position';

export interface RevertResult {
  position: number;
  revision: number;
  appended: number;
  /** The element's version after the revert (unchanged when that version was already the latest state). */
  version: number;
}

/**
 * POST /{tenancy}/api/v2/types/{kind}/{id}/revert {version}: a new version bringing version n back (nothing is
 * rewritten, so a revert can be reverted too). Failures (a 409 when someone saved meanwhile) are toasted.
 */
export async function revertElement(
  tenancy: string,
  kind: ElementKind,
  elementId: string,
  version: number,
): Promise<RevertResult> {
  const result = await http.request<RevertResult>(`/api/v2/types/${kind}/${encodeURIComponent(elementId)}/revert`, {
    workspace: tenancy,
    method: 'POST',
    body: { version },
  });
  wrotePosition(tenancy, result.position);
  return result;
}

/** Reverts, then refreshes every designer read: the element, the lists and its history. */
export function useRevertElement(tenancy: string, kind: ElementKind, elementId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => revertElement(tenancy, kind, elementId, version),
    onSuccess: () => client.invalidateQueries({ queryKey: designerKeys.all(tenancy) }),
  });
}
