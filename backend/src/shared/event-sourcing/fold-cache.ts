import type { EventStore, FoldedStream } from '@app/storage';

/** How many streams' folds one stream kind keeps per store; the least recently used go first. */
const MAX_STREAMS = 2000;

/**
 * The last fold of each recently used stream, per event store, so that a long stream (a model saved a
 * thousand times, a record with a thousand versions) is not refolded from revision 0 on every command.
 * An entry is only a starting point: the loader still reads whatever was appended after its revision,
 * so appends by other processes and lost races are always seen.
 */
export class FoldCache<S> {
  private readonly stores = new WeakMap<EventStore, Map<string, FoldedStream<S>>>();

  get(store: EventStore, stream: string): FoldedStream<S> | undefined {
    const folds = this.stores.get(store);
    const fold = folds?.get(stream);
    if (folds && fold) {
      // Re-inserting keeps the Map's order least-recently-used first.
      folds.delete(stream);
      folds.set(stream, fold);
    }
    return fold;
  }

  set(store: EventStore, stream: string, fold: FoldedStream<S>): void {
    let folds = this.stores.get(store);
    if (!folds) {
      folds = new Map();
      this.stores.set(store, folds);
    }
    folds.delete(stream);
    folds.set(stream, fold);
    if (folds.size > MAX_STREAMS) folds.delete(folds.keys().next().value as string);
  }
}
