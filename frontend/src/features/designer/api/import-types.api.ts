import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { ElementKind } from '../model/designer.types';
import { designerKeys } from './designer.keys';
import { wrotePosition } from './read-position';

/** 001 §7 `logic`: what wins when the workspace and the import both have an element of a name. */
export type ImportLogic = 'existing' | 'imported' | 'restore';

export interface ImportedElementRef {
  _id: string;
  name: string;
  kind: ElementKind;
}

export interface ImportTypesResult {
  position: number;
  created: ImportedElementRef[];
  updated: (ImportedElementRef & { version: number })[];
  skipped: ImportedElementRef[];
  deleted: ImportedElementRef[];
}

/**
 * POST /{tenancy}/api/types/import {url, logic} (001 §7): imports an upload, all of it or nothing. Its refusals
 * (a bad file, restore without the dev add-on) are shown in the Import dialog, so they are not toasted; a server
 * that cannot be reached is.
 */
export async function importTypes(tenancy: string, url: string, logic: ImportLogic): Promise<ImportTypesResult> {
  const result = await http.request<ImportTypesResult>('/api/types/import', {
    workspace: tenancy,
    method: 'POST',
    body: { url, logic },
    notify: (error) => error.status === 0 || error.status >= 500,
  });
  wrotePosition(tenancy, result.position);
  return result;
}

/** Imports, then refreshes every designer read (the lists and the elements the import changed). */
export function useImportTypes(tenancy: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ url, logic }: { url: string; logic: ImportLogic }) => importTypes(tenancy, url, logic),
    onSuccess: () => client.invalidateQueries({ queryKey: designerKeys.all(tenancy) }),
  });
}
