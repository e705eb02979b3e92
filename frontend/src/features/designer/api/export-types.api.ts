import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { saveFile } from '../../../lib/http/save-file';
import type { ElementListItem } from '../model/designer.types';
import { readPosition } from './read-position';

/**
 * GET /{tenancy}/api/v2/types/exports as a file (001 §7 "Export All"): every element's definition, saved as
 * `{tenancy}.zip`. It reads what the author last saved (X-Min-Position). Failures are toasted by the http client.
 */
export async function exportAllTypes(tenancy: string): Promise<void> {
  const file = await http.requestBlob('/api/v2/types/exports', {
    workspace: tenancy,
    minPosition: readPosition(tenancy),
  });
  saveFile(file.blob, `${tenancy}.zip`);
}

/** GET /{tenancy}/api/types/{id}/export as a file (001 §7 "Export model"): one element, saved as `{name}.zip`. */
export async function exportElement(tenancy: string, element: Pick<ElementListItem, '_id' | 'name'>): Promise<void> {
  const file = await http.requestBlob(`/api/types/${encodeURIComponent(element._id)}/export`, {
    workspace: tenancy,
    minPosition: readPosition(tenancy),
  });
  saveFile(file.blob, `${element.name}.zip`);
}

export function useExportAllTypes(tenancy: string) {
  return useMutation({ mutationFn: () => exportAllTypes(tenancy) });
}

export function useExportElement(tenancy: string) {
  return useMutation({
    mutationFn: (element: Pick<ElementListItem, '_id' | 'name'>) => exportElement(tenancy, element),
  });
}
