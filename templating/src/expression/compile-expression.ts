import { FILTERS } from '../filters/filter-registry';
import { BUILTIN_FUNCTIONS } from './builtin-functions';
import { compileNode, type Evaluator } from './compile-to-closures';
import type { ExprNode } from './expression-ast';
import { parseExpression } from './expression-parser';
import { EvalContext, EvalFailure } from './eval-context';
import {
  collectIdentifiers,
  type IdentifierAnalysis,
  type ItemIdentifier,
  type ParentIdentifier,
} from './identifier-analysis';
import { setFormulaCompiler, type Scope } from './scope';

export type { ItemIdentifier, ParentIdentifier };

export interface EvalResult {
  value: unknown;
  /** Variables (or "Object.Property" paths) met without an answer while evaluating. */
  unanswered: string[];
  errors: { message: string }[];
}

export interface CompiledExpression {
  readonly source: string;
  /**
   * Top-level names the expression refers to (not `this`, list names, functions or filters),
   * those read through `_parent` included: `_parent.Firm` refers to Firm.
   */
  identifiers(): string[];
  /** Names read through `_parent` (levels 1), `_parent._parent` (levels 2)…, in the scope that many lists out. */
  parentIdentifiers(): ParentIdentifier[];
  /**
   * Names used in the expressions of list filters (`Kids|filter:"Age > MinAge"`), with the lists
   * they are evaluated over. Each is a field of those lists' items or, when no item has it, a name
   * from outside: which one depends on the data, so both kinds are listed here.
   */
  itemIdentifiers(): ItemIdentifier[];
  evaluate(scope: Scope, options?: { stepBudget?: number }): EvalResult;
  /** For engines that evaluate many fields under one budget (templates). */
  evaluateIn(ctx: EvalContext, scope: Scope): unknown;
}

const PARSE_OPTIONS = { isFilter: (n: string) => FILTERS.has(n), isFunction: (n: string) => BUILTIN_FUNCTIONS.has(n) };
const CACHE_LIMIT = 5000;
const cache = new Map<string, CompiledExpressionImpl>();

/** Parses and prepares an expression; throws TemplateCompileError. Compiled forms are cached by source. */
export function compileExpression(source: string): CompiledExpression {
  return compileCached(source);
}

function compileCached(source: string): CompiledExpressionImpl {
  const hit = cache.get(source);
  if (hit) return hit;
  const ast = parseExpression(source, PARSE_OPTIONS);
  const compiled = new CompiledExpressionImpl(source, ast, compileNode(ast, compileCountedPredicate));
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(source, compiled);
  return compiled;
}

/** Predicates of list filters count a step per item, so a long list cannot escape the budget. */
function compileCountedPredicate(source: string): Evaluator {
  const evaluate = compileCached(source).evaluator;
  return (c, s) => (c.step(), evaluate(c, s));
}

/** A list filter's expression, analysed as an expression of its own; undefined when it does not compile (evaluating will say why). */
function analysePredicate(source: string): IdentifierAnalysis | undefined {
  try {
    return compileCached(source).analysis();
  } catch {
    return undefined;
  }
}

setFormulaCompiler((source) => compileCached(source).evaluator);

class CompiledExpressionImpl implements CompiledExpression {
  private names: IdentifierAnalysis | undefined;
  private allNames: string[] | undefined;
  constructor(
    readonly source: string,
    private readonly ast: ExprNode,
    readonly evaluator: Evaluator,
  ) {}

  identifiers(): string[] {
    const { identifiers, parentIdentifiers } = this.analysis();
    return (this.allNames ??= [...new Set([...identifiers, ...parentIdentifiers.map((p) => p.name)])]);
  }

  parentIdentifiers(): ParentIdentifier[] {
    return this.analysis().parentIdentifiers;
  }

  itemIdentifiers(): ItemIdentifier[] {
    return this.analysis().itemIdentifiers;
  }

  /** Names of the own scope apart from those read through `_parent`, as list filters' analysis needs them. */
  analysis(): IdentifierAnalysis {
    return (this.names ??= collectIdentifiers(this.ast, this.source, analysePredicate));
  }

  evaluate(scope: Scope, options: { stepBudget?: number } = {}): EvalResult {
    const ctx = new EvalContext(options.stepBudget);
    try {
      const value = this.evaluator(ctx, scope);
      return { value, unanswered: ctx.unanswered, errors: [] };
    } catch (error) {
      return { value: undefined, unanswered: ctx.unanswered, errors: [{ message: evaluationMessage(error) }] };
    }
  }

  evaluateIn(ctx: EvalContext, scope: Scope): unknown {
    return this.evaluator(ctx, scope);
  }
}

/** Messages for the author; an engine failure (say, too deep a recursion) gets a generic one. */
export function evaluationMessage(error: unknown): string {
  if (error instanceof EvalFailure) return error.message;
  if (error instanceof RangeError) return 'Evaluation too deep or too large';
  return error instanceof Error ? error.message : String(error);
}
