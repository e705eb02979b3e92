import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { ElementKind } from '../model/designer.types';
import type { VersionDiff } from '../model/history.types';
import { designerKeys } from './designer.keys';
import { readPosition } from './read-position';

/** GET /{tenancy}/api/v2/types/{kind}/{id}/diff?from=&to=: two versions compared member by member. */
export function fetchVersionDiff(
  tenancy: string,
  kind: ElementKind,
  elementId: string,
  from: number,
  to: number,
  signal?: AbortSignal,
): Promise<VersionDiff> {
  const query = new URLSearchParams({ from: String(from), to: String(to) });
  return http.request<VersionDiff>(`/api/v2/types/${kind}/${encodeURIComponent(elementId)}/diff?${query}`, {
    workspace: tenancy,
    signal,
    minPosition: readPosition(tenancy),
  });
}

export const versionDiffQueryOptions = (
  tenancy: string,
  kind: ElementKind,
  elementId: string,
  from: number,
  to: number,
) =>
  queryOptions({
    queryKey: designerKeys.diff(tenancy, elementId, from, to),
    queryFn: ({ signal }) => fetchVersionDiff(tenancy, kind, elementId, from, to, signal),
    // Saved versions never change: their comparison neither.
    staleTime: Infinity,
  });

export const useVersionDiff = (tenancy: string, kind: ElementKind, elementId: string, from: number, to: number) =>
  useQuery(versionDiffQueryOptions(tenancy, kind, elementId, from, to));
