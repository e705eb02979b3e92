import type { EvalContext } from '../expression/eval-context';
import type { Scope } from '../expression/scope';

/** What a filter may use besides its input and arguments. */
export interface FilterRuntime {
  ctx: EvalContext;
  scope: Scope;
}

export type FilterFunction = (input: unknown, args: unknown[], runtime: FilterRuntime) => unknown;

/** An expression of a list filter, compiled with the template, evaluated in an item's scope. */
export interface ItemEvaluator {
  evaluate(ctx: EvalContext, scope: Scope): unknown;
  /** A `sort` key written `-Age`: descending. */
  descending: boolean;
}

/** A list filter: its per-item expressions (`filter:Age > 18`) come compiled, its other arguments as values. */
export type ListFilterFunction = (
  input: unknown,
  items: ItemEvaluator[],
  args: unknown[],
  runtime: FilterRuntime,
) => unknown;

export interface ListFilter {
  run: ListFilterFunction;
  /** How many leading arguments are per-item expressions: all of them for `sort`, the first for the others. */
  itemArguments: number;
}
