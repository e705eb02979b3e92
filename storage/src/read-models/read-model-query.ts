import type { CollectionSpec, Filter, FindQuery, IndexType, Scalar } from './read-model-store.port';

/**
 * Names reach SQL identifiers, JSON paths and MongoDB collection names, where they cannot be bound
 * as parameters; so they are checked against a strict pattern instead of being escaped.
 */
const COLLECTION_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,99}$/;
const FIELD_SEGMENT = '[A-Za-z_][A-Za-z0-9_]{0,63}';
const FIELD_NAME = new RegExp(`^${FIELD_SEGMENT}(\\.${FIELD_SEGMENT}){0,7}$`);

export function assertCollectionName(name: string): void {
  if (typeof name !== 'string' || !COLLECTION_NAME.test(name)) {
    throw new Error(
      `Invalid read-model collection name ${JSON.stringify(name)}: use a letter, then letters, digits, _ or - (at most 100)`,
    );
  }
}

export function assertFieldName(collection: string, field: string): void {
  if (typeof field !== 'string' || !FIELD_NAME.test(field)) {
    throw new Error(
      `Invalid field name ${JSON.stringify(field)} in collection '${collection}': use identifiers joined by dots (a.b.c)`,
    );
  }
}

/** Checks a spec once, where it is declared, so queries can trust its names. */
export function assertCollectionSpec(spec: CollectionSpec): void {
  assertCollectionName(spec.name);
  const seen = new Set<string>();
  for (const index of spec.indexes) {
    assertFieldName(spec.name, index.field);
    if (index.field === '_id') throw new Error(`Collection '${spec.name}': _id is always indexed; do not declare it`);
    if (!['text', 'number', 'boolean', 'date'].includes(index.type)) {
      throw new Error(
        `Collection '${spec.name}': field '${index.field}' has unknown index type ${JSON.stringify(index.type)}`,
      );
    }
    if (seen.has(index.field)) throw new Error(`Collection '${spec.name}': field '${index.field}' is declared twice`);
    if (index.unique && index.indexed === false) {
      throw new Error(`Collection '${spec.name}': unique field '${index.field}' cannot be declared without an index`);
    }
    seen.add(index.field);
  }
  for (const fields of spec.compoundIndexes ?? []) {
    if (!Array.isArray(fields) || fields.length < 2 || fields.length > 8) {
      throw new Error(`Collection '${spec.name}': a compound index names 2 to 8 fields, got ${JSON.stringify(fields)}`);
    }
    for (const field of fields) {
      if (!seen.has(field)) {
        throw new Error(`Collection '${spec.name}': compound index field '${field}' is not declared in its indexes`);
      }
    }
  }
}

export type ComparisonOp = 'eq' | 'ne' | 'in' | 'gt' | 'gte' | 'lt' | 'lte' | 'contains' | 'notContains';

/** A filter checked against the collection's declared fields; adapters only translate it. */
export type FilterNode =
  | { kind: 'and'; items: FilterNode[] }
  | { kind: 'or'; items: FilterNode[] }
  | { kind: 'compare'; field: string; type: IndexType; op: ComparisonOp; value: Scalar | Scalar[] };

export interface CheckedSort {
  field: string;
  type: IndexType;
  direction: 'asc' | 'desc';
}

const OPERATORS = new Set<string>(['eq', 'ne', 'in', 'gt', 'gte', 'lt', 'lte', 'contains', 'notContains']);
const RANGE_OPERATORS = new Set<string>(['gt', 'gte', 'lt', 'lte']);

/** `_id` is always usable; every other field must be declared in the spec. */
export function declaredFieldType(spec: CollectionSpec, field: string, purpose: 'filter' | 'sort'): IndexType {
  if (field === '_id') return 'text';
  const index = spec.indexes.find((i) => i.field === field);
  if (!index) {
    const declared = spec.indexes.map((i) => i.field).join(', ') || 'none';
    throw new Error(
      `Cannot ${purpose} on field '${field}' of collection '${spec.name}': it is not declared in the collection's indexes (declared: ${declared})`,
    );
  }
  return index.type;
}

function isScalar(value: unknown): value is Scalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** The JavaScript type a filter value must have for a field of each declared type (documents are held to it on put). */
const VALUE_TYPE: Record<IndexType, 'string' | 'number' | 'boolean'> = {
  text: 'string',
  number: 'number',
  boolean: 'boolean',
  date: 'string',
};

function checkValue(spec: CollectionSpec, field: string, type: IndexType, op: string, value: unknown): Scalar {
  if (!isScalar(value) || (typeof value === 'number' && !Number.isFinite(value))) {
    throw new Error(
      `Filter on '${field}' in collection '${spec.name}': ${op} needs a string, finite number, boolean or null`,
    );
  }
  // SQLite would match `true` with 1 and rank text above numbers, MongoDB only compares like types: a value of
  // another type than the field's would answer differently per engine, so it is refused on every one.
  if (value !== null && typeof value !== VALUE_TYPE[type]) {
    throw new Error(
      `Filter on '${field}' in collection '${spec.name}': the field is declared ${type}, so ${op} needs a ${VALUE_TYPE[type]} or null, got ${JSON.stringify(value)}`,
    );
  }
  if (RANGE_OPERATORS.has(op) && value === null) {
    throw new Error(`Filter on '${field}' in collection '${spec.name}': ${op} cannot compare with null`);
  }
  return value;
}

function compileCondition(spec: CollectionSpec, field: string, condition: unknown): FilterNode[] {
  const type = declaredFieldType(spec, field, 'filter');
  if (isScalar(condition))
    return [{ kind: 'compare', field, type, op: 'eq', value: checkValue(spec, field, type, 'eq', condition) }];
  if (typeof condition !== 'object' || Array.isArray(condition)) {
    throw new Error(`Filter on '${field}' in collection '${spec.name}': expected a value or an object of operators`);
  }
  const nodes: FilterNode[] = [];
  for (const [op, value] of Object.entries(condition as Record<string, unknown>)) {
    if (value === undefined) continue;
    if (!OPERATORS.has(op)) {
      throw new Error(
        `Filter on '${field}' in collection '${spec.name}': unknown operator '${op}' (use ${[...OPERATORS].join(', ')})`,
      );
    }
    if (op === 'in') {
      if (!Array.isArray(value))
        throw new Error(`Filter on '${field}' in collection '${spec.name}': in needs an array`);
      nodes.push({
        kind: 'compare',
        field,
        type,
        op: 'in',
        value: value.map((v) => checkValue(spec, field, type, 'in', v)),
      });
    } else if (op === 'contains' || op === 'notContains') {
      if (type !== 'text') {
        throw new Error(
          `Filter on '${field}' in collection '${spec.name}': ${op} works on text fields only, this one is ${type}`,
        );
      }
      if (typeof value !== 'string')
        throw new Error(`Filter on '${field}' in collection '${spec.name}': ${op} needs a string`);
      nodes.push({ kind: 'compare', field, type, op, value });
    } else {
      nodes.push({
        kind: 'compare',
        field,
        type,
        op: op as ComparisonOp,
        value: checkValue(spec, field, type, op, value),
      });
    }
  }
  return nodes;
}

export function compileFilter(spec: CollectionSpec, filter: Filter | undefined): FilterNode {
  const items: FilterNode[] = [];
  for (const [key, condition] of Object.entries(filter ?? {})) {
    if (condition === undefined) continue;
    if (key === 'or') {
      if (!Array.isArray(condition))
        throw new Error(`Filter 'or' in collection '${spec.name}' must be an array of filters`);
      items.push({ kind: 'or', items: (condition as Filter[]).map((f) => compileFilter(spec, f)) });
    } else {
      items.push(...compileCondition(spec, key, condition));
    }
  }
  return { kind: 'and', items };
}

export function compileSort(spec: CollectionSpec, sort: FindQuery['sort']): CheckedSort[] {
  return (sort ?? []).map(({ field, direction }) => {
    if (direction !== 'asc' && direction !== 'desc') {
      throw new Error(`Sort on '${field}' in collection '${spec.name}': direction must be 'asc' or 'desc'`);
    }
    return { field, direction, type: declaredFieldType(spec, field, 'sort') };
  });
}

export function checkPaging(query: FindQuery | undefined): { skip: number; limit: number | null } {
  const skip = query?.skip ?? 0;
  const limit = query?.limit ?? null;
  if (!Number.isInteger(skip) || skip < 0) throw new Error(`skip must be a non-negative integer, got ${String(skip)}`);
  if (limit !== null && (!Number.isInteger(limit) || limit < 0)) {
    throw new Error(`limit must be a non-negative integer, got ${String(limit)}`);
  }
  return { skip, limit };
}

/** Documents in the order their ids were asked for; unknown ids are left out. */
export function orderByIds<T extends { _id: string }>(ids: readonly string[], docs: T[]): T[] {
  const byId = new Map(docs.map((d) => [d._id, d]));
  const out: T[] = [];
  for (const id of new Set(ids)) {
    const doc = byId.get(id);
    if (doc) out.push(doc);
  }
  return out;
}

export function assertDocId(collection: string, id: unknown): asserts id is string {
  if (typeof id !== 'string' || id.length === 0) {
    throw new Error(`Document in collection '${collection}' needs a non-empty string _id, got ${JSON.stringify(id)}`);
  }
}
