import type { RecordedEvent } from '@app/event-schemas';
import type { EventStore } from './event-store.port';

export interface FoldStreamOptions {
  /** Inclusive: the state as it stood right after this revision. */
  toRevision?: number;
  /** Inclusive: the state as it stood at this instant. */
  until?: Date | string;
}

export interface FoldedStream<S> {
  state: S;
  /** Revision of the last event folded; -1 when none (usable as the expected revision of an append). */
  revision: number;
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
  options: FoldStreamOptions = {},
): Promise<FoldedStream<S>> {
  const events = await store.readStream(stream, {
    direction: 'forwards',
    toRevision: options.toRevision,
    until: options.until,
  });
  let state = initialState;
  for (const event of events) state = evolve(state, event as E);
  return { state, revision: events.length ? events[events.length - 1].revision : -1 };
}
