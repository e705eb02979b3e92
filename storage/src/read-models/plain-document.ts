import type { CollectionSpec, Doc, IndexType } from './read-model-store.port';

/**
 * The value as `JSON.parse(JSON.stringify(value))` gives it back, without the text in between:
 * `toJSON` is called (a Date becomes its ISO string), `undefined`, functions and symbols are dropped
 * from objects and become null in arrays, NaN and ±Infinity become null, -0 becomes 0, and class
 * instances become plain objects of their own enumerable fields. Every adapter stores documents
 * through this, so SQLite, MongoDB (which would keep dates as dates, `undefined` as null and NaN as
 * NaN) and the in-memory store hold, and answer, the same document.
 */
export function toPlainJson(value: unknown): unknown {
  return plain(value, '', new Set());
}

function plain(value: unknown, key: string, seen: Set<object>): unknown {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    value = (value as { toJSON(key: string): unknown }).toJSON(key);
  }
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value + 0 : null;
    case 'bigint':
      // JSON.stringify throws here too: there is no JSON for it, and a silent conversion would lose digits.
      throw new TypeError(`A BigInt (${String(value)}) cannot be stored in a read-model document`);
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
  }
  if (value === null) return null;
  // Boxed primitives serialise as their primitive, as JSON.stringify does.
  if (value instanceof Number || value instanceof String || value instanceof Boolean) {
    return plain(value.valueOf(), key, seen);
  }
  const object = value as object;
  if (seen.has(object)) throw new TypeError('A read-model document cannot contain a circular reference');
  seen.add(object);
  try {
    if (Array.isArray(object)) return object.map((item, index) => plain(item, String(index), seen) ?? null);
    const out: Record<string, unknown> = {};
    for (const [field, item] of Object.entries(object)) {
      const converted = plain(item, field, seen);
      if (converted !== undefined) out[field] = converted;
    }
    return out;
  } finally {
    seen.delete(object);
  }
}

/** ISO 8601 dates and date-times, the only text on which ranges of a `date` field order correctly. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

const EXPECTED: Record<IndexType, { describe: string; accepts(value: unknown): boolean }> = {
  text: { describe: 'a string', accepts: (value) => typeof value === 'string' },
  number: { describe: 'a finite number', accepts: (value) => typeof value === 'number' },
  boolean: { describe: 'true or false', accepts: (value) => typeof value === 'boolean' },
  date: {
    describe: 'an ISO 8601 date string (or a Date)',
    accepts: (value) => typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)),
  },
};

/** One step of JSON.stringify on a value: its toJSON, and a boxed primitive unwrapped. */
function asJson(value: unknown, key: string): unknown {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    value = (value as { toJSON(key: string): unknown }).toJSON(key);
  }
  if (value instanceof Number || value instanceof String || value instanceof Boolean) return value.valueOf();
  return value;
}

/**
 * The value JSON would hold at a dotted path; undefined when a step is missing or not an object. An
 * array on the way is refused: MongoDB would match the path in each of its elements, SQLite sees nothing.
 */
function jsonValueAt(spec: CollectionSpec, doc: Doc, field: string): unknown {
  let value: unknown = doc;
  for (const key of field.split('.')) {
    if (Array.isArray(value)) {
      throw new Error(
        `Document '${String(doc._id)}' in collection '${spec.name}': declared field '${field}' passes through an array`,
      );
    }
    if (value === null || typeof value !== 'object') return undefined;
    value = asJson((value as Record<string, unknown>)[key], key);
  }
  // NaN and the infinities are stored as null.
  return typeof value === 'number' && !Number.isFinite(value) ? null : value;
}

/**
 * Checks that each declared index field of the document, as JSON will hold it, has its declared type,
 * null, or nothing. SQLite orders text above numbers and reads `true` as 1, MongoDB compares like types
 * only and matches array elements; with one type per field both answer every filter alike. Reads only
 * the declared paths, so a store that serialises the document itself pays for nothing else.
 */
export function assertDeclaredTypes(spec: CollectionSpec, doc: Doc): void {
  for (const { field, type } of spec.indexes) {
    const value = jsonValueAt(spec, doc, field);
    if (value === undefined || value === null || typeof value === 'function' || typeof value === 'symbol') continue;
    if (EXPECTED[type].accepts(value)) continue;
    throw new Error(
      `Document '${String(doc._id)}' in collection '${spec.name}': field '${field}' is declared ${type} and must hold ${EXPECTED[type].describe} or null, got ${describeValue(value)}`,
    );
  }
}

/** The document as every adapter stores it: plain JSON (see toPlainJson), declared fields of their declared type. */
export function plainDocument(spec: CollectionSpec, doc: Doc): Doc {
  assertDeclaredTypes(spec, doc);
  return toPlainJson(doc) as Doc;
}

function describeValue(value: unknown): string {
  const kind = Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
  return `${kind} ${JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? String(v) : v)).slice(0, 60)}`;
}
