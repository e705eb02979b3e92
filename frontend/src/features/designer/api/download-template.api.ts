import { http } from '../../../lib/http/http';
import { saveFile } from '../../../lib/http/save-file';

const pathOf = (typeId: string, templateName: string) =>
  `/api/template/${encodeURIComponent(typeId)}/${encodeURIComponent(templateName)}`;

/**
 * GET /{tenancy}/api/template/{typeId}/{templateName} (001 §7): the template's saved file (or, with `version`, the
 * file it had at that version of the element), saved under the name the server gives it or `fallbackName`. It
 * carries the workspace's token, so it goes through the http client rather than a plain link. Failures are
 * toasted by the http client.
 */
export async function downloadTemplate(
  tenancy: string,
  typeId: string,
  templateName: string,
  fallbackName: string,
  version?: number,
): Promise<void> {
  const query = version === undefined ? '' : `?version=${version}`;
  const file = await http.requestBlob(pathOf(typeId, templateName) + query, { workspace: tenancy });
  saveFile(file.blob, file.fileName ?? fallbackName);
}

/**
 * The PDF OPEN button (001 §2): the saved file (`?inline=1`) shown in a new tab. The tab is opened at once, in
 * the click, so no pop-up blocker stops it; it shows the file when it has arrived, and closes if the call fails.
 */
export async function openTemplateInTab(tenancy: string, typeId: string, templateName: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const file = await http.requestBlob(`${pathOf(typeId, templateName)}?inline=1`, { workspace: tenancy });
    const href = URL.createObjectURL(new Blob([file.blob], { type: 'application/pdf' }));
    if (tab) tab.location.href = href;
    else window.open(href, '_blank');
    // The tab keeps its own copy once loaded; a minute is plenty for it to read the file.
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
