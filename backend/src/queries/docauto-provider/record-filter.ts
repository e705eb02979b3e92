import { invalid } from '../../shared/domain/domain-error';
import type { QuerySelector, ResolvedFilter } from '../query-provider';

/**
 * A query's filters over a catalog's records (001 §3 Param/filter `operator`), as one test of a record's values.
 * Operands and record values are only compared, never evaluated: a value that reads like an expression or a
 * template is text like any other. Per type:
 *
 * - text: is, is not, contains, starts with — whatever the case; a missing text is ''.
 * - number and date: =, ≠, <, ≤, >, ≥ (dates as yyyy-mm-dd, a date-time by its day).
 * - true/false: is; a missing value is false.
 * - selection: is, is not, includes — an option as written.
 *
 * A list value (or a list operand) holds when any of its items matches; "is not" and "≠" hold when none is equal.
 */

/** Compared values of one type: `null` means "not a value of this type" (a record's is skipped, an operand refused). */
type Comparable = string | number | boolean;
type Normalize = (value: unknown) => Comparable | null;
/** A record's item against an operand, both normalized by the same type's rules. */
type Compare = (recordItem: Comparable, operand: Comparable) => boolean;

interface TypeRules {
  /** What a filter's message calls the type's values. */
  noun: string;
  normalize: Normalize;
  /** What a missing single value counts as, if anything. */
  missing?: string | number | boolean;
  operators: Readonly<Record<string, Compare>>;
}

/** Each negative operator is the negation of "any item is equal". */
const NEGATIONS: Readonly<Record<string, string>> = { 'is not': 'is', '≠': '=' };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

function dayOf(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return null;
  const match = ISO_DAY.exec(value.trim());
  if (!match) return null;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  // 2024-02-30 is not a day: the round trip through a Date tells.
  return new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day ? day : null;
}

function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value.trim());
  return Number.isFinite(number) ? number : null;
}

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.toLowerCase();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).toLowerCase();
  return null;
}

function booleanOf(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true';
  return null;
}

function optionOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

// Numbers, and days as yyyy-mm-dd (whose text order is their order in time).
const ordered: Readonly<Record<string, Compare>> = {
  '=': (a, b) => a === b,
  '<': (a, b) => a < b,
  '≤': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '≥': (a, b) => a >= b,
};
const equal: Compare = (a, b) => a === b;

const TEXT: TypeRules = {
  noun: 'text',
  normalize: textOf,
  missing: '',
  operators: {
    is: equal,
    contains: (a, b) => String(a).includes(String(b)),
    'starts with': (a, b) => String(a).startsWith(String(b)),
  },
};
const TRUE_FALSE: TypeRules = {
  noun: 'true or false',
  normalize: booleanOf,
  missing: false,
  operators: { is: equal },
};

const RULES: Readonly<Record<string, TypeRules>> = {
  text: TEXT,
  number: { noun: 'a number', normalize: numberOf, operators: ordered },
  date: { noun: 'a date (yyyy-mm-dd)', normalize: dayOf, operators: ordered },
  checkbox: TRUE_FALSE,
  'true/false': TRUE_FALSE,
  boolean: TRUE_FALSE,
  selection: {
    noun: 'an option (text)',
    normalize: optionOf,
    operators: { is: equal, includes: equal },
  },
};

export type RecordValuesTest = (values: Readonly<Record<string, unknown>>) => boolean;

const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/** A rule by name, never one of Object.prototype's ("constructor" is not an operator). */
const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;

const itemsOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** One filter as a test of a record's values; throws a 400 naming what the filter cannot do. */
function testOf(selector: QuerySelector, filter: ResolvedFilter): RecordValuesTest {
  const rules = own(RULES, selector.type);
  const positive = own(NEGATIONS, filter.operator) ?? filter.operator;
  const compare = rules && own(rules.operators, positive);
  if (!rules || !selector.operators.includes(filter.operator) || !compare) {
    throw invalid(
      `A filter on ${selector.name} cannot use the operator ${JSON.stringify(filter.operator)}; ` +
        `it can use ${selector.operators.join(', ')}.`,
    );
  }
  const operands = itemsOf(filter.operand).map((item) => {
    const operand = rules.normalize(item);
    if (operand === null) {
      throw invalid(`A filter on ${selector.name} compares ${rules.noun}, and ${shown(item)} is not ${rules.noun}.`);
    }
    return operand;
  });
  const negated = positive !== filter.operator;
  return (values) => {
    const value = own(values, selector.name);
    const items =
      value === undefined || value === null
        ? selector.isList || rules.missing === undefined
          ? []
          : [rules.missing]
        : itemsOf(value).map(rules.normalize);
    // A record's value of another type (its variable's type changed since) matches nothing.
    const matched = items.some((item) => item !== null && operands.some((operand) => compare(item, operand)));
    return negated ? !matched : matched;
  };
}

/**
 * Every filter as one test (all must hold). A filter on a field the source does not compare — none of that name,
 * or one whose type has no operators — is a 400 naming it, as is an operator or an operand its type does not take.
 */
export function recordValuesTest(
  source: string,
  selectors: readonly QuerySelector[],
  filters: readonly ResolvedFilter[],
  /** Who owns the fields, as the message names it (an integration's source is not a catalog). */
  owner = `The catalog ${source}`,
): RecordValuesTest {
  const tests = filters.map((filter) => {
    const selector = selectors.find((candidate) => candidate.name === filter.name);
    if (!selector) {
      throw invalid(`${owner} has no field named ${JSON.stringify(filter.name)} that a query can compare.`);
    }
    return testOf(selector, filter);
  });
  return (values) => tests.every((test) => test(values));
}
