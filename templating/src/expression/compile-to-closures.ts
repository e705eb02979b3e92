import { FILTERS } from '../filters/filter-registry';
import type { FilterRuntime } from '../filters/filter.types';
import { BUILTIN_FUNCTIONS } from './builtin-functions';
import type { BinaryOperator, ExprNode } from './expression-ast';
import { EvalFailure, MAX_TEXT_LENGTH, type EvalContext } from './eval-context';
import { valueToText } from '../filters/value-text';
import { getMember, isEmpty, toNumber } from './safe-access';
import type { Scope } from './scope';
import { TemplateCompileError } from './template-compile-error';

export type Evaluator = (ctx: EvalContext, scope: Scope) => unknown;
const MAX_TREE_DEPTH = 400;
/** Names that belong to the list machinery and are never "unanswered" record variables. */
const LIST_NAMES = new Set(['_index', '_index0', '_parent', '_result']);

/**
 * Turns a syntax tree into nested closures once, so evaluating is a walk over prepared functions
 * (no eval, no Function constructor) that counts every step against the budget.
 */
export function compileNode(node: ExprNode, compileSource: (source: string) => Evaluator, depth = 0): Evaluator {
  if (depth > MAX_TREE_DEPTH) throw new TemplateCompileError('Expression too complex', node.start);
  const sub = (n: ExprNode) => compileNode(n, compileSource, depth + 1);
  switch (node.type) {
    case 'Literal': {
      const value = node.value;
      return () => value;
    }
    case 'This':
      return (c, s) => (c.step(), s.thisValue);
    case 'Identifier': {
      const name = node.name;
      if (LIST_NAMES.has(name)) return (c, s) => (c.step(), s.lookup(name, c));
      return (c, s) => (c.step(), s.lookupAnswer(name, c));
    }
    case 'Member': {
      const scopeOfObject = scopeExpression(node.object);
      if (scopeOfObject && !node.computed)
        return lookupIn(scopeOfObject, String((node.property as { value: unknown }).value));
      const object =
        node.object.type === 'Identifier' && !node.computed ? untrackedIdentifier(node.object.name) : sub(node.object);
      const property = sub(node.property);
      const path = staticPath(node);
      if (path === undefined)
        return (c, s) => {
          c.step();
          return getMember(object(c, s), property(c, s));
        };
      // Of a path, only the shortest part without an answer is noted: with no Address,
      // Client.Address.City notes Client.Address (noted by the object), not the city too.
      const objectNotes = node.object.type === 'Member' && staticPath(node.object) !== undefined;
      return (c, s) => {
        c.step();
        const of = object(c, s);
        const value = getMember(of, property(c, s));
        if (isEmpty(value) && !(objectNotes && isEmpty(of))) c.noteUnanswered(path);
        return value;
      };
    }
    case 'Call': {
      const fn = BUILTIN_FUNCTIONS.get(node.callee)!;
      const args = node.args.map(sub);
      return (c, s) => {
        c.step();
        return fn(...args.map((a) => a(c, s)));
      };
    }
    case 'Unary': {
      const arg = sub(node.argument);
      if (node.operator === '!') return (c, s) => !arg(c, s);
      if (node.operator === '-')
        return (c, s) => {
          const v = arg(c, s);
          return isEmpty(v) ? undefined : -toNumber(v);
        };
      return (c, s) => {
        const v = arg(c, s);
        return isEmpty(v) ? undefined : toNumber(v);
      };
    }
    case 'Binary':
      return binary(node.operator, sub(node.left), sub(node.right));
    case 'Logical': {
      const [left, right] = [sub(node.left), sub(node.right)];
      if (node.operator === '&&') return (c, s) => left(c, s) && right(c, s);
      if (node.operator === '||') return (c, s) => left(c, s) || right(c, s);
      return (c, s) => {
        const v = left(c, s);
        return v === undefined || v === null ? right(c, s) : v;
      };
    }
    case 'Conditional': {
      const [test, yes, no] = [sub(node.test), sub(node.consequent), sub(node.alternate)];
      return (c, s) => (test(c, s) ? yes(c, s) : no(c, s));
    }
    case 'Array': {
      const elements = node.elements.map(sub);
      return (c, s) => elements.map((e) => e(c, s));
    }
    case 'Object': {
      const props = node.properties.map((p) => [p.key, sub(p.value)] as const);
      return (c, s) => {
        const out: Record<string, unknown> = {};
        for (const [key, value] of props) out[key] = value(c, s);
        return out;
      };
    }
    case 'Filter': {
      const filter = FILTERS.get(node.name)!;
      const input = sub(node.input);
      const args = node.args.map(sub);
      return (c, s) => {
        c.step();
        const runtime: FilterRuntime = { ctx: c, scope: s, compile: compileSource };
        const result = filter(
          input(c, s),
          args.map((a) => a(c, s)),
          runtime,
        );
        if (typeof result === 'string' && result.length > MAX_TEXT_LENGTH) throw new EvalFailure('Text too long');
        return result;
      };
    }
  }
}

type ScopeOf = (scope: Scope) => Scope | undefined;

/** `_parent` and `_parent._parent` name scopes, so `_parent._index` and `_parent.Name` work like names there. */
function scopeExpression(node: ExprNode): ScopeOf | undefined {
  if (node.type === 'Identifier' && node.name === '_parent') return (s) => s.parentScope();
  if (
    node.type === 'Member' &&
    !node.computed &&
    node.property.type === 'Literal' &&
    node.property.value === '_parent'
  ) {
    const inner = scopeExpression(node.object);
    return inner && ((s) => inner(s)?.parentScope());
  }
  return undefined;
}

function lookupIn(scopeOf: ScopeOf, name: string): Evaluator {
  return (c, s) => {
    c.step();
    const target = scopeOf(s);
    // Outside any list there is no scope around it: nothing an answer could fill.
    if (!target) return undefined;
    return LIST_NAMES.has(name) ? target.lookup(name, c) : target.lookupAnswer(name, c);
  };
}

/** The object of `A.B` is looked up without being noted: `A.B` itself is what is unanswered. */
function untrackedIdentifier(name: string): Evaluator {
  return (c, s) => (c.step(), s.lookup(name, c));
}

/** "Client.Name" for a member chain of plain names; undefined when a part is computed or `this`. */
function staticPath(node: ExprNode): string | undefined {
  if (node.type === 'Identifier') return LIST_NAMES.has(node.name) ? undefined : node.name;
  if (node.type === 'Member' && !node.computed && node.property.type === 'Literal') {
    const base = staticPath(node.object);
    return base === undefined ? undefined : `${base}.${String(node.property.value)}`;
  }
  return undefined;
}

function binary(op: BinaryOperator, left: Evaluator, right: Evaluator): Evaluator {
  switch (op) {
    case '+':
      return (c, s) => add(left(c, s), right(c, s), c, s);
    case '-':
      return arithmetic(left, right, (a, b) => a - b);
    case '*':
      return arithmetic(left, right, (a, b) => a * b);
    case '/':
      return arithmetic(left, right, (a, b) => a / b);
    case '%':
      return arithmetic(left, right, (a, b) => a % b);
    case '==':
      return (c, s) => looseEqual(left(c, s), right(c, s));
    case '!=':
      return (c, s) => !looseEqual(left(c, s), right(c, s));
    case '===':
      return (c, s) => left(c, s) === right(c, s);
    case '!==':
      return (c, s) => left(c, s) !== right(c, s);
    case '<':
      return compare(left, right, (o) => o < 0);
    case '>':
      return compare(left, right, (o) => o > 0);
    case '<=':
      return compare(left, right, (o) => o <= 0);
    case '>=':
      return compare(left, right, (o) => o >= 0);
  }
}

/**
 * Text joins (an unanswered side adds nothing), each side written as a field would show it;
 * numbers add; an unanswered number makes the sum unanswered.
 */
function add(a: unknown, b: unknown, c: EvalContext, s: Scope): unknown {
  if (typeof a === 'string' || typeof b === 'string') {
    const text = valueToText(a, s.locale, c) + valueToText(b, s.locale, c);
    if (text.length > MAX_TEXT_LENGTH) throw new EvalFailure('Text too long');
    return text;
  }
  if (isEmpty(a) || isEmpty(b)) return undefined;
  return toNumber(a) + toNumber(b);
}

function arithmetic(left: Evaluator, right: Evaluator, op: (a: number, b: number) => number): Evaluator {
  return (c, s) => {
    const a = left(c, s);
    const b = right(c, s);
    if (isEmpty(a) || isEmpty(b)) return undefined;
    return op(toNumber(a), toNumber(b));
  };
}

/** `==` without JavaScript's object coercions: objects compare by identity, everything else as primitives. */
function looseEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || a === null || b === undefined || b === null) return (a ?? null) === (b ?? null);
  if (typeof a === 'object' || typeof b === 'object') return false;
  return a == b;
}

function compare(left: Evaluator, right: Evaluator, test: (order: number) => boolean): Evaluator {
  return (c, s) => {
    const a = left(c, s);
    const b = right(c, s);
    if (isEmpty(a) || isEmpty(b) || typeof a === 'object' || typeof b === 'object') return false;
    if (typeof a === 'string' && typeof b === 'string') return test(a < b ? -1 : a > b ? 1 : 0);
    const x = toNumber(a);
    const y = toNumber(b);
    return test(x < y ? -1 : x > y ? 1 : x === y ? 0 : NaN);
  };
}
