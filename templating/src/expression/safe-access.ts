import { FORBIDDEN_NAMES } from './expression-parser';
import { EvalFailure, MAX_VALUE_DEPTH } from './eval-context';

const hasOwn = Object.prototype.hasOwnProperty;

/** Plain data: what JSON gives. Only such objects' own properties are ever read. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Undefined, null, '' and NaN count as "no answer". */
export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));
}

/**
 * Member access as the language allows it: own data properties of plain objects, indexes and
 * `length` of arrays and strings. Nothing else can be reached, so no prototype, constructor or global.
 */
export function getMember(object: unknown, key: unknown): unknown {
  if (typeof key !== 'string' && typeof key !== 'number') return undefined;
  const name = String(key);
  if (FORBIDDEN_NAMES.has(name)) throw new EvalFailure(`Access to '${name}' is not allowed`);
  if (object === null || object === undefined) return undefined;
  if (Array.isArray(object) || typeof object === 'string') {
    if (name === 'length') return object.length;
    return isIndex(name) && hasOwn.call(object, name) ? (object as ArrayLike<unknown>)[Number(name)] : undefined;
  }
  // A getter would run code that is not ours; data properties only.
  if (isPlainObject(object)) return ownValue(object, name);
  return undefined;
}

function isIndex(name: string): boolean {
  return /^(?:0|[1-9]\d*)$/.test(name);
}

/** What counts the steps of a walk over a value: an evaluation's context. */
export interface StepCounter {
  step(): void;
}

/** Called before looking inside a list or record: a step, and a refusal past MAX_VALUE_DEPTH (walks are recursive). */
export function stepInto(ctx: StepCounter, depth: number): void {
  ctx.step();
  if (depth >= MAX_VALUE_DEPTH) throw new EvalFailure(`Value nested too deeply (over ${MAX_VALUE_DEPTH} levels)`);
}

/**
 * Number(value) for texts, numbers, true/false and dates. Lists and records give NaN: JavaScript
 * would turn them into text first, a walk over everything inside that no budget counts.
 */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (value !== null && typeof value === 'object') return value instanceof Date ? value.getTime() : NaN;
  return Number(value);
}

/** Own data properties only, so that a getter in the data never runs. */
export function ownValue(object: object, key: string): unknown {
  const descriptor = Object.getOwnPropertyDescriptor(object, key);
  return descriptor && 'value' in descriptor ? descriptor.value : undefined;
}
