import { listedOptions, type VariableRule } from '../record-values';
import type { RecordValues } from '../record.state';

/** Why one row of an import was not stored: its row number, the column at fault when there is one, and why. */
export interface RowFailure {
  row: number;
  column?: string;
  reason: string;
}

/** The header's columns matched to the model's variables (case-insensitively); null: no such variable. */
export interface ColumnMap {
  variables: (VariableRule | null)[];
  /** Columns naming no variable, as written: reported, their cells ignored. */
  unknown: string[];
}

export function mapColumns(columns: readonly string[], variables: readonly VariableRule[]): ColumnMap {
  const byName = new Map(variables.map((variable) => [variable.name.toLowerCase(), variable]));
  const mapped = columns.map((column) => byName.get(column.trim().toLowerCase()) ?? null);
  return { variables: mapped, unknown: columns.filter((_, index) => !mapped[index]) };
}

type Converted = { value: unknown } | { problem: string };

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'on', 'x']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'off']);
/** 1234.5, -3, +2e3; and 1,234,567.89 (commas only as thousands separators, in threes). */
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const GROUPED_NUMBER = /^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/;
const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const US_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const DOTTED_DAY = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** yyyy-mm-dd of a real calendar day, or null (31.02.2024 is no day). */
function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * A date as spreadsheets write it: ISO yyyy-mm-dd (a time after it is dropped), m/d/yyyy with slashes (the US
 * order, as Excel writes it in English), d.m.yyyy with dots (the European order). Nothing else is guessed.
 */
export function parseDate(text: string): string | null {
  const iso = ISO_DAY.exec(text);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = US_DAY.exec(text);
  if (us) return isoDay(Number(us[3]), Number(us[1]), Number(us[2]));
  const dotted = DOTTED_DAY.exec(text);
  if (dotted) return isoDay(Number(dotted[3]), Number(dotted[2]), Number(dotted[1]));
  return null;
}

export function parseNumber(text: string): number | null {
  const compact = text.replace(/\s/g, '');
  if (!PLAIN_NUMBER.test(compact) && !GROUPED_NUMBER.test(compact)) return null;
  const value = Number(compact.replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}

const quoted = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);

/** One (non-list) cell's text as its variable's type, or why it cannot be. */
function convertItem(variable: VariableRule, text: string): Converted {
  const type = typeof variable.type === 'string' ? variable.type : 'text';
  switch (type) {
    case 'number': {
      const value = parseNumber(text);
      return value === null ? { problem: `${quoted(text)} is not a number.` } : { value };
    }
    case 'date': {
      const value = parseDate(text);
      return value === null
        ? { problem: `${quoted(text)} is not a date (write yyyy-mm-dd, m/d/yyyy or d.m.yyyy).` }
        : { value };
    }
    case 'checkbox':
    case 'true/false': {
      const word = text.toLowerCase();
      if (TRUE_WORDS.has(word)) return { value: true };
      if (FALSE_WORDS.has(word)) return { value: false };
      return { problem: `${quoted(text)} is not true or false (write true/false, yes/no or 1/0).` };
    }
    case 'selection': {
      const options = listedOptions(variable);
      if (!options) return { value: text };
      const option = options.find((each) => each.toLowerCase() === text.toLowerCase());
      return option === undefined
        ? { problem: `${quoted(text)} is not one of ${options.map((each) => JSON.stringify(each)).join(', ')}.` }
        : { value: option };
    }
    case 'object':
    case 'global':
      try {
        const value: unknown = JSON.parse(text);
        if (value && typeof value === 'object' && !Array.isArray(value)) return { value };
      } catch {
        // Answered below.
      }
      return { problem: `${quoted(text)} is not an object written as JSON ({"Name": "..."}).` };
    default:
      return { value: text };
  }
}

/** A list cell: a JSON array (["a","b"]), or items separated by `|`. */
function splitList(text: string): unknown[] | string {
  if (text.startsWith('[')) {
    try {
      const value: unknown = JSON.parse(text);
      if (Array.isArray(value)) return value;
    } catch {
      // Answered below.
    }
    return `${quoted(text)} is not a list written as JSON (["a", "b"]).`;
  }
  return text
    .split('|')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * A cell's text as its variable's value. An empty cell sets nothing (undefined); a list cell is converted item
 * by item; a value that is not text (JSON imports) is left for the model check.
 */
export function convertCell(variable: VariableRule, raw: unknown): Converted | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string') return { value: raw };
  const text = raw.trim();
  if (text === '') return undefined;
  if (variable.isList !== true) return convertItem(variable, text);
  const items = splitList(text);
  if (typeof items === 'string') return { problem: items };
  const values: unknown[] = [];
  for (const item of items) {
    const converted = typeof item === 'string' ? convertItem(variable, item) : { value: item };
    if ('problem' in converted) return converted;
    values.push(converted.value);
  }
  return { value: values };
}

export type ConvertedRow = { row: number; values: RecordValues } | { failure: RowFailure };

export const tooManyCells = (cells: number, columns: number) =>
  `This row has ${cells} cells; the header names ${columns} columns.`;

/** A CSV row as a record's values, by the header's mapping; the first cell that does not convert fails the row. */
export function convertCsvRow(columns: readonly string[], map: ColumnMap, row: number, cells: string[]): ConvertedRow {
  if (cells.length > columns.length) return { failure: { row, reason: tooManyCells(cells.length, columns.length) } };
  const values: Record<string, unknown> = {};
  for (const [index, variable] of map.variables.entries()) {
    if (!variable) continue;
    const converted = convertCell(variable, cells[index]);
    if (!converted) continue;
    if ('problem' in converted) return { failure: { row, column: columns[index], reason: converted.problem } };
    values[variable.name] = converted.value;
  }
  return { row, values };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A JSON file's item as a record's values: its keys matched to variables as a CSV header is (case-insensitively;
 * other keys are reported and left out), text converted as CSV cells are, other values kept for the model check.
 */
export function convertJsonItem(
  variables: readonly VariableRule[],
  row: number,
  item: unknown,
  unknownKeys: Set<string>,
): ConvertedRow {
  if (!isPlainObject(item)) {
    return { failure: { row, reason: 'This item is not an object of values keyed by variable name.' } };
  }
  const byName = new Map(variables.map((variable) => [variable.name.toLowerCase(), variable]));
  const values: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(item)) {
    const variable = byName.get(key.trim().toLowerCase());
    if (!variable) {
      unknownKeys.add(key);
      continue;
    }
    const converted = convertCell(variable, raw);
    if (!converted) continue;
    if ('problem' in converted) return { failure: { row, column: key, reason: converted.problem } };
    values[variable.name] = converted.value;
  }
  return { row, values };
}
