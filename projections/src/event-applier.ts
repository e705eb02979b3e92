import type { RecordedEvent } from '@app/event-schemas';
import type { Doc, DocChange, ReadModelStore } from '@app/storage';
import { BatchDocuments } from './batch-documents';
import type { DocumentCache } from './document-cache';
import type { DocView, Projector } from './projector';

/** How often `apply` may be re-run for documents it read without announcing them in `keys`. */
const MAX_APPLY_ROUNDS = 8;

export interface AppliedBatch {
  /** The last change per document, on physical collections. */
  changes: DocChange[];
  /** Events whose `apply` threw or returned changes the runner cannot write. */
  failures: { event: RecordedEvent; error: unknown }[];
}

/**
 * What `apply` sees: logical names resolved to the build's physical collections, and the documents
 * asked for but not loaded noted, so the runner loads them and runs `apply` again. One view serves a
 * whole batch: a rebuild calls `apply` a million times, and a closure per call shows in its profile.
 */
class BatchView implements DocView {
  misses = new Map<string, Set<string>>();

  constructor(
    private readonly docs: BatchDocuments,
    private readonly names: ReadonlyMap<string, string>,
  ) {}

  get(collection: string, id: string): Doc | undefined {
    const physical = this.names.get(collection);
    if (physical === undefined) throw new Error(`apply read undeclared collection ${JSON.stringify(collection)}`);
    const doc = this.docs.lookup(physical, id);
    if (doc === undefined) {
      let ids = this.misses.get(physical);
      if (!ids) this.misses.set(physical, (ids = new Set()));
      ids.add(id);
    }
    return doc ?? undefined;
  }
}

/** Runs one build's projector over a batch of events; every event of a type it does not handle is skipped. */
export class EventApplier {
  private readonly handles: ReadonlySet<string>;

  constructor(
    private readonly projector: Projector,
    /** Logical collection name → the build's physical one. */
    private readonly names: ReadonlyMap<string, string>,
  ) {
    this.handles = new Set(projector.handles);
  }

  handlesType(type: string): boolean {
    return this.handles.has(type);
  }

  async apply(
    readModels: ReadModelStore,
    events: readonly RecordedEvent[],
    cache?: DocumentCache,
  ): Promise<AppliedBatch> {
    const docs = new BatchDocuments(readModels, cache);
    const view = new BatchView(docs, this.names);
    const failures: AppliedBatch['failures'] = [];
    if (this.projector.keys) await docs.load(this.announcedKeys(events));
    for (const event of events) {
      if (!this.handles.has(event.type)) continue;
      let outcome = this.applyOne(event, view);
      for (let round = 1; outcome === view.misses && round < MAX_APPLY_ROUNDS; round++) {
        await docs.load(view.misses);
        outcome = this.applyOne(event, view);
      }
      if (outcome === view.misses) outcome = new Error('apply kept reading documents it had not read before');
      if (Array.isArray(outcome)) for (const change of outcome) docs.record(change);
      else failures.push({ event, error: outcome });
    }
    return { changes: docs.changes(), failures };
  }

  /** The documents `keys` announces for the batch; a throwing `keys` is left for `apply` to meet (and park). */
  private announcedKeys(events: readonly RecordedEvent[]): Map<string, Set<string>> {
    const wanted = new Map<string, Set<string>>();
    for (const event of events) {
      if (!this.handles.has(event.type)) continue;
      try {
        for (const key of this.projector.keys!(event)) {
          const physical = this.names.get(key.collection);
          if (physical === undefined) continue;
          let ids = wanted.get(physical);
          if (!ids) wanted.set(physical, (ids = new Set()));
          ids.add(key.id);
        }
      } catch {
        // apply() will meet the same problem and park the event with its message.
      }
    }
    return wanted;
  }

  /** The event's changes on physical collections, the view's misses when it must run again, or the error. */
  private applyOne(event: RecordedEvent, view: BatchView): DocChange[] | BatchView['misses'] | unknown {
    view.misses = new Map();
    let result: DocChange[];
    try {
      result = this.projector.apply(event, view);
    } catch (error) {
      return view.misses.size > 0 ? view.misses : error;
    }
    if (view.misses.size > 0) return view.misses;
    try {
      return this.toPhysical(result);
    } catch (error) {
      return error;
    }
  }

  private toPhysical(changes: DocChange[]): DocChange[] {
    if (!Array.isArray(changes)) throw new Error(`apply must return an array of changes, got ${typeof changes}`);
    const physical: DocChange[] = new Array(changes.length);
    for (let i = 0; i < changes.length; i++) {
      const change = changes[i];
      const collection = this.names.get(change?.collection);
      if (!collection) throw new Error(`apply wrote to undeclared collection ${JSON.stringify(change?.collection)}`);
      if (change.op === 'put') {
        if (typeof change.doc?._id !== 'string' || change.doc._id === '')
          throw new Error(`apply put a document without a string _id into '${change.collection}'`);
        physical[i] = { op: 'put', collection, doc: change.doc };
      } else if (change.op === 'delete' && typeof change.id === 'string') {
        physical[i] = { op: 'delete', collection, id: change.id };
      } else {
        throw new Error(`apply returned an invalid change ${JSON.stringify(change)}`);
      }
    }
    return physical;
  }
}
