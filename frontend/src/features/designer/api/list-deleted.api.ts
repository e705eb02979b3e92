import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { DeletedElement } from '../model/history.types';
import { designerKeys } from './designer.keys';
import { readPosition } from './read-position';

/** GET /{tenancy}/api/v2/types/deleted: deleted elements, with who deleted them and when. */
export function fetchDeletedElements(tenancy: string, signal?: AbortSignal): Promise<DeletedElement[]> {
  return http.request<DeletedElement[]>('/api/v2/types/deleted', {
    workspace: tenancy,
    signal,
    minPosition: readPosition(tenancy),
  });
}

export const deletedElementsQueryOptions = (tenancy: string) =>
  queryOptions({
    queryKey: designerKeys.deleted(tenancy),
    queryFn: ({ signal }) => fetchDeletedElements(tenancy, signal),
  });

export const useDeletedElements = (tenancy: string) => useQuery(deletedElementsQueryOptions(tenancy));
