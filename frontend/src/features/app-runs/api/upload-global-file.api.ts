import { uploadFile } from '../../../lib/http/upload-file';
import { globalInfoPath } from './global-info-path';
import type { UploadedAnswerFile } from './upload-answer-file.api';

/**
 * POST /{t}/api/runs/{catalog}/globals/{globalTarget}/{app}/files (multipart field `file`, at most 25 MB): a file
 * answer of a global-info app, kept by the server under its sha256 as a record's is; the answer to commit is what it
 * returns, and the global's autosave saves it. A refusal is an HttpError with the server's message.
 */
export function uploadGlobalFile(tenancy: string, catalog: string, globalTarget: string, app: string, file: File) {
  return uploadFile<UploadedAnswerFile>(tenancy, globalInfoPath(catalog, globalTarget, app, 'files'), file);
}
