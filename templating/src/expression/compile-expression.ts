import { FILTERS } from '../filters/filter-registry';
import { BUILTIN_FUNCTIONS } from './builtin-functions';
import { compileNode, type Evaluator } from './compile-to-closures';
import type { ExprNode } from './expression-ast';
import { parseExpression } from './expression-parser';
import { EvalContext, EvalFailure } from './eval-context';
import { setFormulaCompiler, type Scope } from './scope';

export interface EvalResult {
  value: unknown;
  /** Variables (or "Object.Property" paths) met without an answer while evaluating. */
  unanswered: string[];
  errors: { message: string }[];
}

export interface CompiledExpression {
  readonly source: string;
  /** Top-level names the expression refers to (not `this`, list names, functions or filters). */
  identifiers(): string[];
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

setFormulaCompiler((source) => compileCached(source).evaluator);

class CompiledExpressionImpl implements CompiledExpression {
  private names: string[] | undefined;
  constructor(
    readonly source: string,
    private readonly ast: ExprNode,
    readonly evaluator: Evaluator,
  ) {}

  identifiers(): string[] {
    return (this.names ??= collectIdentifiers(this.ast));
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

const LIST_NAMES = new Set(['_index', '_index0', '_parent', '_result']);

function collectIdentifiers(root: ExprNode): string[] {
  const found = new Set<string>();
  const visit = (node: ExprNode): void => {
    switch (node.type) {
      case 'Identifier':
        if (!LIST_NAMES.has(node.name)) found.add(node.name);
        return;
      case 'Member':
        visit(node.object);
        if (node.computed) visit(node.property);
        return;
      case 'Call':
        return node.args.forEach(visit);
      case 'Unary':
        return visit(node.argument);
      case 'Binary':
      case 'Logical':
        visit(node.left);
        return visit(node.right);
      case 'Conditional':
        visit(node.test);
        visit(node.consequent);
        return visit(node.alternate);
      case 'Array':
        return node.elements.forEach(visit);
      case 'Object':
        return node.properties.forEach((p) => visit(p.value));
      case 'Filter':
        visit(node.input);
        return node.args.forEach(visit);
    }
  };
  visit(root);
  return [...found];
}
