import { RECORD_STATUSES } from './record.types';

/**
 * The catalogue's filters (002 §3 Filter, §5) as they travel in the query string `f`: a JSON array of
 * `{ key, c, v }` or `{ key, c, dateStart, dateEnd }`. Reading `f` never throws: what cannot be a filter (an
 * unknown key, bad JSON, a missing value) becomes an 'Error' chip and is not sent to the server, which would
 * refuse the whole page (docs/records.md "Filters").
 */
export const FILTER_KEYS = [
  'myrecords',
  'edited_by',
  'lastmod_by',
  'created',
  'status',
  'lastmod',
  'app',
  'app_lastmod',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const FILTER_KEY_LABELS: Record<FilterKey, string> = {
  myrecords: 'My records',
  edited_by: 'Edited by',
  lastmod_by: 'Last modified by',
  created: 'Created',
  status: 'Status',
  lastmod: 'Last modified',
  app: 'App',
  app_lastmod: 'App last modified',
};

/** What kind of value a key takes, which decides its operators (002 §5). */
export type FilterKind = 'none' | 'user' | 'status' | 'app' | 'date';
export const FILTER_KIND: Record<FilterKey, FilterKind> = {
  myrecords: 'none',
  edited_by: 'user',
  lastmod_by: 'user',
  status: 'status',
  app: 'app',
  created: 'date',
  lastmod: 'date',
  app_lastmod: 'date',
};

export const OPERATORS: Record<FilterKind, readonly string[]> = {
  none: [],
  user: ['is', 'not'],
  status: ['is', 'not'],
  app: ['include', 'do not include'],
  date: ['range', 'before', 'after'],
};

export interface RecordFilter {
  key: FilterKey;
  c?: string;
  v?: string;
  dateStart?: string;
  dateEnd?: string;
}

/** One chip: a filter, or what `f` held that is not one ('Error'). */
export type FilterChip = { ok: true; filter: RecordFilter } | { ok: false; raw: unknown };

export const ERROR_CHIP_LABEL = 'Error';

const isKey = (key: unknown): key is FilterKey =>
  typeof key === 'string' && (FILTER_KEYS as readonly string[]).includes(key);
const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * 002 §5: Ok is enabled only when a filter type is chosen and its operator and value are set (a range needs both
 * its start and its end); 'My records' needs no value. A status must be one of the four.
 */
export function isFilterComplete(draft: Partial<RecordFilter>): draft is RecordFilter {
  if (!isKey(draft.key)) return false;
  const kind = FILTER_KIND[draft.key];
  if (kind === 'none') return true;
  if (!draft.c || !OPERATORS[kind].includes(draft.c)) return false;
  if (kind === 'date' && draft.c === 'range') return filled(draft.dateStart) && filled(draft.dateEnd);
  if (!filled(draft.v)) return false;
  return kind !== 'status' || (RECORD_STATUSES as readonly string[]).includes(draft.v);
}

/** Only the fields a filter of its kind uses, so `f` stays short and the server reads exactly what was chosen. */
export function normalizeFilter(filter: RecordFilter): RecordFilter {
  const kind = FILTER_KIND[filter.key];
  if (kind === 'none') return { key: filter.key };
  if (kind === 'date' && filter.c === 'range') {
    return { key: filter.key, c: filter.c, dateStart: filter.dateStart, dateEnd: filter.dateEnd };
  }
  return { key: filter.key, c: filter.c, v: filter.v };
}

function chipOf(raw: unknown): FilterChip {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, raw };
  const entry = raw as Partial<RecordFilter>;
  // 'My records' may come without an operator (the root redirect and the nav links write it so).
  if (entry.key === 'myrecords' && entry.c !== undefined && entry.c !== 'is') return { ok: false, raw };
  return isFilterComplete(entry) ? { ok: true, filter: normalizeFilter(entry) } : { ok: false, raw };
}

/** The chips of a query string's `f` (null or '' for none). */
export function parseFilters(f: string | null | undefined): FilterChip[] {
  if (!f) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(f);
  } catch {
    return [{ ok: false, raw: f }];
  }
  return Array.isArray(parsed) ? parsed.map(chipOf) : [{ ok: false, raw: parsed }];
}

/** `f` for the address bar: every chip, the 'Error' ones as they came, so a reload shows the same chips. */
export function encodeChips(chips: readonly FilterChip[]): string {
  if (chips.length === 0) return '';
  if (chips.length === 1 && !chips[0].ok && typeof chips[0].raw === 'string') return chips[0].raw;
  return JSON.stringify(chips.map((chip) => (chip.ok ? chip.filter : chip.raw)));
}

/** `f` for the server: the filters only ('' when none), the 'Error' chips left out. */
export function serverFilters(chips: readonly FilterChip[]): string {
  const filters = chips.flatMap((chip) => (chip.ok ? [chip.filter] : []));
  return filters.length ? JSON.stringify(filters) : '';
}

/** The 'my records' filter as links and the root redirect write it. */
export const MY_RECORDS_F = JSON.stringify([{ key: 'myrecords' }]);

/** A chip's text: "Status is Ok", "Created range 2026-01-01 – 2026-01-31", "Edited by is Ann" ('Error' for no filter). */
export function chipLabel(chip: FilterChip, userName: (id: string) => string | undefined = () => undefined): string {
  if (!chip.ok) return ERROR_CHIP_LABEL;
  const { key, c, v, dateStart, dateEnd } = chip.filter;
  const label = FILTER_KEY_LABELS[key];
  const kind = FILTER_KIND[key];
  if (kind === 'none') return label;
  if (kind === 'date' && c === 'range') return `${label} ${c} ${dateStart} – ${dateEnd}`;
  const shown = kind === 'user' && v ? (userName(v) ?? v) : v;
  return `${label} ${c} ${shown}`;
}
