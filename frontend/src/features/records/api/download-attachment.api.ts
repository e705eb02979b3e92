import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { saveFile } from '../../../lib/http/save-file';

export interface AttachmentDownload {
  tenancy: string;
  catalog: string;
  recordId: string;
  /** One attachment by its name, or every attachment as one zip. */
  name: string | { all: true };
}

/** 002 §7 `{fileUrl}` of a record: `/download/{catalog}/{id}` under the workspace. */
const fileUrl = (catalog: string, recordId: string) =>
  `/download/${encodeURIComponent(catalog)}/${encodeURIComponent(recordId)}`;

/**
 * GET {fileUrl}/attachments/{name} and {fileUrl}/attachments/all (002 §7, contract §5): the record's attachments
 * (its file answers), one, or all in a zip (Attachments.zip), saved under the server's name.
 */
export async function downloadAttachment({ tenancy, catalog, recordId, name }: AttachmentDownload): Promise<void> {
  const all = typeof name !== 'string';
  const path = `${fileUrl(catalog, recordId)}/attachments/${all ? 'all' : encodeURIComponent(name)}`;
  const file = await http.requestBlob(path, { workspace: tenancy });
  saveFile(file.blob, file.fileName ?? (all ? 'Attachments.zip' : name));
}

export const useDownloadAttachment = () => useMutation({ mutationFn: downloadAttachment });
