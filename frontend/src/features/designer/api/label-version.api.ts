import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { ElementKind } from '../model/designer.types';
import { designerKeys } from './designer.keys';
import { wrotePosition } from './read-position';

/**
 * POST /{tenancy}/api/v2/types/{kind}/{id}/versions/{n}/label {label}: names version n; an empty label removes
 * the name. Labelling makes no new version.
 */
export async function labelVersion(
  tenancy: string,
  kind: ElementKind,
  elementId: string,
  version: number,
  label: string,
): Promise<void> {
  const result = await http.request<{ position: number }>(
    `/api/v2/types/${kind}/${encodeURIComponent(elementId)}/versions/${version}/label`,
    { workspace: tenancy, method: 'POST', body: { label } },
  );
  wrotePosition(tenancy, result.position);
}

/** Labels a version, then refreshes the element's history. */
export function useLabelVersion(tenancy: string, kind: ElementKind, elementId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ version, label }: { version: number; label: string }) =>
      labelVersion(tenancy, kind, elementId, version, label),
    onSuccess: () => client.invalidateQueries({ queryKey: designerKeys.history(tenancy, elementId) }),
  });
}
