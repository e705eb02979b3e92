import type { FilterFunction, ListFilter } from './filter.types';
import { cardinal, cardinalcur, cardinaldec, format, ordinal, ordsuffix, punc } from './format-filters';
import { any, every, filter, find, group, map, reduce, sort } from './list-filters';
import { contains, elseFilter, initcap, lower, titlecaps, upper } from './text-filters';

/** Every plain filter an expression may name. */
export const FILTERS: ReadonlyMap<string, FilterFunction> = new Map<string, FilterFunction>([
  ['upper', upper],
  ['lower', lower],
  ['initcap', initcap],
  ['titlecaps', titlecaps],
  ['format', format],
  ['cardinal', cardinal],
  ['cardinalcur', cardinalcur],
  ['cardinaldec', cardinaldec],
  ['ordinal', ordinal],
  ['ordsuffix', ordsuffix],
  ['else', elseFilter],
  ['contains', contains],
  ['punc', punc],
]);

const one = (run: ListFilter['run']): ListFilter => ({ run, itemArguments: 1 });

/** The list filters: their leading arguments are expressions run per item, parsed with the template. */
export const LIST_FILTERS: ReadonlyMap<string, ListFilter> = new Map<string, ListFilter>([
  ['sort', { run: sort, itemArguments: Infinity }],
  ['filter', one(filter)],
  ['find', one(find)],
  ['any', one(any)],
  ['some', one(any)],
  ['every', one(every)],
  ['all', one(every)],
  ['map', one(map)],
  ['group', one(group)],
  ['reduce', one(reduce)],
]);

/** Whether `name` can follow `|`; nothing else can be called as a filter. */
export function isFilterName(name: string): boolean {
  return FILTERS.has(name) || LIST_FILTERS.has(name);
}
