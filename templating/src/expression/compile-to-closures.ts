import { FILTERS, LIST_FILTERS } from '../filters/filter-registry';
import type { FilterRuntime, ItemEvaluator } from '../filters/filter.types';
import { compareDates, dateTime } from './date-compare';
import { callMethod } from './safe-methods';
import { BUILTIN_FUNCTIONS } from './builtin-functions';
import type { BinaryOperator, ExprNode } from './expression-ast';
import { EvalFailure, MAX_TEXT_LENGTH, type EvalContext } from './eval-context';
import { valueToText } from '../filters/value-text';
import { getMember, isEmpty, toNumber } from './safe-access';
import type { Scope } from './scope';
import { TemplateCompileError } from './template-compile-error';

// Bound once: under tsx and jest an imported function is read through a getter on every call,
// and these run for every operator of every evaluation.
const isEmptyValue = isEmpty;
const toNumberValue = toNumber;
const getMemberValue = getMember;

export type Evaluator = (ctx: EvalContext, scope: Scope) => unknown;
const MAX_TREE_DEPTH = 400;
/** Names that belong to the list machinery and are never "unanswered" record variables. */
const LIST_NAMES = new Set(['_index', '_index0', '_parent', '_result']);

/**
 * Turns a syntax tree into nested closures once, so evaluating is a walk over prepared functions
 * (no eval, no Function constructor) that counts every step against the budget.
 */
export function compileNode(node: ExprNode, depth = 0): Evaluator {
  if (depth > MAX_TREE_DEPTH) throw new TemplateCompileError('Expression too complex', node.start);
  const sub = (n: ExprNode) => compileNode(n, depth + 1);
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
          const of = object(c, s);
          const key = property(c, s);
          const value = getMemberValue(of, key);
          const models = s.models;
          if (models === undefined) return value;
          if (value === undefined) {
            const formulas = models.formulaScope(of, key);
            if (formulas !== undefined) return formulas.formulaValue(key as string, c);
          }
          models.follow(of, key, value);
          return value;
        };
      // Of a path, only the shortest part without an answer is noted: with no Address,
      // Client.Address.City notes Client.Address (noted by the object), not the city too.
      const objectNotes = node.object.type === 'Member' && staticPath(node.object) !== undefined;
      return (c, s) => {
        c.step();
        const of = object(c, s);
        const key = property(c, s);
        const value = getMemberValue(of, key);
        const models = s.models;
        if (models !== undefined) {
          // A formula of the object's model is no answer: what it met unanswered is noted as it is evaluated.
          if (value === undefined) {
            const formulas = models.formulaScope(of, key);
            if (formulas !== undefined) return formulas.formulaValue(key as string, c);
          }
          models.follow(of, key, value);
        }
        if (isEmptyValue(value) && !(objectNotes && isEmptyValue(of))) c.noteUnanswered(path);
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
    case 'Method': {
      const object = sub(node.object);
      const args = node.args.map(sub);
      const name = node.method;
      return (c, s) => {
        c.step();
        return callMethod(
          object(c, s),
          name,
          args.map((a) => a(c, s)),
          c,
          s,
        );
      };
    }
    case 'Unary': {
      const arg = sub(node.argument);
      if (node.operator === '!') return (c, s) => !arg(c, s);
      if (node.operator === '-')
        return (c, s) => {
          const v = arg(c, s);
          return isEmptyValue(v) ? undefined : -toNumberValue(v);
        };
      return (c, s) => {
        const v = arg(c, s);
        return isEmptyValue(v) ? undefined : toNumberValue(v);
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
      // Arguments written as literals (`else:"none"`, `format:"0,0"`) are worked out once.
      const constant = node.args.every((a) => a.type === 'Literal')
        ? node.args.map((a) => (a as { value: unknown }).value)
        : undefined;
      return (c, s) => {
        c.step();
        const runtime: FilterRuntime = { ctx: c, scope: s };
        const result = filter(input(c, s), constant ?? args.map((a) => a(c, s)), runtime);
        if (typeof result === 'string' && result.length > MAX_TEXT_LENGTH) throw new EvalFailure('Text too long');
        return result;
      };
    }
    case 'ListFilter': {
      const filter = LIST_FILTERS.get(node.name)!.run;
      const input = sub(node.input);
      // Compiled here, with the template: what runs per item is the template's text, never data.
      const items: ItemEvaluator[] = node.items.map((item) => {
        const evaluate = sub(item.node);
        // A step per item, so that a long list cannot escape the budget.
        return { evaluate: (c, s) => (c.step(), evaluate(c, s)), descending: item.descending };
      });
      const args = node.args.map(sub);
      return (c, s) => {
        c.step();
        return filter(
          input(c, s),
          items,
          args.map((a) => a(c, s)),
          { ctx: c, scope: s },
        );
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

/**
 * "Client.Name" for a member chain of plain names (`this.Age` is the item's Age: "Age"); undefined
 * when a part is computed or a list name.
 */
export function staticPath(node: ExprNode): string | undefined {
  if (node.type === 'Identifier') return LIST_NAMES.has(node.name) ? undefined : node.name;
  if (node.type === 'Member' && !node.computed && node.property.type === 'Literal') {
    if (node.object.type === 'This') return String(node.property.value);
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
      return (c, s) => looseEqual(left(c, s), right(c, s), s.timeZone);
    case '!=':
      return (c, s) => !looseEqual(left(c, s), right(c, s), s.timeZone);
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
    const text = valueToText(a, s.locale, c, s.timeZone) + valueToText(b, s.locale, c, s.timeZone);
    if (text.length > MAX_TEXT_LENGTH) throw new EvalFailure('Text too long');
    return text;
  }
  if (isEmptyValue(a) || isEmptyValue(b)) return undefined;
  return toNumberValue(a) + toNumberValue(b);
}

function arithmetic(left: Evaluator, right: Evaluator, op: (a: number, b: number) => number): Evaluator {
  return (c, s) => {
    const a = left(c, s);
    const b = right(c, s);
    if (isEmptyValue(a) || isEmptyValue(b)) return undefined;
    return op(toNumberValue(a), toNumberValue(b));
  };
}

/** `==` without JavaScript's object coercions: objects compare by identity, everything else as primitives. */
function looseEqual(a: unknown, b: unknown, timeZone: string): boolean {
  if (a === b) return true;
  if (a === undefined || a === null || b === undefined || b === null) return (a ?? null) === (b ?? null);
  // Dates are equal when they are the same moment, however written: a Date, "2024-03-05".
  if (a instanceof Date || b instanceof Date) {
    const [x, y] = [dateTime(a, timeZone), dateTime(b, timeZone)];
    return x !== undefined && x === y;
  }
  if (typeof a === 'object' || typeof b === 'object') return false;
  return a == b;
}

function compare(left: Evaluator, right: Evaluator, test: (order: number) => boolean): Evaluator {
  return (c, s) => {
    const a = left(c, s);
    const b = right(c, s);
    if (isEmptyValue(a) || isEmptyValue(b)) return false;
    if (a instanceof Date || b instanceof Date) {
      const order = compareDates(a, b, s.timeZone);
      return order !== undefined && test(order);
    }
    if (typeof a === 'object' || typeof b === 'object') return false;
    if (typeof a === 'string' && typeof b === 'string') {
      const order = compareDates(a, b, s.timeZone);
      return test(order ?? (a < b ? -1 : a > b ? 1 : 0));
    }
    const x = toNumberValue(a);
    const y = toNumberValue(b);
    return test(x < y ? -1 : x > y ? 1 : x === y ? 0 : NaN);
  };
}
