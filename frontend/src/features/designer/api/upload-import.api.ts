import { uploadFile, type UploadOptions } from '../../../lib/http/upload-file';

/** 001 §3 "Import upload response": the upload's id for the import, and its type as the server told it. */
export interface UploadedImport {
  url: string;
  type: 'application/zip' | 'application/json';
}

/**
 * POST /{tenancy}/upload/importModel (001 §7): the one file of the Import element dialog, with its progress and a
 * signal to cancel it; answers `{ url, type }`. A refusal (too large, neither .json nor .zip) is an HttpError with
 * the server's message, for the dialog to show; nothing is toasted.
 */
export function uploadImport(tenancy: string, file: File, options?: UploadOptions): Promise<UploadedImport> {
  return uploadFile<UploadedImport>(tenancy, '/upload/importModel', file, options);
}
