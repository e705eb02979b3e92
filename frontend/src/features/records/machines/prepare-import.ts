import { fromPromise } from 'xstate';
import { parseCsv } from '../api/parse-csv.api';
import { uploadImportValues, type PreparedImport } from '../api/upload-import-values.api';
import { importFileKind, jsonRows, WRONG_KIND } from './import-file';

export interface PrepareInput {
  tenancy: string;
  file: File;
}

/**
 * The upload step's work: a CSV file goes to the server to be read (POST /upload/parse/csv), a JSON file is read
 * here (one object wrapped into an array); either way uploadValues answers the session the import runs.
 */
export const prepareImportActor = fromPromise<PreparedImport, PrepareInput>(async ({ input, signal }) => {
  const kind = importFileKind(input.file.name);
  if (!kind) throw new Error(WRONG_KIND);
  if (kind === 'csv') {
    const parsed = await parseCsv(input.tenancy, input.file, { signal });
    return uploadImportValues(input.tenancy, { url: parsed.url }, signal);
  }
  return uploadImportValues(input.tenancy, { values: jsonRows(await input.file.text()) }, signal);
});
