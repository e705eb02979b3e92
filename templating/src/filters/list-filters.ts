import type { FilterRuntime, ItemEvaluator, ListFilterFunction } from './filter.types';
import { punctuationOf, withPunctuation } from './list-punctuation';
import { valueToText } from './value-text';

/** Runs the item expression once per item, in the item's scope (this, _index, _parent, then outer names). */
function perItem(input: unknown[], { evaluate }: ItemEvaluator, rt: FilterRuntime): unknown[] {
  return input.map((item, i) => evaluate(rt.ctx, rt.scope.listItem(item, i, input)));
}

/** A list derived from a punctuated list keeps its punctuation: `Items|punc:"1, 2 and 3"|filter:Active`. */
function keepPunctuation(from: unknown[], to: unknown[]): unknown[] {
  const punc = punctuationOf(from);
  return punc ? withPunctuation(to, punc) : to;
}

export const filter: ListFilterFunction = (input, [test], _args, rt) => {
  if (!Array.isArray(input)) return input;
  const results = perItem(input, test, rt);
  return keepPunctuation(
    input,
    input.filter((_, i) => results[i]),
  );
};

export const find: ListFilterFunction = (input, [test], _args, rt) => {
  if (!Array.isArray(input)) return input;
  return input.find((item, i) => test.evaluate(rt.ctx, rt.scope.listItem(item, i, input)));
};

export const any: ListFilterFunction = (input, [test], _args, rt) => {
  if (!Array.isArray(input)) return false;
  return input.some((item, i) => test.evaluate(rt.ctx, rt.scope.listItem(item, i, input)));
};

export const every: ListFilterFunction = (input, [test], _args, rt) => {
  if (!Array.isArray(input)) return true;
  return input.every((item, i) => test.evaluate(rt.ctx, rt.scope.listItem(item, i, input)));
};

export const map: ListFilterFunction = (input, [expression], _args, rt) => {
  if (!Array.isArray(input)) return input;
  return keepPunctuation(input, perItem(input, expression, rt));
};

/** Buckets in order of first appearance, each `{ _key, _values }`. */
export const group: ListFilterFunction = (input, [key], _args, rt) => {
  if (!Array.isArray(input)) return input;
  const keys = perItem(input, key, rt);
  // A Map, not a search of the buckets so far: many distinct keys would make grouping quadratic.
  const buckets = new Map<unknown, { _key: unknown; _values: unknown[] }>();
  input.forEach((item, i) => {
    let bucket = buckets.get(keys[i]);
    if (!bucket) buckets.set(keys[i], (bucket = { _key: keys[i], _values: [] }));
    bucket._values.push(item);
  });
  return [...buckets.values()];
};

/** `reduce:_result + Amount:0`; without a start value the first item is the start. */
export const reduce: ListFilterFunction = (input, [step], [initial], rt) => {
  if (!Array.isArray(input)) return input;
  if (input.length === 0) return initial;
  let result = initial;
  input.forEach((item, i) => {
    if (i === 0 && initial === undefined) result = item;
    else result = step.evaluate(rt.ctx, rt.scope.reducerItem(item, i, result));
  });
  return result;
};

/**
 * One collator for every sort: natural ("item 2" before "item 10"), case- and accent-insensitive
 * order. Made once, since `localeCompare` with options builds one per comparison (about 4 µs each).
 */
const COLLATOR = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** `sort:-Age:Name`: keys in order, `-` for descending; unanswered keys sort last. */
export const sort: ListFilterFunction = (input, keys, _args, rt) => {
  if (!Array.isArray(input) || keys.length === 0) return input;
  const rows = input.map((item, i) => {
    const scope = rt.scope.listItem(item, i, input);
    return { item, keys: keys.map((k) => sortKey(k.evaluate(rt.ctx, scope), rt)) };
  });
  rows.sort((a, b) => {
    for (let k = 0; k < keys.length; k++) {
      const order = compareValues(a.keys[k], b.keys[k]);
      if (order !== 0) return keys[k].descending && !isBlank(a.keys[k]) && !isBlank(b.keys[k]) ? -order : order;
    }
    return 0;
  });
  return keepPunctuation(
    input,
    rows.map((r) => r.item),
  );
};

/** Dates sort by time, lists and records by their text: compareValues then sees texts and numbers only. */
function sortKey(key: unknown, { scope, ctx }: FilterRuntime): unknown {
  if (key instanceof Date) return key.getTime();
  return key !== null && typeof key === 'object' ? valueToText(key, scope.locale, ctx, scope.timeZone) : key;
}

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || v === '';
}

function compareValues(a: unknown, b: unknown): number {
  if (isBlank(a) || isBlank(b)) return isBlank(a) === isBlank(b) ? 0 : isBlank(a) ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return COLLATOR.compare(a, b);
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}
