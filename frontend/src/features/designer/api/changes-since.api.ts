import { http } from '../../../lib/http/http';
import type { ElementKind } from '../model/designer.types';
import type { ChangedSince } from '../pending/pending-changes';
import { readPosition } from './read-position';

interface DiffAnswer {
  element: { property: string }[];
  members: { memberId: string }[];
}

/**
 * What other authors changed in an element between two versions (GET …/diff?from=&to=), reduced to the members
 * and element properties they touched: what a pending list made on the older version must not overwrite.
 */
export async function fetchChangesSince(
  tenancy: string,
  kind: ElementKind,
  elementId: string,
  from: number,
  to: number,
): Promise<ChangedSince> {
  if (from >= to) return { memberIds: new Set(), elementProperties: new Set() };
  const diff = await http.request<DiffAnswer>(
    `/api/v2/types/${kind}/${encodeURIComponent(elementId)}/diff?from=${from}&to=${to}`,
    { workspace: tenancy, minPosition: readPosition(tenancy) },
  );
  return {
    memberIds: new Set(diff.members.map((member) => member.memberId)),
    elementProperties: new Set(diff.element.map((property) => property.property)),
  };
}
