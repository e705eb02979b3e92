import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { uploadFile } from '../../../lib/http/upload-file';
import { catalogsKeys } from './catalogs.keys';
import { wrotePosition } from './read-position';

export interface GlobalImport {
  elementName: string;
  appName: string | null;
  file: File;
}

/**
 * 002 §7: the file goes up first (POST /upload/importModel → { url, type }), then
 * POST /{tenancy}/api/collections/{catalog}/globals/import { elementName, appName, url } reads it. When the import
 * is refused the upload is discarded (DELETE /upload/importModel) rather than left waiting for its sweep.
 */
export async function importGlobal(tenancy: string, catalogId: string, request: GlobalImport): Promise<void> {
  const { url } = await uploadFile<{ url: string; type: string }>(tenancy, '/upload/importModel', request.file);
  try {
    const answer = await http.request<{ position: number }>(
      `/api/collections/${encodeURIComponent(catalogId)}/globals/import`,
      {
        workspace: tenancy,
        method: 'POST',
        body: { elementName: request.elementName, appName: request.appName, url },
        notify: false,
      },
    );
    wrotePosition(tenancy, answer.position);
  } catch (error) {
    await http
      .request('/upload/importModel', { workspace: tenancy, method: 'DELETE', body: { url }, notify: false })
      .catch(() => undefined);
    throw error;
  }
}

/** Imports a global's info, then reads the catalog's global info again. */
export function useImportGlobal(tenancy: string, catalogId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: GlobalImport) => importGlobal(tenancy, catalogId, request),
    onSuccess: () => client.invalidateQueries({ queryKey: catalogsKeys.globals(tenancy, catalogId) }),
  });
}
