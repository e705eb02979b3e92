import { uploadFile, type UploadOptions } from '../../../lib/http/upload-file';

/** What the server read of a CSV file (002 §7 POST /upload/parse/csv). */
export interface ParsedCsv {
  /** The upload's id, for uploadValues. */
  url: string;
  columns: string[];
  total: number;
  /** Its first rows, keyed by column. */
  rows: Record<string, string>[];
}

/** POST /{tenancy}/upload/parse/csv: the file, read through and kept by the server for the import. */
export function parseCsv(tenancy: string, file: File, options: UploadOptions = {}): Promise<ParsedCsv> {
  return uploadFile<ParsedCsv>(tenancy, '/upload/parse/csv', file, options);
}
