import type { Checkpoint, CollectionSpec, Doc, DocChange, Filter, FindQuery, ReadModelStore } from '@app/storage';

/**
 * A small ReadModelStore for fast unit tests of the runner: equality filters and sorting only.
 * Documents are copied in and out, as a real store serialises them.
 */
export class InMemoryReadModelStore implements ReadModelStore {
  readonly collections = new Map<string, Map<string, Doc>>();
  readonly checkpoints = new Map<string, number>();
  readonly meta = new Map<string, string>();
  commits = 0;

  async ensureCollection(spec: CollectionSpec): Promise<void> {
    if (!this.collections.has(spec.name)) this.collections.set(spec.name, new Map());
  }

  async dropCollection(name: string): Promise<void> {
    this.collections.delete(name);
  }

  async get(collection: string, id: string): Promise<Doc | null> {
    const doc = this.docs(collection).get(id);
    return doc ? structuredClone(doc) : null;
  }

  async getMany(collection: string, ids: readonly string[]): Promise<Doc[]> {
    const docs = this.docs(collection);
    return [...new Set(ids)].flatMap((id) => (docs.has(id) ? [structuredClone(docs.get(id)!)] : []));
  }

  async find(collection: string, query: FindQuery = {}): Promise<Doc[]> {
    let docs = [...this.docs(collection).values()].filter((doc) => matches(doc, query.where));
    for (const { field, direction } of [...(query.sort ?? [])].reverse()) {
      docs = docs.sort((a, b) => compare(a[field], b[field]) * (direction === 'asc' ? 1 : -1));
    }
    return structuredClone(
      docs.slice(query.skip ?? 0, query.limit === undefined ? undefined : (query.skip ?? 0) + query.limit),
    );
  }

  async count(collection: string, where?: Filter): Promise<number> {
    return (await this.find(collection, { where })).length;
  }

  async commit(changes: readonly DocChange[], checkpoint?: Checkpoint): Promise<void> {
    for (const change of changes) this.docs(change.collection); // all or nothing: check first
    for (const change of changes) {
      if (change.op === 'put') this.docs(change.collection).set(change.doc._id, structuredClone(change.doc));
      else this.docs(change.collection).delete(change.id);
    }
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
    this.meta.set(key, value);
  }

  async close(): Promise<void> {}

  /** Every document of a collection, sorted by id: for comparing two stores. */
  dump(collection: string): Doc[] {
    return [...this.docs(collection).values()].sort((a, b) => compare(a._id, b._id));
  }

  private docs(collection: string): Map<string, Doc> {
    const docs = this.collections.get(collection);
    if (!docs) throw new Error(`Read-model collection '${collection}' does not exist: call ensureCollection first`);
    return docs;
  }
}

function matches(doc: Doc, where: Filter | undefined): boolean {
  return Object.entries(where ?? {}).every(([field, condition]) => {
    if (condition !== null && typeof condition === 'object')
      throw new Error('InMemoryReadModelStore supports equality filters only');
    return doc[field] === condition;
  });
}

function compare(a: unknown, b: unknown): number {
  return a === b ? 0 : (a as string | number) < (b as string | number) ? -1 : 1;
}
