import { isEmpty } from '../expression/safe-access';
import type { FilterFunction } from './filter.types';

function text(input: unknown): string | undefined {
  if (input === undefined || input === null || input === '') return undefined;
  return typeof input === 'string' ? input : String(input);
}

export const upper: FilterFunction = (input) => text(input)?.toUpperCase() ?? input;
export const lower: FilterFunction = (input) => text(input)?.toLowerCase() ?? input;

/** First letter capitalised; `:true` lowers the rest first. */
export const initcap: FilterFunction = (input, [forceLower]) => {
  let t = text(input);
  if (t === undefined) return input;
  if (forceLower) t = t.toLowerCase();
  return t.charAt(0).toUpperCase() + t.slice(1);
};

/** First letter of each word capitalised; `:true` lowers the rest first. */
export const titlecaps: FilterFunction = (input, [forceLower]) => {
  let t = text(input);
  if (t === undefined) return input;
  if (forceLower) t = t.toLowerCase();
  return t.replace(/(^|\s)(\p{L})/gu, (_m, space: string, letter: string) => space + letter.toUpperCase());
};

/** The given text when the value is unanswered (or not a finite number); the value otherwise. */
export const elseFilter: FilterFunction = (input, [fallback]) => {
  if (isEmpty(input)) return fallback;
  if (typeof input === 'number' && !Number.isFinite(input)) return fallback;
  if (Array.isArray(input) && input.length === 0) return fallback;
  return input;
};

/** Text contains text, or a list contains an equal item. */
export const contains: FilterFunction = (input, [value]) => {
  if (isEmpty(input)) return false;
  if (typeof input === 'string') return input.includes(String(value ?? ''));
  if (Array.isArray(input)) return input.some((item) => deepEqual(item, value));
  return false;
};

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (k) => Object.hasOwn(b, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}
