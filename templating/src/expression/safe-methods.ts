import { EvalFailure, MAX_TEXT_LENGTH, type EvalContext } from './eval-context';
import { isEmpty, toNumber } from './safe-access';
import { valueToText } from '../filters/value-text';
import type { Scope } from './scope';

type Method = (receiver: string | unknown[], args: unknown[], ctx: EvalContext, scope: Scope) => unknown;

/** A whole number argument (a position or a count); unanswered gives `fallback`. */
function integer(value: unknown, fallback: number | undefined): number | undefined {
  if (isEmpty(value)) return fallback;
  const n = Math.trunc(toNumber(value));
  return Number.isNaN(n) ? fallback : n;
}

/** A text argument as a field would show it. */
function textArg(value: unknown, ctx: EvalContext, scope: Scope): string {
  return value === undefined || value === null ? '' : valueToText(value, scope.locale, ctx, scope.timeZone);
}

function bounded(text: string): string {
  if (text.length > MAX_TEXT_LENGTH) throw new EvalFailure('Text too long');
  return text;
}

/** Lists are walked item by item: each item costs a step, as in filters. */
function walk(list: unknown[], ctx: EvalContext): void {
  for (let i = 0; i < list.length; i++) ctx.step();
}

const TEXT_METHODS: Record<string, Method> = {
  includes: (t, [v], c, s) => (t as string).includes(textArg(v, c, s)),
  startsWith: (t, [v], c, s) => (t as string).startsWith(textArg(v, c, s)),
  endsWith: (t, [v], c, s) => (t as string).endsWith(textArg(v, c, s)),
  indexOf: (t, [v], c, s) => (t as string).indexOf(textArg(v, c, s)),
  lastIndexOf: (t, [v], c, s) => (t as string).lastIndexOf(textArg(v, c, s)),
  slice: (t, [from, to]) => (t as string).slice(integer(from, 0), integer(to, undefined)),
  substring: (t, [from, to]) => (t as string).substring(integer(from, 0)!, integer(to, undefined)),
  charAt: (t, [at]) => (t as string).charAt(integer(at, 0)!),
  trim: (t) => (t as string).trim(),
  trimStart: (t) => (t as string).trimStart(),
  trimEnd: (t) => (t as string).trimEnd(),
  toUpperCase: (t) => (t as string).toUpperCase(),
  toLowerCase: (t) => (t as string).toLowerCase(),
  split: (t, [separator], c, s) => {
    const parts = (t as string).split(textArg(separator, c, s));
    walk(parts, c);
    return parts;
  },
  // Plain text in, plain text out: expressions have no regular expressions, and `$` patterns are not read.
  replace: (t, [find, by], c, s) => {
    const [what, replacement] = [textArg(find, c, s), textArg(by, c, s)];
    const at = (t as string).indexOf(what);
    return at < 0 ? t : bounded((t as string).slice(0, at) + replacement + (t as string).slice(at + what.length));
  },
  replaceAll: (t, [find, by], c, s) => {
    const what = textArg(find, c, s);
    if (what === '') return t;
    return bounded((t as string).split(what).join(textArg(by, c, s)));
  },
  padStart: (t, [length, fill], c, s) =>
    bounded((t as string).padStart(integer(length, 0)!, textArg(fill ?? ' ', c, s))),
  padEnd: (t, [length, fill], c, s) => bounded((t as string).padEnd(integer(length, 0)!, textArg(fill ?? ' ', c, s))),
  repeat: (t, [count]) => {
    const n = integer(count, 0)!;
    if (n < 0 || n * (t as string).length > MAX_TEXT_LENGTH) throw new EvalFailure('Text too long');
    return (t as string).repeat(n);
  },
};

const LIST_METHODS: Record<string, Method> = {
  includes: (l, [v], c) => (walk(l as unknown[], c), (l as unknown[]).includes(v)),
  indexOf: (l, [v], c) => (walk(l as unknown[], c), (l as unknown[]).indexOf(v)),
  lastIndexOf: (l, [v], c) => (walk(l as unknown[], c), (l as unknown[]).lastIndexOf(v)),
  slice: (l, [from, to], c) => {
    const part = (l as unknown[]).slice(integer(from, 0), integer(to, undefined));
    walk(part, c);
    return part;
  },
  join: (l, [separator], c, s) => {
    const sep = separator === undefined ? ', ' : textArg(separator, c, s);
    let text = '';
    (l as unknown[]).forEach((item, i) => {
      c.step();
      text = bounded(text + (i > 0 ? sep : '') + valueToText(item, s.locale, c, s.timeZone));
    });
    return text;
  },
  concat: (l, others, c) => {
    const joined = (l as unknown[]).concat(...others.map((o) => (Array.isArray(o) ? o : [o])));
    walk(joined, c);
    return joined;
  },
  reverse: (l, _args, c) => (walk(l as unknown[], c), [...(l as unknown[])].reverse()),
};

/** Every method name an expression may call; the parser refuses the others. */
export const METHOD_NAMES: ReadonlySet<string> = new Set([...Object.keys(TEXT_METHODS), ...Object.keys(LIST_METHODS)]);

/**
 * Calls an allow-listed method on a text or a list. The method is looked up in these tables, never
 * on the value, so nothing reaches a prototype or a global. Numbers and true/false are read as their
 * text for text methods; unanswered values give unanswered; anything else (a record) fails.
 */
export function callMethod(receiver: unknown, name: string, args: unknown[], ctx: EvalContext, scope: Scope): unknown {
  if (isEmpty(receiver)) return undefined;
  if (Array.isArray(receiver)) {
    const method = Object.hasOwn(LIST_METHODS, name) ? LIST_METHODS[name] : undefined;
    if (method) return method(receiver, args, ctx, scope);
    throw new EvalFailure(`'${name}' is not a method of lists`);
  }
  const text =
    typeof receiver === 'string'
      ? receiver
      : typeof receiver === 'object' && !(receiver instanceof Date)
        ? undefined
        : valueToText(receiver, scope.locale, ctx, scope.timeZone);
  const method = Object.hasOwn(TEXT_METHODS, name) ? TEXT_METHODS[name] : undefined;
  if (text === undefined || !method)
    throw new EvalFailure(`'${name}' is not a method of ${text === undefined ? 'records' : 'texts'}`);
  return method(text, args, ctx, scope);
}
