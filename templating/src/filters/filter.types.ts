import type { EvalContext } from '../expression/eval-context';
import type { Scope } from '../expression/scope';

/** What a filter may use besides its input and arguments. */
export interface FilterRuntime {
  ctx: EvalContext;
  scope: Scope;
  /** Compiles a predicate or key expression given to a list filter as text. */
  compile(source: string): (ctx: EvalContext, scope: Scope) => unknown;
}

export type FilterFunction = (input: unknown, args: unknown[], runtime: FilterRuntime) => unknown;
