import { uploadFile } from '../../../lib/http/upload-file';

/** What a file answer holds once uploaded. */
export interface UploadedAnswerFile {
  name: string;
  size: number;
  sha256: string;
  contentType: string;
}

/**
 * POST /{t}/api/runs/{catalog}/{recordId|new}/files (multipart field `file`, at most 25 MB): a file answer's content,
 * kept by the server under its sha256; the answer to commit is what it returns. A refusal is an HttpError with the
 * server's message, for the widget to show.
 */
export function uploadAnswerFile(tenancy: string, catalog: string, recordId: string | null, file: File) {
  return uploadFile<UploadedAnswerFile>(
    tenancy,
    `/api/runs/${encodeURIComponent(catalog)}/${encodeURIComponent(recordId ?? 'new')}/files`,
    file,
  );
}
