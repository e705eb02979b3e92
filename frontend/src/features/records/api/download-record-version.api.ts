import { http } from '../../../lib/http/http';
import { saveFile } from '../../../lib/http/save-file';
import { recordsPath } from './records-path';

/**
 * GET /{tenancy}/api/collections/{catalog}/items/{id}/histories/{historyId}/data (002 §7 export download): that
 * version's values as a JSON file, saved under the name the server gives it (`{id}-version-{n}.json`) or
 * `fallbackName`. It carries the workspace's token, so it goes through the http client rather than a plain link;
 * failures are toasted by the http client.
 */
export async function downloadRecordVersion(
  tenancy: string,
  catalog: string,
  recordId: string,
  historyId: string,
  fallbackName: string,
): Promise<void> {
  const file = await http.requestBlob(
    `${recordsPath(catalog)}/items/${encodeURIComponent(recordId)}/histories/${encodeURIComponent(historyId)}/data`,
    { workspace: tenancy },
  );
  saveFile(file.blob, file.fileName ?? fallbackName);
}
