import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { ElementKind, ElementView } from '../model/designer.types';
import { designerKeys } from './designer.keys';
import { readPosition } from './read-position';

/** GET /{tenancy}/api/v2/types/{kind}/{id}/versions/{n}: the element as it stood at version n. */
export function fetchVersion(
  tenancy: string,
  kind: ElementKind,
  elementId: string,
  version: number,
  signal?: AbortSignal,
): Promise<ElementView> {
  return http.request<ElementView>(`/api/v2/types/${kind}/${encodeURIComponent(elementId)}/versions/${version}`, {
    workspace: tenancy,
    signal,
    minPosition: readPosition(tenancy),
  });
}

export const versionQueryOptions = (tenancy: string, kind: ElementKind, elementId: string, version: number) =>
  queryOptions({
    queryKey: designerKeys.version(tenancy, elementId, version),
    queryFn: ({ signal }) => fetchVersion(tenancy, kind, elementId, version, signal),
    // A version never changes once saved.
    staleTime: Infinity,
  });

export const useVersion = (tenancy: string, kind: ElementKind, elementId: string, version: number | undefined) =>
  useQuery({ ...versionQueryOptions(tenancy, kind, elementId, version ?? 1), enabled: version !== undefined });
