import { uploadFile, type UploadOptions } from '../../../lib/http/upload-file';

/** POST /upload/{typeId}'s answer (001 §3 Upload response): the stored upload and what its content is. */
export interface UploadedTemplate {
  versionId: string;
  ext: 'docx' | 'pdf';
}

/**
 * POST /{tenancy}/upload/{typeId} (001 §4, §7): a Word or PDF template file of element `typeId`, with its
 * progress; answers `{ versionId, ext }` for the compile call. The server tells a .docx from a .pdf by its content
 * and refuses anything else (400) or a file over its limit (413) with a message; that refusal is an HttpError
 * for the editor to show under the upload, not toasted.
 */
export function uploadTemplate(
  tenancy: string,
  typeId: string,
  file: File,
  options?: UploadOptions,
): Promise<UploadedTemplate> {
  return uploadFile<UploadedTemplate>(tenancy, `/upload/${encodeURIComponent(typeId)}`, file, options);
}
