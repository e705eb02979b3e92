import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { saveFile } from '../../../lib/http/save-file';

/**
 * POST /{tenancy}/api/collections/{catalog}/globals/export {elementName} (002 §7): the global's values as a JSON
 * download named after the global. The section shows a failure itself (not silently, as the seed's app did).
 */
export async function exportGlobal(tenancy: string, catalogId: string, elementName: string): Promise<void> {
  const file = await http.requestBlob(`/api/collections/${encodeURIComponent(catalogId)}/globals/export`, {
    workspace: tenancy,
    method: 'POST',
    body: { elementName },
    notify: false,
  });
  saveFile(file.blob, file.fileName ?? `${elementName}.json`);
}

export const useExportGlobal = (tenancy: string, catalogId: string) =>
  useMutation({ mutationFn: (elementName: string) => exportGlobal(tenancy, catalogId, elementName) });
