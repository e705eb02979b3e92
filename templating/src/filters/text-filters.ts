import { isEmpty, isPlainObject, ownValue, stepInto, type StepCounter } from '../expression/safe-access';
import type { FilterFunction, FilterRuntime } from './filter.types';
import { valueToText } from './value-text';

/** The input as a field would show it (a list joined by its punctuation); undefined when unanswered. */
function text(input: unknown, { scope, ctx }: FilterRuntime): string | undefined {
  if (input === undefined || input === null || input === '') return undefined;
  return typeof input === 'string' ? input : valueToText(input, scope.locale, ctx, scope.timeZone);
}

export const upper: FilterFunction = (input, _args, rt) => text(input, rt)?.toUpperCase() ?? input;
export const lower: FilterFunction = (input, _args, rt) => text(input, rt)?.toLowerCase() ?? input;

/** The first letter, after any opening quotes or brackets (`"hello"` → `"Hello"`). */
const FIRST_LETTER = /^([^\p{L}\p{N}]*)(\p{L})/u;
/** A letter that starts a word: after a space, a hyphen, a quote, a bracket or other punctuation. */
const WORD_START = /(^|[\s\p{P}])(\p{L})/gu;
const APOSTROPHES = "'\u2019";
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** First letter capitalised, opening quotes skipped; `:true` lowers the rest first. */
export const initcap: FilterFunction = (input, [forceLower], rt) => {
  let t = text(input, rt);
  if (t === undefined) return input;
  if (forceLower) t = t.toLowerCase();
  return t.replace(FIRST_LETTER, (_m, before: string, letter: string) => before + letter.toUpperCase());
};

/**
 * First letter of each word capitalised, as yatte does: words start after spaces, hyphens, quotes
 * and brackets (`"does john-doe know him," she said` → `"Does John-Doe Know Him," She Said`), but
 * not after an apostrophe inside a word (`John's`, `don't`). `:true` lowers the rest first.
 */
export const titlecaps: FilterFunction = (input, [forceLower], rt) => {
  let t = text(input, rt);
  if (t === undefined) return input;
  if (forceLower) t = t.toLowerCase();
  return t.replace(WORD_START, capitalWord);
};

// A named function, not a closure per call: titlecaps runs once per field of every assembly.
function capitalWord(match: string, before: string, letter: string, at: number, whole: string): string {
  const inWord = before !== '' && APOSTROPHES.includes(before) && at > 0 && WORD_CHAR.test(whole.charAt(at - 1));
  return inWord ? match : before + letter.toUpperCase();
}

/** The given text when the value is unanswered (or not a finite number); the value otherwise. */
export const elseFilter: FilterFunction = (input, [fallback]) => {
  if (isEmpty(input)) return fallback;
  if (typeof input === 'number' && !Number.isFinite(input)) return fallback;
  if (Array.isArray(input) && input.length === 0) return fallback;
  return input;
};

/** Text contains text, or a list contains an equal item. */
export const contains: FilterFunction = (input, [value], rt) => {
  if (isEmpty(input)) return false;
  if (typeof input === 'string') return input.includes(text(value, rt) ?? '');
  if (Array.isArray(input)) return input.some((item) => deepEqual(item, value, rt.ctx, 0));
  return false;
};

/**
 * Equal data: same primitives, dates of the same time, lists and records equal item by item.
 * Each list or record looked into costs a step: two values built by a reduce may share their
 * parts and be exponentially large once walked.
 */
function deepEqual(a: unknown, b: unknown, ctx: StepCounter, depth: number): boolean {
  if (a === b) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) {
    stepInto(ctx, depth);
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if ((ctx.step(), !deepEqual(a[i], b[i], ctx, depth + 1))) return false;
    return true;
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  stepInto(ctx, depth);
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (k) => (ctx.step(), Object.hasOwn(b, k) && deepEqual(ownValue(a, k), ownValue(b, k), ctx, depth + 1)),
  );
}
