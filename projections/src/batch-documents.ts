import type { Doc, DocChange, ReadModelStore } from '@app/storage';
import type { DocKey, DocView } from './projector';

/**
 * The documents of one batch: loaded in bulk before the batch, updated by each event's changes so a
 * later event sees what an earlier one wrote, and reduced to the last change per document for the
 * commit. Collections here are physical names.
 */
export class BatchDocuments {
  /** `null` = known not to exist. */
  private readonly docs = new Map<string, Map<string, Doc | null>>();
  private readonly pending = new Map<string, Map<string, DocChange>>();

  constructor(private readonly store: ReadModelStore) {}

  /** Loads the documents not already known, one `getMany` per collection. */
  async load(keys: readonly DocKey[]): Promise<void> {
    const missing = new Map<string, Set<string>>();
    for (const { collection, id } of keys) {
      if (this.docs.get(collection)?.has(id)) continue;
      let ids = missing.get(collection);
      if (!ids) missing.set(collection, (ids = new Set()));
      ids.add(id);
    }
    for (const [collection, ids] of missing) {
      const wanted = [...ids];
      const found = await this.store.getMany(collection, wanted);
      const known = this.known(collection);
      for (const id of wanted) if (!known.has(id)) known.set(id, null);
      for (const doc of found) known.set(doc._id, doc);
    }
  }

  /** A view for one `apply` call that notes the documents it asked for but were never loaded. */
  view(): DocView & { misses: DocKey[] } {
    const misses: DocKey[] = [];
    return {
      misses,
      get: (collection, id) => {
        const known = this.docs.get(collection);
        if (known?.has(id)) return known.get(id) ?? undefined;
        misses.push({ collection, id });
        return undefined;
      },
    };
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
    for (const changes of this.pending.values()) out.push(...changes.values());
    return out;
  }

  private known(collection: string): Map<string, Doc | null> {
    let known = this.docs.get(collection);
    if (!known) this.docs.set(collection, (known = new Map()));
    return known;
  }
}
