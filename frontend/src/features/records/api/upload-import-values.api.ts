import { http } from '../../../lib/http/http';

/** The rows of a JSON file (an array of items), or a CSV file the server has read (its url). */
export type ImportValues = { values: unknown[] } | { url: string };

export interface PreparedImport {
  sessionId: string;
  total: number;
}

/** POST /{tenancy}/upload/import/uploadValues: prepares an import; its sessionId names the event stream. */
export function uploadImportValues(tenancy: string, body: ImportValues, signal?: AbortSignal): Promise<PreparedImport> {
  return http.request<PreparedImport>('/upload/import/uploadValues', {
    workspace: tenancy,
    method: 'POST',
    body,
    signal,
    // The dialog says what went wrong itself.
    notify: false,
  });
}
