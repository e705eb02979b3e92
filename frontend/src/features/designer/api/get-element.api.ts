import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { ElementKind, ElementView } from '../model/designer.types';
import { designerKeys } from './designer.keys';
import { readPosition } from './read-position';

/** GET /{tenancy}/api/v2/types/{kind}/{id}: one element at its latest version, with its members (001 §7). */
export function fetchElement(
  tenancy: string,
  kind: ElementKind,
  elementId: string,
  signal?: AbortSignal,
): Promise<ElementView> {
  return http.request<ElementView>(`/api/v2/types/${kind}/${encodeURIComponent(elementId)}`, {
    workspace: tenancy,
    signal,
    minPosition: readPosition(tenancy),
  });
}

export const elementQueryOptions = (tenancy: string, kind: ElementKind, elementId: string) =>
  queryOptions({
    queryKey: designerKeys.element(tenancy, elementId),
    queryFn: ({ signal }) => fetchElement(tenancy, kind, elementId, signal),
  });

export const useElement = (tenancy: string, kind: ElementKind | undefined, elementId: string | undefined) =>
  useQuery({
    ...elementQueryOptions(tenancy, kind ?? 'model', elementId ?? ''),
    enabled: elementId !== undefined,
  });
