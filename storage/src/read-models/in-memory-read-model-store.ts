import {
  assertCollectionName,
  assertCollectionSpec,
  assertDocId,
  checkPaging,
  compileFilter,
  compileSort,
  orderByIds,
  type CheckedSort,
  type FilterNode,
} from './read-model-query';
import type {
  Checkpoint,
  CollectionSpec,
  Doc,
  DocChange,
  Filter,
  FindQuery,
  ReadModelStore,
  Scalar,
} from './read-model-store.port';
import { plainDocument } from './plain-document';
import { foldCase } from './sqlite-read-model-sql';

interface MemoryCollection {
  spec: CollectionSpec;
  docs: Map<string, Doc>;
}

/**
 * Read models in maps, for fast unit tests: the same contract as the SQLite and MongoDB stores
 * (declared fields only, every operator, unique indexes, all-or-nothing commits). Documents are
 * copied in and out, as a real store serialises them. Its state lives as long as the object, so
 * `close()` keeps it; the maps are public for tests to look inside.
 */
export class InMemoryReadModelStore implements ReadModelStore {
  readonly collections = new Map<string, MemoryCollection>();
  readonly checkpoints = new Map<string, number>();
  readonly meta = new Map<string, string>();
  /** How many commits succeeded, for tests of batching. */
  commits = 0;

  async ensureCollection(spec: CollectionSpec): Promise<void> {
    assertCollectionSpec(spec);
    const docs = this.collections.get(spec.name)?.docs ?? new Map<string, Doc>();
    assertUnique(spec, docs);
    this.collections.set(spec.name, { spec: structuredClone(spec), docs });
  }

  async dropCollection(name: string): Promise<void> {
    assertCollectionName(name);
    this.collections.delete(name);
  }

  async get(collection: string, id: string): Promise<Doc | null> {
    const doc = this.collection(collection).docs.get(id);
    return doc ? structuredClone(doc) : null;
  }

  async getMany(collection: string, ids: readonly string[]): Promise<Doc[]> {
    const { docs } = this.collection(collection);
    return structuredClone(
      orderByIds(
        ids,
        ids.flatMap((id) => docs.get(id) ?? []),
      ),
    );
  }

  async find(collection: string, query: FindQuery = {}): Promise<Doc[]> {
    const { spec, docs } = this.collection(collection);
    const where = compileFilter(spec, query.where);
    const sort = compileSort(spec, query.sort);
    const { skip, limit } = checkPaging(query);
    const found = [...docs.values()].filter((doc) => matches(doc, where)).sort(comparator(sort));
    return structuredClone(found.slice(skip, limit === null ? undefined : skip + limit));
  }

  async count(collection: string, where?: Filter): Promise<number> {
    const { spec, docs } = this.collection(collection);
    const filter = compileFilter(spec, where);
    let n = 0;
    for (const doc of docs.values()) if (matches(doc, filter)) n++;
    return n;
  }

  /** Applies the changes to copies of the collections they touch, and swaps them in only if all succeed. */
  async commit(changes: readonly DocChange[], checkpoint?: Checkpoint): Promise<void> {
    const staged = new Map<string, Map<string, Doc>>();
    for (const change of changes) {
      const { spec, docs } = this.collection(change.collection);
      let copy = staged.get(change.collection);
      if (!copy) staged.set(change.collection, (copy = new Map(docs)));
      if (change.op === 'put') {
        assertDocId(change.collection, change.doc?._id);
        // A fresh copy, as a real store serialises it: plain JSON, declared fields of their declared type.
        const doc = plainDocument(spec, change.doc);
        copy.set(doc._id, doc);
        assertUnique(spec, copy, doc);
      } else if (change.op === 'delete') {
        assertDocId(change.collection, change.id);
        copy.delete(change.id);
      } else {
        throw new Error(`Unknown change op ${JSON.stringify((change as { op: unknown }).op)}`);
      }
    }
    for (const [name, docs] of staged) this.collections.get(name)!.docs = docs;
    if (checkpoint) this.checkpoints.set(checkpoint.projector, checkpoint.position);
    this.commits++;
  }

  async getCheckpoint(projector: string): Promise<number | null> {
    return this.checkpoints.get(projector) ?? null;
  }

  async getMeta(key: string): Promise<string | null> {
    return this.meta.get(key) ?? null;
  }

  async setMeta(key: string, value: string): Promise<void> {
    if (typeof value !== 'string') throw new Error(`Meta value for '${key}' must be a string`);
    this.meta.set(key, value);
  }

  async close(): Promise<void> {}

  /** Maps never fail for a passing reason: every error here is a refusal of the change itself. */
  isTransient(_error: unknown): boolean {
    return false;
  }

  /** Every document of a collection, sorted by id: for comparing two stores. */
  dump(collection: string): Doc[] {
    return structuredClone([...this.collection(collection).docs.values()].sort((a, b) => compareIds(a._id, b._id)));
  }

  private collection(name: string): MemoryCollection {
    const found = this.collections.get(name);
    if (!found) {
      assertCollectionName(name);
      throw new Error(`Read-model collection '${name}' does not exist: call ensureCollection first`);
    }
    return found;
  }
}

/** The value at a dotted path; a missing field reads as null, as json_extract and MongoDB see it. */
function valueAt(doc: Doc, field: string): unknown {
  let value: unknown = doc;
  for (const key of field.split('.')) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[key];
  }
  return value === undefined ? null : value;
}

/**
 * Unique values are enforced only where the field holds one, as in the SQLite and MongoDB stores.
 * With `put`, only that document is checked against the others (one commit puts many).
 */
function assertUnique(spec: CollectionSpec, docs: Map<string, Doc>, put?: Doc): void {
  for (const { field, unique } of spec.indexes) {
    if (!unique) continue;
    const owners = new Map<unknown, string>();
    for (const doc of put ? [put, ...docs.values()] : docs.values()) {
      const value = valueAt(doc, field);
      if (value === null || typeof value === 'object') continue;
      const owner = owners.get(value);
      if (owner !== undefined && owner !== doc._id) {
        throw new Error(
          `Unique index violated in collection '${spec.name}' by document '${put?._id ?? doc._id}': ${field} ${JSON.stringify(value)} is taken by '${put ? doc._id : owner}'`,
        );
      }
      if (!put || doc === put) owners.set(value, doc._id);
    }
  }
}

function matches(doc: Doc, node: FilterNode): boolean {
  if (node.kind === 'and') return node.items.every((item) => matches(doc, item));
  if (node.kind === 'or') return node.items.some((item) => matches(doc, item));
  const value = valueAt(doc, node.field);
  switch (node.op) {
    case 'eq':
      return value === node.value;
    case 'ne':
      return value !== node.value;
    case 'in':
      return (node.value as Scalar[]).includes(value as Scalar);
    case 'contains':
      return typeof value === 'string' && foldCase(value)!.includes(foldCase(node.value)!);
    case 'notContains':
      return !(typeof value === 'string' && foldCase(value)!.includes(foldCase(node.value)!));
    default: {
      // Like MongoDB, a range only compares values of the same type; null and missing never match.
      if (value === null || typeof value !== typeof node.value) return false;
      const order = compareValues(value, node.value);
      return { gt: order > 0, gte: order >= 0, lt: order < 0, lte: order <= 0 }[node.op];
    }
  }
}

/** Null (and missing) sorts first, as in SQLite and MongoDB; ties are broken by `_id`. */
function comparator(sort: CheckedSort[]): (a: Doc, b: Doc) => number {
  return (a, b) => {
    for (const { field, direction } of sort) {
      const order = compareValues(valueAt(a, field), valueAt(b, field));
      if (order !== 0) return direction === 'asc' ? order : -order;
    }
    return compareIds(a._id, b._id);
  };
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  if (typeof a !== typeof b) return typeof a < typeof b ? -1 : 1;
  return (a as string | number) < (b as string | number) ? -1 : 1;
}

function compareIds(a: string, b: string): number {
  return a === b ? 0 : a < b ? -1 : 1;
}
