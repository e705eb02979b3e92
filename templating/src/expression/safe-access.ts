import { FORBIDDEN_NAMES } from './expression-parser';
import { EvalFailure } from './eval-context';

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
  if (isPlainObject(object)) {
    if (!hasOwn.call(object, name)) return undefined;
    const descriptor = Object.getOwnPropertyDescriptor(object, name);
    // A getter would run code that is not ours; data properties only.
    return descriptor && 'value' in descriptor ? descriptor.value : undefined;
  }
  return undefined;
}

function isIndex(name: string): boolean {
  return /^(?:0|[1-9]\d*)$/.test(name);
}
