/** 002 §5 Import: one file only, .csv or .json. */
export type ImportFileKind = 'csv' | 'json';

export const WRONG_KIND = 'Choose a .csv or .json file.';
export const NOT_JSON_ROWS = 'The JSON file must hold an object, or an array of objects, of values by variable name.';

export function importFileKind(name: string): ImportFileKind | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.json')) return 'json';
  return null;
}

/** A JSON file's rows: an array as it is, a single object wrapped into an array (002 §5). */
export function jsonRows(text: string): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new Error(`The file is not valid JSON (${error instanceof Error ? error.message : String(error)}).`, {
      cause: error,
    });
  }
  if (Array.isArray(parsed)) return parsed;
  if (parsed && typeof parsed === 'object') return [parsed];
  throw new Error(NOT_JSON_ROWS);
}
