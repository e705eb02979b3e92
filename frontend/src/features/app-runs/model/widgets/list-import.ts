import { promptOf, validateAnswer, type InterviewModel, type InterviewVariable } from '@app/templating/interview';
import { dateOrderOf, parseDateText, type DateOrder } from './date-text';
import { parseNumberText } from './number-text';

/**
 * 'Allow import' on a list of objects (001 §3 `useImport`): rows from a CSV or JSON file become items of the list.
 * The file is read in the browser and never uploaded: the import is one commit of the whole list, as every list
 * change is, so autosave, conflicts and the server's answer check apply unchanged. The rules follow the records
 * import (backend/src/records/import-records/row-conversion.ts) where they can: columns matched by name case aside,
 * unknown columns reported and ignored, numbers with thousands separators, true/false as yes/no or 1/0. Here a
 * column may also be named by its question's prompt, list cells split on ';', and each value is checked by the
 * interview's own validateAnswer, so a row that fits here is a row the question would have taken typed in.
 */

/** 1 MB: a list the interview can still show, and far more than 500 rows of a person's details need. */
export const IMPORT_MAX_BYTES = 1024 * 1024;
export const IMPORT_MAX_ROWS = 500;
/** The preview lists this many rows with problems; the rest are counted. */
export const SHOWN_PROBLEM_ROWS = 50;

export type ImportFileKind = 'csv' | 'json';

export const WRONG_KIND = 'Choose a .csv or .json file.';

/** .csv or .json by the file's name (its type as a fallback: some systems send text/csv for any name). */
export function importFileKind(name: string, type = ''): ImportFileKind | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.json')) return 'json';
  if (type === 'text/csv') return 'csv';
  if (type === 'application/json') return 'json';
  return null;
}

/** "1.4 MB", "820 KB": how big the file is, as a person reads it. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Why a file is refused before it is read (its kind, its size), or null. */
export function fileProblem(file: { name: string; size: number; type?: string }): string | null {
  if (importFileKind(file.name, file.type) === null) return `${file.name} is not a CSV or JSON file. ${WRONG_KIND}`;
  if (file.size > IMPORT_MAX_BYTES)
    return `${file.name} is ${sizeText(file.size)}: choose a file of 1 MB or less (at most ${IMPORT_MAX_ROWS} rows).`;
  return null;
}

export class ImportFileError extends Error {}

/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF, LF or CR; a field in double quotes may hold commas,
 * line breaks and `""` for a quote. A byte order mark and the last record's newline are dropped; a blank line is
 * an empty record (a spreadsheet's empty row in a one-column file), so records keep the spreadsheet's row numbers.
 * A quote that is never closed is an error: guessing would shift every later value into the wrong column.
 */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let quoteStartRecord = 0;
  let at = 0;
  const endRecord = () => {
    record.push(field);
    records.push(record);
    record = [];
    field = '';
  };
  while (at < source.length) {
    const char = source[at];
    if (quoted) {
      if (char === '"') {
        if (source[at + 1] === '"') {
          field += '"';
          at += 2;
          continue;
        }
        quoted = false;
      } else field += char;
      at += 1;
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      quoteStartRecord = records.length + 1;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && source[at + 1] === '\n') at += 1;
    } else field += char;
    at += 1;
  }
  if (quoted)
    throw new ImportFileError(`The file is not valid CSV: a quoted value in row ${quoteStartRecord} is never closed.`);
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

/** A file's rows as values by column: the columns in the order they first appear. */
export interface ImportTable {
  kind: ImportFileKind;
  columns: string[];
  rows: ImportRow[];
}

export interface ImportRow {
  /** How the preview names the row: the spreadsheet's row number (the header is row 1), or the JSON item's. */
  label: string;
  cells: Record<string, unknown>;
  /** Set when the row itself is wrong (too many cells, not an object): it cannot be imported. */
  problem?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

function csvTable(text: string): ImportTable {
  const [header = [], ...records] = parseCsv(text);
  const columns = header.map((column) => column.trim());
  const rows: ImportRow[] = [];
  records.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const cells: Record<string, unknown> = {};
    columns.forEach((column, at) => {
      if (column !== '' && !(column in cells)) cells[column] = record[at];
    });
    const extra = record.slice(columns.length).some((cell) => cell.trim() !== '');
    rows.push({
      label: `Row ${index + 2}`,
      cells,
      ...(extra ? { problem: `it has ${record.length} values, but the header names ${columns.length} columns` } : {}),
    });
  });
  return { kind: 'csv', columns: [...new Set(columns.filter((column) => column !== ''))], rows };
}

function jsonTable(text: string): ImportTable {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new ImportFileError(
      `The file is not valid JSON (${error instanceof Error ? error.message : String(error)}).`,
      { cause: error },
    );
  }
  // One object is one row, as the records import reads it.
  const items = Array.isArray(parsed) ? parsed : isRecord(parsed) ? [parsed] : null;
  if (!items) throw new ImportFileError('The JSON file must hold an array of objects, of values by question name.');
  const columns = new Set<string>();
  const rows = items.map((item, index): ImportRow => {
    const label = `Item ${index + 1}`;
    if (!isRecord(item)) return { label, cells: {}, problem: 'it is not an object of values by question name' };
    for (const key of Object.keys(item)) columns.add(key);
    return { label, cells: item };
  });
  return { kind: 'json', columns: [...columns], rows };
}

/** The file's text as rows (throws ImportFileError with a message for the person importing). */
export function readImportTable(kind: ImportFileKind, text: string): ImportTable {
  return kind === 'csv' ? csvTable(text) : jsonTable(text);
}

/** Where a column's values go: a question of the item's model, or nowhere, and why. */
export interface ColumnMatch {
  column: string;
  variable?: InterviewVariable;
  ignored?: string;
}

/** A name or prompt as columns are matched: case, spaces, underscores and a trailing ':' or '?' aside. */
export const columnKey = (text: string) =>
  text
    .trim()
    .replace(/[:?]+$/, '')
    .replace(/[\s_]+/g, '')
    .toLowerCase();

const IMPORTABLE = new Set(['text', 'number', 'date', 'true/false', 'checkbox', 'selection']);

/**
 * Each column matched to a question of the item's model by its name or its prompt. Files and objects cannot come
 * from a cell, and a second column for the same question is ignored (the first one wins, as a reader expects).
 */
export function matchColumns(columns: readonly string[], model: InterviewModel): ColumnMatch[] {
  const byKey = new Map<string, InterviewVariable>();
  for (const variable of model.variables) byKey.set(columnKey(variable.name), variable);
  for (const variable of model.variables) {
    const key = columnKey(promptOf(variable));
    if (!byKey.has(key)) byKey.set(key, variable);
  }
  const taken = new Map<string, string>();
  return columns.map((column): ColumnMatch => {
    const variable = byKey.get(columnKey(column));
    if (!variable) return { column, ignored: 'no question of that name' };
    const type = variable.type ?? 'text';
    if (!IMPORTABLE.has(type))
      return {
        column,
        ignored: `${promptOf(variable)} is ${type === 'file' ? 'a file' : 'an object'}: it cannot be imported`,
      };
    const first = taken.get(variable.name);
    if (first !== undefined) return { column, ignored: `${promptOf(variable)} is already read from ${first}` };
    taken.set(variable.name, column);
    return { column, variable };
  });
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'on', 'x']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'off']);

/**
 * One value as the question's widget stores it: numbers as numbers, dates as yyyy-mm-dd, true/false as booleans,
 * selections as text (an option's own spelling when one matches, case aside). What does not convert is kept as it
 * is, so that validateAnswer says what is wrong ("Age must be a number").
 */
function convertItem(variable: InterviewVariable, value: unknown, order: DateOrder): unknown {
  const text = typeof value === 'string' ? value.trim() : value;
  switch (variable.type) {
    case 'number':
      return typeof text === 'string' ? parseNumberText(text) : text;
    case 'date':
      if (typeof text !== 'string') return text;
      // A JSON date with its time (2024-03-31T00:00:00Z) is that day.
      return parseDateText(/^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text, order);
    case 'true/false':
    case 'checkbox': {
      if (typeof text === 'number' && (text === 0 || text === 1)) return text === 1;
      if (typeof text !== 'string') return text;
      const word = text.toLowerCase();
      return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : text;
    }
    case 'selection': {
      const option = typeof text === 'number' ? String(text) : text;
      if (typeof option !== 'string') return option;
      return variable.options?.find((each) => each.toLowerCase() === option.toLowerCase()) ?? option;
    }
    default:
      return typeof text === 'number' || typeof text === 'boolean' ? String(text) : text;
  }
}

/** A cell as its question's answer; undefined for an empty cell (nothing is set). Lists split on ';'. */
export function convertCell(variable: InterviewVariable, value: unknown, order: DateOrder): unknown {
  if (isBlank(value)) return undefined;
  if (!variable.isList) return convertItem(variable, value, order);
  const items = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(';').filter((item) => item.trim() !== '')
      : [value];
  const converted = items.filter((item) => !isBlank(item)).map((item) => convertItem(variable, item, order));
  return converted.length > 0 ? converted : undefined;
}

/** One row as an item of the list, and what in it does not fit. */
export interface CheckedRow {
  label: string;
  item: Record<string, unknown>;
  problems: string[];
}

/**
 * A row's matched cells as an item, each checked as the question checks a typed answer. Missing answers are not
 * problems: the person fills them in afterwards, as after "Add".
 */
export function checkRow(row: ImportRow, matches: readonly ColumnMatch[], order: DateOrder): CheckedRow {
  const item: Record<string, unknown> = {};
  const problems: string[] = row.problem ? [`${capital(row.problem)}.`] : [];
  for (const { column, variable } of matches) {
    if (!variable) continue;
    const value = convertCell(variable, row.cells[column], order);
    if (value === undefined) continue;
    item[variable.name] = value;
    const problem = validateAnswer(variable, value, { required: false });
    if (problem) problems.push(`${problem}${quotedCell(row.cells[column])}.`);
  }
  return { label: row.label, item, problems };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** ` (“abc”)`: the value the file holds, so that the person finds it; long ones cut. */
function quotedCell(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : JSON.stringify(value);
  if (text === undefined || text === '') return '';
  return ` (“${text.length > 40 ? `${text.slice(0, 39)}…` : text}”)`;
}

export interface ImportPreview {
  fileName: string;
  kind: ImportFileKind;
  columns: ColumnMatch[];
  rows: CheckedRow[];
  /** The items of the rows without problems, in file order: what Add or Replace puts in the list. */
  fitting: Record<string, unknown>[];
  /** The rows with problems: skipped. */
  problemRows: CheckedRow[];
}

export type ImportReading = { preview: ImportPreview } | { message: string };

/**
 * A chosen file's text as the preview of its import into a list whose items are of `model`: its columns matched,
 * each row converted and checked. Refused outright (a message): no rows, more than 500 rows, no column naming a
 * question, text that is not CSV or JSON.
 */
export function previewImport(
  file: { name: string; type?: string },
  text: string,
  model: InterviewModel,
  locale: string | undefined,
): ImportReading {
  const kind = importFileKind(file.name, file.type);
  if (!kind) return { message: `${file.name} is not a CSV or JSON file. ${WRONG_KIND}` };
  let table: ImportTable;
  try {
    table = readImportTable(kind, text);
  } catch (error) {
    if (error instanceof ImportFileError) return { message: error.message };
    throw error;
  }
  if (table.rows.length === 0) return { message: `${file.name} has no rows to import.` };
  if (table.rows.length > IMPORT_MAX_ROWS)
    return {
      message: `${file.name} has ${table.rows.length} rows: import at most ${IMPORT_MAX_ROWS} at a time (split the file).`,
    };
  const columns = matchColumns(table.columns, model);
  if (!columns.some((match) => match.variable)) {
    const names = model.variables
      .filter((variable) => IMPORTABLE.has(variable.type ?? 'text'))
      .map((variable) => variable.name);
    return {
      message:
        `No column of ${file.name} names a question here.` +
        (names.length > 0 ? ` Name the columns ${names.join(', ')} (or by their prompts).` : ''),
    };
  }
  const order = dateOrderOf(locale);
  const rows = table.rows.map((row) => checkRow(row, columns, order));
  return {
    preview: {
      fileName: file.name,
      kind,
      columns,
      rows,
      fitting: rows.filter((row) => row.problems.length === 0).map((row) => row.item),
      problemRows: rows.filter((row) => row.problems.length > 0),
    },
  };
}

export type ImportMode = 'add' | 'replace';

/** The list after the import: the fitting items after the current ones, or instead of them. */
export function importedList(current: readonly unknown[], fitting: readonly unknown[], mode: ImportMode): unknown[] {
  return mode === 'replace' ? [...fitting] : [...current, ...fitting];
}
