import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { invalid } from '../../shared/domain/domain-error';
import { CsvScanner, CsvSyntaxError } from './csv-scanner';

/** One data row of a CSV file: its cells, and its row number as a spreadsheet shows it (the header is row 1). */
export interface CsvRow {
  row: number;
  cells: string[];
}

export type CsvDelimiter = ',' | ';' | '\t';

/** How much of a file is read up front to tell its separator and whether it is text at all. */
const HEAD_BYTES = 64 * 1024;

const CANDIDATES: readonly CsvDelimiter[] = [',', ';', '\t'];

/** How much of a file is read at a time by the import (fewer, larger chunks: fewer awaits). */
const READ_CHUNK_BYTES = 256 * 1024;

/**
 * The separator of the header line (Excel in many European locales writes `;`): whichever of `,` `;` and tab
 * occurs most outside quotes in the first line; a comma when none does (a file of one column).
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<string, number>(CANDIDATES.map((candidate) => [candidate, 0]));
  let quoted = false;
  for (const char of text.replace(/^\uFEFF/, '')) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: CsvDelimiter = ',';
  for (const candidate of CANDIDATES) if ((counts.get(candidate) ?? 0) > (counts.get(best) ?? 0)) best = candidate;
  return best;
}

/**
 * True when the bytes cannot be a text file people wrote: a NUL byte, control characters other than tab, line
 * breaks and form feed, or bytes that are not UTF-8 (an image, a zip or a spreadsheet renamed .csv).
 */
export function looksBinary(head: Buffer): boolean {
  for (const byte of head) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return true;
    if (byte === 0x7f) return true;
  }
  try {
    // A multi-byte character may be cut at the end of a full head: streaming mode leaves it pending.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: head.length >= HEAD_BYTES });
    return false;
  } catch {
    return true;
  }
}

export const notCsv = (name: string) =>
  `${name} is not a CSV file (its content is not text): export it from your spreadsheet as CSV (UTF-8).`;
export const csvUnreadable = (line: number | undefined, why: string) =>
  `The CSV file could not be read${line ? ` at line ${line}` : ''}: ${why.replace(/\.$/, '')}.`;
export const NO_HEADER = 'The CSV file is empty: its first row must name the columns (the variables).';
export const duplicateColumn = (name: string) => `The header names the column "${name}" twice.`;
export const emptyColumnName = (column: number) =>
  `Column ${column} of the header has no name: every column must name a variable.`;

/** What a CSV holds: its header (column names as written) and its data rows, read as they are needed. */
export interface CsvTable {
  delimiter: CsvDelimiter;
  columns: string[];
  rows: AsyncGenerator<CsvRow>;
}

/** The records of a CSV source, a chunk's worth at a time (one await per chunk, not per row). */
async function* csvRecords(source: Readable, delimiter: CsvDelimiter): AsyncGenerator<string[][]> {
  const scanner = new CsvScanner(delimiter);
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of source) {
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer);
      const records = scanner.push(text, false);
      if (records.length > 0) yield records;
    }
    yield scanner.push(decoder.end(), true);
  } finally {
    source.destroy();
  }
}

/**
 * Reads CSV as people write it: quoted fields holding separators, quotes ("") and line breaks, a UTF-8 BOM,
 * CRLF or LF line ends, `,` `;` or tab separators (told by the header line), blank lines skipped. The first row
 * names the columns (not empty, not twice, case-insensitively). A row with more cells than the header is still
 * given (the import refuses it with its reason); a broken quote refuses the file at its line.
 */
export async function readCsv(source: Readable, head: string): Promise<CsvTable> {
  const delimiter = detectDelimiter(head);
  const chunks = csvRecords(source, delimiter);
  const next = async () => {
    try {
      return await chunks.next();
    } catch (error) {
      const line = error instanceof CsvSyntaxError ? error.line : undefined;
      throw invalid(csvUnreadable(line, (error as Error).message));
    }
  };
  let read = await next();
  while (!read.done && read.value.length === 0) read = await next();
  if (read.done) throw invalid(NO_HEADER);
  let batch = read.value;
  let taken = 1;
  const columns = batch[0].map((name) => name.trim());
  try {
    checkHeader(columns);
  } catch (error) {
    await chunks.return(undefined);
    throw error;
  }
  async function* rows(): AsyncGenerator<CsvRow> {
    let row = 1;
    try {
      for (;;) {
        for (; taken < batch.length; taken++) {
          const cells = batch[taken];
          // A row of empty cells (",,,", as spreadsheets write trailing rows) is a blank line too.
          if (isBlank(cells)) continue;
          row += 1;
          yield { row, cells };
        }
        const more = await next();
        if (more.done) return;
        batch = more.value;
        taken = 0;
      }
    } finally {
      await chunks.return(undefined);
    }
  }
  return { delimiter, columns, rows: rows() };
}

function checkHeader(columns: readonly string[]): void {
  const seen = new Set<string>();
  for (const [index, name] of columns.entries()) {
    if (!name) throw invalid(emptyColumnName(index + 1));
    if (seen.has(name.toLowerCase())) throw invalid(duplicateColumn(name));
    seen.add(name.toLowerCase());
  }
}

function isBlank(cells: readonly string[]): boolean {
  for (const cell of cells) if (cell.trim() !== '') return false;
  return true;
}

/** A CSV text (tests, small bodies) read as readCsv reads a file. */
export function readCsvText(text: string): Promise<CsvTable> {
  return readCsv(Readable.from([Buffer.from(text, 'utf8')]), text.slice(0, HEAD_BYTES));
}

/** The head of a stored file, as bytes (to tell text from binary) and as text (to tell its separator). */
export async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A stored CSV file, refused when it is not text. */
export async function readCsvFile(path: string, name: string): Promise<CsvTable> {
  const head = await readHead(path);
  if (looksBinary(head)) throw invalid(notCsv(name));
  return readCsv(createReadStream(path, { highWaterMark: READ_CHUNK_BYTES }), head.toString('utf8'));
}
