import { EvalFailure } from '../expression/eval-context';
import { toNumber } from '../expression/safe-access';
import { quoted } from '../expression/template-compile-error';
import { formatDate, longDatePattern, toDateParts } from './date-format';
import type { FilterFunction } from './filter.types';
import { parseListExample, withPunctuation } from './list-punctuation';
import { formatNumber } from './number-format';
import {
  cardinalWords,
  currencyWords,
  decimalWords,
  letterNumber,
  ordinalSuffix,
  ordinalWords,
  romanNumber,
} from './number-words';
import { valueToText } from './value-text';

function finiteNumber(input: unknown): number | undefined {
  if (input === undefined || input === null || input === '' || typeof input === 'boolean') return undefined;
  const n = toNumber(input);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * `format` reads its input's type: dates take a date pattern ("MMMM D, YYYY"; none: the locale's
 * long date), true/false take two texts, numbers a numeral pattern ("0,0.00") or cardinal, ordinal,
 * a/A (letters) or i/I (roman); a number's second and third patterns serve negatives and zero.
 */
export const format: FilterFunction = (input, args, { scope, ctx }) => {
  if (input === undefined || input === null || input === '') return input;
  const [general, negative, zero] = args.map((a) =>
    a === undefined || a === null ? undefined : valueToText(a, scope.locale, ctx, scope.timeZone),
  );
  if (typeof input === 'boolean') {
    if (general !== undefined || negative !== undefined) return input ? (general ?? '') : (negative ?? '');
    return input ? 'true' : 'false';
  }
  const date = toDateParts(input, scope.timeZone);
  if (date) return formatDate(date, general ?? longDatePattern(scope.locale), scope.locale);
  const n = finiteNumber(input);
  if (n === undefined) {
    if (typeof input === 'string') return input;
    throw new EvalFailure(
      typeof input === 'number'
        ? `format needs a finite number; got ${String(input)}`
        : 'format needs a number, a date or true/false',
    );
  }
  // A pattern of its own for negatives shows the magnitude: "(0,0)" or "minus 0,0".
  if (n < 0 && negative !== undefined) return formatWith(negative.startsWith('(') ? n : Math.abs(n), negative);
  return formatWith(n, (n === 0 ? (zero ?? general) : general) ?? '0,0');
};

function formatWith(n: number, pattern: string): string {
  switch (pattern) {
    case 'cardinal':
      return cardinalWords(n);
    case 'ordinal':
      return ordinalWords(n);
    case 'a':
    case 'A':
      return letterNumber(n, pattern === 'A');
    case 'i':
    case 'I':
      return romanNumber(n, pattern === 'I');
  }
  // A pattern without digits ("nil") is text to show as it is.
  if (!pattern.includes('0')) return pattern;
  return formatNumber(n, pattern);
}

/**
 * A filter of numbers: unanswered stays unanswered; anything else that is not a finite number
 * (1/0, "abc") is an error at the field, rather than words silently missing from a document.
 */
function numberFilter(name: string, convert: (n: number, args: unknown[]) => string): FilterFunction {
  return (input, args) => {
    if (input === undefined || input === null || input === '') return input;
    const n = finiteNumber(input);
    if (n === undefined)
      throw new EvalFailure(
        `${name} needs a finite number; got ${typeof input === 'number' ? String(input) : `"${quoted(String(input))}"`}`,
      );
    return convert(n, args);
  };
}

export const cardinal = numberFilter('cardinal', cardinalWords);
export const ordinal = numberFilter('ordinal', ordinalWords);
export const ordsuffix = numberFilter('ordsuffix', ordinalSuffix);
/** `cardinalcur:"dollars":"cents"`: 12.3456 → "twelve dollars and thirty-five cents" (defaults: dollars, cents). */
export const cardinalcur = numberFilter('cardinalcur', (n, [units, subunits]) =>
  currencyWords(n, optionalText(units) ?? 'dollars', optionalText(subunits) ?? 'cents'),
);
/** `cardinaldec`, `cardinaldec:2`: 12.34 → "twelve point three four"; the argument rounds to that many decimals. */
export const cardinaldec = numberFilter('cardinaldec', (n, [places]) => decimalWords(n, decimalPlaces(places)));

function optionalText(value: unknown): string | undefined {
  return value === undefined || value === null || value === '' ? undefined : String(value);
}

function decimalPlaces(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const places = toNumber(value);
  if (!Number.isInteger(places) || places < 0 || places > 15)
    throw new EvalFailure('cardinaldec takes 0 to 15 decimal places');
  return places;
}

/** Marks a list with punctuation by example; `{[list]}` fields and plain fields then use it. */
export const punc: FilterFunction = (input, [example], { scope, ctx }) => {
  if (!Array.isArray(input) || input.length === 0) return input;
  const text = example === undefined ? '1, 2, and 3' : valueToText(example, scope.locale, ctx, scope.timeZone);
  const parsed = parseListExample(text);
  if (!parsed) throw new EvalFailure(`punc needs an example like "1, 2, and 3"; got "${quoted(text)}"`);
  return withPunctuation(input, parsed);
};
