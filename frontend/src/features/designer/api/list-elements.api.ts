import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { ElementListItem } from '../model/designer.types';
import { designerKeys } from './designer.keys';
import { readPosition } from './read-position';

/** GET /{tenancy}/api/v2/types: the workspace's elements in the designer's order (001 §7). */
export function fetchElements(tenancy: string, signal?: AbortSignal): Promise<ElementListItem[]> {
  return http.request<ElementListItem[]>('/api/v2/types?fields=name,kind,type,_id', {
    workspace: tenancy,
    signal,
    minPosition: readPosition(tenancy),
  });
}

export const elementsQueryOptions = (tenancy: string) =>
  queryOptions({ queryKey: designerKeys.elements(tenancy), queryFn: ({ signal }) => fetchElements(tenancy, signal) });

export const useElements = (tenancy: string) => useQuery(elementsQueryOptions(tenancy));
