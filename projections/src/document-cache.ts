import type { Doc, DocChange } from '@app/storage';

/**
 * The documents a worker committed most recently, so the next batches need not read them back: during
 * a rebuild the same documents change batch after batch. Only the worker writes its build's
 * collections (one runner per projector), so what it committed is what the store holds. Entries are
 * added only after a commit succeeded; the oldest go first once `limit` is reached.
 */
export class DocumentCache {
  private readonly docs = new Map<string, Doc | null>();

  constructor(private readonly limit = 20_000) {}

  /** The committed document (`null`: known not to exist), or `undefined` when not cached. */
  get(collection: string, id: string): Doc | null | undefined {
    return this.docs.get(key(collection, id));
  }

  remember(changes: readonly DocChange[]): void {
    for (const change of changes) {
      const id = key(change.collection, change.op === 'put' ? change.doc._id : change.id);
      this.docs.delete(id); // re-inserted last: the most recently written stay longest
      this.docs.set(id, change.op === 'put' ? change.doc : null);
    }
    for (const oldest of this.docs.keys()) {
      if (this.docs.size <= this.limit) break;
      this.docs.delete(oldest);
    }
  }
}

// Collection names cannot contain a NUL character (assertCollectionName), so the key is unambiguous.
const key = (collection: string, id: string) => `${collection}\u0000${id}`;
