import { EvalFailure } from '../expression/eval-context';
import { toNumber } from '../expression/safe-access';
import { quoted } from '../expression/template-compile-error';
import { formatDate, longDatePattern, toDateParts } from './date-format';
import type { FilterFunction } from './filter.types';
import { parseListExample, withPunctuation } from './list-punctuation';
import { formatNumber } from './number-format';
import { cardinalWords, letterNumber, ordinalSuffix, ordinalWords, romanNumber } from './number-words';
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
    a === undefined || a === null ? undefined : valueToText(a, scope.locale, ctx),
  );
  if (typeof input === 'boolean') {
    if (general !== undefined || negative !== undefined) return input ? (general ?? '') : (negative ?? '');
    return input ? 'true' : 'false';
  }
  const date = toDateParts(input);
  if (date) return formatDate(date, general ?? longDatePattern(scope.locale), scope.locale);
  const n = finiteNumber(input);
  if (n === undefined) {
    if (typeof input === 'string') return input;
    throw new EvalFailure('format needs a number, a date or true/false');
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

function numberFilter(convert: (n: number) => string): FilterFunction {
  return (input) => {
    const n = finiteNumber(input);
    return n === undefined ? (input === undefined || input === null ? input : undefined) : convert(n);
  };
}

export const cardinal = numberFilter(cardinalWords);
export const ordinal = numberFilter(ordinalWords);
export const ordsuffix = numberFilter(ordinalSuffix);

/** Marks a list with punctuation by example; `{[list]}` fields and plain fields then use it. */
export const punc: FilterFunction = (input, [example], { scope, ctx }) => {
  if (!Array.isArray(input) || input.length === 0) return input;
  const text = example === undefined ? '1, 2, and 3' : valueToText(example, scope.locale, ctx);
  const parsed = parseListExample(text);
  if (!parsed) throw new EvalFailure(`punc needs an example like "1, 2, and 3"; got "${quoted(text)}"`);
  return withPunctuation(input, parsed);
};
