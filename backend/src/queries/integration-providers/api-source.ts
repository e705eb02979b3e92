import type { QueryField, QueryItem, ResolvedFilter } from '../query-provider';

/**
 * A field of an integration's records, with the values a selection may hold; `writable`: a run may save a changed
 * value of it back (ids, names the provider derives and dates it keeps are not).
 */
export type ApiField = QueryField & { enum?: string[]; writable?: boolean };

/** A change to one record as the provider's API takes it: the record's address and the JSON body of the PATCH. */
export interface ApiUpdate {
  path: string;
  body: unknown;
}

/** One answered page of a source: its records as query items, and where the next page is (null: the last). */
export interface ApiPage {
  items: QueryItem[];
  next: string | null;
}

/**
 * One source of a practice-management system (Clio's matters, Filevine's projects…): its records' fields, the first
 * page's address — asking the provider to narrow by what its API can filter on — and how to read a page. The
 * narrowing only ever lets through more than the filters do: every filter is applied again to what comes back.
 */
export interface ApiSource {
  name: string;
  fields: readonly ApiField[];
  /** A path under the provider's API (or a full URL) of the first page of at most `pageSize` records. */
  firstPage(filters: readonly ResolvedFilter[], pageSize: number): string;
  /** The page `url` answered with `body`. Throws on a body that is not a page of this source. */
  readPage(body: unknown, url: string): ApiPage;
  /**
   * The PATCH saving `values` (already checked: writable fields only, values of their types) to record `id`;
   * absent: the source takes no changes.
   */
  update?(id: string, values: Readonly<Record<string, unknown>>): ApiUpdate;
}

/** The filter's operand when it is one value (a list operand is "any of": the provider cannot narrow by it). */
export function singleOperand(filter: ResolvedFilter): unknown {
  if (!Array.isArray(filter.operand)) return filter.operand;
  return filter.operand.length === 1 ? (filter.operand[0] as unknown) : undefined;
}

/** The first filter on one of `names` with one of `operators` and a single text or number operand, as text. */
export function firstTextOperand(
  filters: readonly ResolvedFilter[],
  names: readonly string[],
  operators: readonly string[],
): string | undefined {
  for (const filter of filters) {
    if (!names.includes(filter.name) || !operators.includes(filter.operator)) continue;
    const operand = singleOperand(filter);
    if ((typeof operand === 'string' && operand.trim() !== '') || typeof operand === 'number') {
      return String(operand).trim();
    }
  }
  return undefined;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text value of a record, or null (a field the provider left out is a missing value, not ''). */
export const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** A date or date-time of a record as its day (yyyy-mm-dd), or null. */
export const dayOrNull = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
