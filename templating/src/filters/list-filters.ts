import { EvalFailure, type EvalContext } from '../expression/eval-context';
import { quoted } from '../expression/template-compile-error';
import type { Scope } from '../expression/scope';
import type { FilterFunction, FilterRuntime } from './filter.types';
import { punctuationOf, withPunctuation } from './list-punctuation';
import { valueToText } from './value-text';

type Evaluator = (ctx: EvalContext, scope: Scope) => unknown;

function predicate(name: string, source: unknown, runtime: FilterRuntime): Evaluator {
  if (typeof source !== 'string' || source.trim() === '')
    throw new EvalFailure(`The ${name} filter needs an expression in quotes, like ${name}:"Age > 18"`);
  try {
    return runtime.compile(source);
  } catch (error) {
    throw new EvalFailure(`In the ${name} filter's "${quoted(source)}": ${(error as Error).message}`);
  }
}

/** Runs `source` once per item, in the item's scope (this, _index, _parent, then outer names). */
function perItem(
  name: string,
  input: unknown,
  source: unknown,
  runtime: FilterRuntime,
): { list: unknown[]; results: unknown[] } | undefined {
  if (!Array.isArray(input)) return undefined;
  const evaluate = predicate(name, source, runtime);
  const results = input.map((item, i) => evaluate(runtime.ctx, runtime.scope.listItem(item, i, input)));
  return { list: input, results };
}

/** A list derived from a punctuated list keeps its punctuation: `Items|punc:"1, 2 and 3"|filter:"Active"`. */
function keepPunctuation(from: unknown[], to: unknown[]): unknown[] {
  const punc = punctuationOf(from);
  return punc ? withPunctuation(to, punc) : to;
}

export const filter: FilterFunction = (input, [source], rt) => {
  const r = perItem('filter', input, source, rt);
  return r
    ? keepPunctuation(
        r.list,
        r.list.filter((_, i) => r.results[i]),
      )
    : input;
};

export const find: FilterFunction = (input, [source], rt) => {
  if (!Array.isArray(input)) return input;
  const evaluate = predicate('find', source, rt);
  return input.find((item, i) => evaluate(rt.ctx, rt.scope.listItem(item, i, input)));
};

export const any: FilterFunction = (input, [source], rt) => {
  if (!Array.isArray(input)) return false;
  const evaluate = predicate('any', source, rt);
  return input.some((item, i) => evaluate(rt.ctx, rt.scope.listItem(item, i, input)));
};

export const every: FilterFunction = (input, [source], rt) => {
  if (!Array.isArray(input)) return true;
  const evaluate = predicate('every', source, rt);
  return input.every((item, i) => evaluate(rt.ctx, rt.scope.listItem(item, i, input)));
};

export const map: FilterFunction = (input, [source], rt) => {
  const r = perItem('map', input, source, rt);
  return r ? keepPunctuation(r.list, r.results) : input;
};

/** Buckets in order of first appearance, each `{ _key, _values }`. */
export const group: FilterFunction = (input, [source], rt) => {
  const r = perItem('group', input, source, rt);
  if (!r) return input;
  // A Map, not a search of the buckets so far: many distinct keys would make grouping quadratic.
  const buckets = new Map<unknown, { _key: unknown; _values: unknown[] }>();
  r.list.forEach((item, i) => {
    const key = r.results[i];
    let bucket = buckets.get(key);
    if (!bucket) buckets.set(key, (bucket = { _key: key, _values: [] }));
    bucket._values.push(item);
  });
  return [...buckets.values()];
};

/** `reduce:"_result + Amount":0`; without a start value the first item is the start. */
export const reduce: FilterFunction = (input, [source, initial], rt) => {
  if (!Array.isArray(input)) return input;
  const evaluate = predicate('reduce', source, rt);
  if (input.length === 0) return initial;
  let result = initial;
  input.forEach((item, i) => {
    if (i === 0 && initial === undefined) result = item;
    else result = evaluate(rt.ctx, rt.scope.reducerItem(item, i, result, input));
  });
  return result;
};

/** `sort:"-Age":"Name"`: keys in order, a leading '-' for descending; unanswered keys sort last. */
export const sort: FilterFunction = (input, keys, rt) => {
  if (!Array.isArray(input) || keys.length === 0) return input;
  const sorters = keys.map((key) => {
    const text = typeof key === 'string' ? key.trim() : key;
    const descending = typeof text === 'string' && text.startsWith('-');
    const source = typeof text === 'string' && (text.startsWith('-') || text.startsWith('+')) ? text.slice(1) : text;
    return { descending, evaluate: predicate('sort', source, rt) };
  });
  const rows = input.map((item, i) => ({
    item,
    keys: sorters.map((s) => sortKey(s.evaluate(rt.ctx, rt.scope.listItem(item, i, input)), rt)),
  }));
  rows.sort((a, b) => {
    for (let k = 0; k < sorters.length; k++) {
      const order = compareValues(a.keys[k], b.keys[k]);
      if (order !== 0) return sorters[k].descending && !isBlank(a.keys[k]) && !isBlank(b.keys[k]) ? -order : order;
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
  return key !== null && typeof key === 'object' ? valueToText(key, scope.locale, ctx) : key;
}

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || v === '';
}

function compareValues(a: unknown, b: unknown): number {
  if (isBlank(a) || isBlank(b)) return isBlank(a) === isBlank(b) ? 0 : isBlank(a) ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string')
    return a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}
