import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { ElementKind } from '../model/designer.types';
import { designerKeys } from './designer.keys';
import { wrotePosition } from './read-position';

export interface SaveTypesResult {
  position: number;
  added: { _id: string; name: string; kind: string }[];
  removed: string[];
  /** The new version of each element the save touched, by id. */
  versions: Record<string, number>;
}

/**
 * POST /{tenancy}/api/v2/types {items}: saves a batch of adds, updates and removals (001 §7); each element it
 * touches gets one new version, all or none. A 409 means someone saved one of them since; the caller keeps the
 * list. Failures are toasted by the http client (the seed only logs them; an author must know a save failed).
 */
export async function saveTypes(tenancy: string, items: Record<string, unknown>[]): Promise<SaveTypesResult> {
  const result = await http.request<SaveTypesResult>('/api/v2/types', {
    workspace: tenancy,
    method: 'POST',
    body: { items },
    notify: (error) => error.status !== 409,
  });
  wrotePosition(tenancy, result.position);
  return result;
}

/** Saves a batch, then refreshes every designer read (lists, the elements touched, their histories). */
export function useSaveTypes(tenancy: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (items: Record<string, unknown>[]) => saveTypes(tenancy, items),
    onSuccess: () => client.invalidateQueries({ queryKey: designerKeys.all(tenancy) }),
  });
}

/** A new element (001 §2 New Element dialog): answers its id. */
export async function addElement(tenancy: string, kind: ElementKind, name: string): Promise<SaveTypesResult> {
  return saveTypes(tenancy, [{ action: 'add', kind, name }]);
}
