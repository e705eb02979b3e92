import type { RecordedEvent } from '@app/event-schemas';
import type { EventStore } from './event-store.port';

export interface FoldStreamOptions<S> {
  /** Inclusive: the state as it stood right after this revision. */
  toRevision?: number;
  /** Inclusive: the state as it stood at this instant. */
  until?: Date | string;
  /**
   * A fold of the same stream done earlier (a cache): only the events after its revision are read and
   * folded onto its state. Streams are append-only, so the answer is the same as a fold from the start.
   */
  resumeFrom?: FoldedStream<S>;
}

export interface FoldedStream<S> {
  state: S;
  /** Revision of the last event folded; -1 when none (usable as the expected revision of an append). */
  revision: number;
  /** Global position of the last event folded; 0 when none. */
  position: number;
}

/**
 * Time travel: the state of a stream at any revision or instant, by folding its events from the
 * start. Revert and restore compare it with the current state and append the difference.
 */
export async function foldStream<S, E extends RecordedEvent = RecordedEvent>(
  store: EventStore,
  stream: string,
  evolve: (state: S, event: E) => S,
  initialState: S,
  options: FoldStreamOptions<S> = {},
): Promise<FoldedStream<S>> {
  const start = options.resumeFrom ?? { state: initialState, revision: -1, position: 0 };
  const events = await store.readStream(stream, {
    direction: 'forwards',
    fromRevision: start.revision + 1,
    toRevision: options.toRevision,
    until: options.until,
  });
  if (events.length === 0) return start;
  let state = start.state;
  for (const event of events) state = evolve(state, event as E);
  const last = events[events.length - 1];
  return { state, revision: last.revision, position: last.position };
}
