import type { FilterFunction } from './filter.types';
import { cardinal, format, ordinal, ordsuffix, punc } from './format-filters';
import { any, every, filter, find, group, map, reduce, sort } from './list-filters';
import { contains, elseFilter, initcap, lower, titlecaps, upper } from './text-filters';

/** Every filter an expression may name; nothing else can be called with `|`. */
export const FILTERS: ReadonlyMap<string, FilterFunction> = new Map<string, FilterFunction>([
  ['upper', upper],
  ['lower', lower],
  ['initcap', initcap],
  ['titlecaps', titlecaps],
  ['format', format],
  ['cardinal', cardinal],
  ['ordinal', ordinal],
  ['ordsuffix', ordsuffix],
  ['else', elseFilter],
  ['contains', contains],
  ['punc', punc],
  ['sort', sort],
  ['filter', filter],
  ['find', find],
  ['any', any],
  ['some', any],
  ['every', every],
  ['all', every],
  ['map', map],
  ['group', group],
  ['reduce', reduce],
]);
