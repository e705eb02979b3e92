import type { Doc, DocChange, ReadModelStore } from '@app/storage';
import type { DocumentCache } from './document-cache';

/**
 * The documents of one batch: loaded in bulk before the batch, updated by each event's changes so a
 * later event sees what an earlier one wrote, and reduced to the last change per document for the
 * commit. Collections here are physical names.
 */
export class BatchDocuments {
  /** `null` = known not to exist. */
  private readonly docs = new Map<string, Map<string, Doc | null>>();
  private readonly pending = new Map<string, Map<string, DocChange>>();

  constructor(
    private readonly store: ReadModelStore,
    private readonly cache?: DocumentCache,
  ) {}

  /** Loads the documents not already known, from the cache or with one `getMany` per collection. */
  async load(wanted: ReadonlyMap<string, Iterable<string>>): Promise<void> {
    for (const [collection, ids] of wanted) {
      const known = this.known(collection);
      const missing: string[] = [];
      for (const id of ids) {
        if (known.has(id)) continue;
        const cached = this.cache?.get(collection, id);
        if (cached === undefined) missing.push(id);
        else known.set(id, cached);
      }
      if (missing.length === 0) continue;
      for (const id of missing) known.set(id, null);
      for (const doc of await this.store.getMany(collection, missing)) known.set(doc._id, doc);
    }
  }

  /** The document as the batch has it so far: `null` when it does not exist, `undefined` when never loaded. */
  lookup(collection: string, id: string): Doc | null | undefined {
    return this.docs.get(collection)?.get(id);
  }

  record(change: DocChange): void {
    const id = change.op === 'put' ? change.doc._id : change.id;
    this.known(change.collection).set(id, change.op === 'put' ? change.doc : null);
    let changes = this.pending.get(change.collection);
    if (!changes) this.pending.set(change.collection, (changes = new Map()));
    changes.set(id, change);
  }

  changes(): DocChange[] {
    const out: DocChange[] = [];
    for (const changes of this.pending.values()) for (const change of changes.values()) out.push(change);
    return out;
  }

  private known(collection: string): Map<string, Doc | null> {
    let known = this.docs.get(collection);
    if (!known) this.docs.set(collection, (known = new Map()));
    return known;
  }
}
