import type { Filter } from '@app/storage';
import { invalid } from '../../shared/domain/domain-error';
import { isIsoDate } from '../record-values';
import { RECORD_STATUSES } from '../record.events';
import { tokenOf } from '../records.projector';

/** 002 §3 Filter keys. */
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

/** 002 §5 operators, per kind of key. */
const WHO_OPERATORS = ['is', 'not'] as const;
const APP_OPERATORS = ['include', 'do not include'] as const;
const DATE_OPERATORS = ['range', 'before', 'after'] as const;

const DATE_FIELDS = { created: 'createdAt', lastmod: 'date', app_lastmod: 'appLastModified' } as const;

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
const MAX_FILTERS = 20;

/** A date of a filter: yyyy-mm-dd (a whole day, UTC) or an ISO instant. */
function instant(value: unknown, key: string, what: string, endOfDay = false): string {
  if (isIsoDate(value)) {
    const day = new Date(`${value}T00:00:00.000Z`);
    if (endOfDay) day.setUTCDate(day.getUTCDate() + 1);
    return day.toISOString();
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))) {
    return new Date(value).toISOString();
  }
  throw invalid(
    `The ${key} filter needs ${what} as a date (yyyy-mm-dd or an ISO date-time); got ${JSON.stringify(value)}.`,
  );
}

function operator<T extends string>(key: string, c: unknown, allowed: readonly T[], fallback?: T): T {
  if (c === undefined && fallback) return fallback;
  if (typeof c === 'string' && (allowed as readonly string[]).includes(c)) return c as T;
  throw invalid(`The ${key} filter takes the operator c ${list(allowed)}; got ${JSON.stringify(c)}.`);
}

function textValue(key: string, v: unknown): string {
  if (typeof v !== 'string' || v.trim() === '' || v.length > 200) {
    throw invalid(`The ${key} filter needs a value v (text, at most 200 characters); got ${JSON.stringify(v)}.`);
  }
  return v;
}

/** One filter of `f` as a condition on the records read model. */
function conditionOf(raw: unknown, userId: string): Filter {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw invalid(
      `Each filter of f is an object { key, c, v } or { key, dateStart, dateEnd }; got ${JSON.stringify(raw)}.`,
    );
  }
  const { key, c, v, dateStart, dateEnd } = raw as Record<string, unknown>;
  if (typeof key !== 'string' || !(FILTER_KEYS as readonly string[]).includes(key)) {
    throw invalid(`Unknown filter key ${JSON.stringify(key)}: use one of ${FILTER_KEYS.join(', ')}.`);
  }
  switch (key as FilterKey) {
    case 'myrecords':
      return operator(key, c, WHO_OPERATORS, 'is') === 'is' ? { createdBy: userId } : { createdBy: { ne: userId } };
    case 'edited_by': {
      const token = tokenOf(textValue(key, v));
      return operator(key, c, WHO_OPERATORS) === 'is'
        ? { editors: { contains: token } }
        : { editors: { notContains: token } };
    }
    case 'lastmod_by': {
      const user = textValue(key, v);
      return operator(key, c, WHO_OPERATORS) === 'is' ? { lastModifiedBy: user } : { lastModifiedBy: { ne: user } };
    }
    case 'status': {
      if (!(RECORD_STATUSES as readonly unknown[]).includes(v)) {
        throw invalid(`The status filter needs a value v among ${list(RECORD_STATUSES)}; got ${JSON.stringify(v)}.`);
      }
      return operator(key, c, WHO_OPERATORS) === 'is' ? { status: v as string } : { status: { ne: v as string } };
    }
    case 'app': {
      const token = tokenOf(textValue(key, v));
      return operator(key, c, APP_OPERATORS) === 'include'
        ? { appTokens: { contains: token } }
        : { appTokens: { notContains: token } };
    }
    case 'created':
    case 'lastmod':
    case 'app_lastmod': {
      const field = DATE_FIELDS[key as keyof typeof DATE_FIELDS];
      const op = operator(key, c, DATE_OPERATORS, 'range');
      // A record no app ran on has no app date: never before, after or within a range.
      const present = { gt: '' };
      if (op === 'range') {
        if (dateStart === undefined || dateEnd === undefined) {
          throw invalid(`The ${key} filter's range needs both dateStart and dateEnd.`);
        }
        const start = instant(dateStart, key, 'dateStart');
        const end = instant(dateEnd, key, 'dateEnd', true);
        if (start > end) throw invalid(`The ${key} filter's dateStart is after its dateEnd.`);
        return { [field]: { ...present, gte: start, lt: end } };
      }
      const at = v ?? (op === 'before' ? (dateEnd ?? dateStart) : (dateStart ?? dateEnd));
      return op === 'before'
        ? { [field]: { ...present, lt: instant(at, key, 'a date v') } }
        : { [field]: { ...present, gte: instant(at, key, 'a date v', true) } };
    }
  }
}

/** All of them must hold; nested so that two filters on one field (two statuses) stay two conditions. */
const allOf = (filters: Filter[]): Filter =>
  filters.reduceRight<Filter>(
    (inner, filter, i) => (i === filters.length - 1 ? filter : { ...filter, or: [inner] }),
    {},
  );

/**
 * `f` (002 §2.1: filters as JSON) as a condition on the records read model: a JSON array of filters, all of which
 * must hold. Bad JSON, an unknown key, a wrong operator or a missing value is a 400 that says which.
 */
export function parseRecordFilters(f: string | undefined, userId: string): Filter {
  if (f === undefined || f.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(f);
  } catch {
    throw invalid('f must be a JSON array of filters, such as [{"key":"status","c":"is","v":"Ok"}]; it is not JSON.');
  }
  if (!Array.isArray(parsed)) {
    throw invalid('f must be a JSON array of filters, such as [{"key":"status","c":"is","v":"Ok"}].');
  }
  if (parsed.length > MAX_FILTERS) throw invalid(`f holds at most ${MAX_FILTERS} filters.`);
  return allOf(parsed.map((raw) => conditionOf(raw, userId)));
}

/** `sort`: `date` (last modified) or `name` (`app`, as 002 §2.1 calls the RECORDS column), `:asc` or `:desc`. */
export const SORT_PATTERN = /^(date|name|app):(asc|desc)$/;

export function parseRecordSort(sort: string | undefined): { field: 'date' | 'nameLower'; direction: 'asc' | 'desc' } {
  if (sort === undefined || sort === '') return { field: 'date', direction: 'desc' };
  const match = SORT_PATTERN.exec(sort);
  if (!match)
    throw invalid(
      `sort must be date:asc, date:desc, name:asc, name:desc, app:asc or app:desc; got ${JSON.stringify(sort)}.`,
    );
  return { field: match[1] === 'date' ? 'date' : 'nameLower', direction: match[2] as 'asc' | 'desc' };
}
