import { isFilterName, LIST_FILTERS } from '../filters/filter-registry';
import { BUILTIN_FUNCTIONS } from './builtin-functions';
import { compileNode, staticPath, type Evaluator } from './compile-to-closures';
import type { ExprNode } from './expression-ast';
import { parseExpression, type ParseOptions } from './expression-parser';
import { withoutInvisible } from './invisible-characters';
import { METHOD_NAMES } from './safe-methods';
import { TemplateCompileError } from './template-compile-error';
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
  /** Names read in the expression's own scope: neither through `_parent` nor per item of a list filter. */
  scopeIdentifiers(): string[];
  /** Names read through `_parent` (levels 1), `_parent._parent` (levels 2)…, in the scope that many lists out. */
  parentIdentifiers(): ParentIdentifier[];
  /**
   * Names used in the expressions of list filters (`Kids|filter:"Age > MinAge"`), with the lists
   * they are evaluated over. Each is a field of those lists' items or, when no item has it, a name
   * from outside: which one depends on the data, so both kinds are listed here.
   */
  itemIdentifiers(): ItemIdentifier[];
  evaluate(scope: Scope, options?: { stepBudget?: number }): EvalResult;
  /**
   * What an unanswered field shows between brackets: its variable path (`Testator.Name` for
   * `Testator.Name|upper`), or else the first unanswered variable it met; undefined when neither.
   */
  placeholder(unanswered: readonly string[]): string | undefined;
  /** Whether the expression, without its filters, is a variable path (`Client.Name|upper`). */
  isPath(): boolean;
  /** For engines that evaluate many fields under one budget (templates). */
  evaluateIn(ctx: EvalContext, scope: Scope): unknown;
}

const PARSE_OPTIONS: ParseOptions = {
  isFilter: isFilterName,
  isFunction: (n) => BUILTIN_FUNCTIONS.has(n),
  itemArguments: (n) => LIST_FILTERS.get(n)?.itemArguments ?? 0,
  isMethod: (n) => METHOD_NAMES.has(n),
};
const CACHE_LIMIT = 5000;
const cache = new Map<string, CompiledExpressionImpl>();

/** Parses and prepares an expression; throws TemplateCompileError. Compiled forms are cached by source. */
export function compileExpression(source: string): CompiledExpression {
  return compileCached(source);
}

function compileCached(source: string): CompiledExpressionImpl {
  const hit = cache.get(source);
  if (hit) return hit;
  const compiled = new CompiledExpressionImpl(source, parseVisible(source));
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(source, compiled);
  return compiled;
}

/**
 * Parses what the author can see: invisible characters Word leaves in fields (zero-width spaces…)
 * are ignored, and an error's position is one in the source as given.
 */
function parseVisible(source: string): ExprNode {
  const clean = withoutInvisible(source);
  try {
    return parseExpression(clean.text, PARSE_OPTIONS);
  } catch (error) {
    if (error instanceof TemplateCompileError && clean.text !== source)
      throw new TemplateCompileError(error.message, clean.origin(error.position));
    throw error;
  }
}

setFormulaCompiler((source) => compileCached(source).evaluator);

class CompiledExpressionImpl implements CompiledExpression {
  private names: IdentifierAnalysis | undefined;
  private allNames: string[] | undefined;
  readonly evaluator: Evaluator;
  /** The variable path a placeholder names: the expression without its filters, when it is a path. */
  private readonly path: string | undefined;
  constructor(
    readonly source: string,
    private readonly ast: ExprNode,
  ) {
    this.evaluator = compileNode(ast);
    this.path = staticPath(unfiltered(ast));
  }

  placeholder(unanswered: readonly string[]): string | undefined {
    return this.path ?? unanswered[0];
  }

  isPath(): boolean {
    return this.path !== undefined;
  }

  identifiers(): string[] {
    const { identifiers, parentIdentifiers } = this.analysis();
    return (this.allNames ??= [...new Set([...identifiers, ...parentIdentifiers.map((p) => p.name)])]);
  }

  parentIdentifiers(): ParentIdentifier[] {
    return this.analysis().parentIdentifiers;
  }

  scopeIdentifiers(): string[] {
    return this.analysis().identifiers;
  }

  itemIdentifiers(): ItemIdentifier[] {
    return this.analysis().itemIdentifiers;
  }

  /** Names of the own scope apart from those read through `_parent`, as list filters' analysis needs them. */
  analysis(): IdentifierAnalysis {
    return (this.names ??= collectIdentifiers(this.ast, this.source));
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

/** The expression a chain of filters starts from: `Name` of `Name|upper|else:"x"`. */
function unfiltered(node: ExprNode): ExprNode {
  while (node.type === 'Filter' || node.type === 'ListFilter') node = node.input;
  return node;
}

/** Messages for the author; an engine failure (say, too deep a recursion) gets a generic one. */
export function evaluationMessage(error: unknown): string {
  if (error instanceof EvalFailure) return error.message;
  if (error instanceof RangeError) return 'Evaluation too deep or too large';
  return error instanceof Error ? error.message : String(error);
}
