import type { NewEvent, RecordedEvent } from '@app/event-schemas';

/**
 * What the writer believes about the stream: it does not exist, anything, it exists, or exactly this
 * revision (0-based, the revision of its last event). -1 means the same as 'no_stream', so the
 * revision `foldStream` returns for an empty stream can be passed back as is.
 */
export type ExpectedState = 'no_stream' | 'any' | 'stream_exists' | number;

export interface AppendResult {
  /** Revision of the last event written (0-based). */
  revision: number;
  /** Global position of the last event written. */
  position: number;
}

/** One stream's part of an atomic multi-stream append. */
export interface StreamWrite {
  stream: string;
  events: readonly NewEvent[];
  expected: ExpectedState;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive. Forwards defaults to 0, backwards to the end. */
  fromRevision?: number;
  /** Inclusive upper bound on revision (the stream "as it stood at revision N"). */
  toRevision?: number;
  /** Only events recorded at or before this instant (the stream "as it stood at" a moment). */
  until?: Date | string;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Defaults to the start. */
  afterPosition?: number;
  /** Only this tenant's streams (`{tenant}.` prefix, so `a` never matches `ab`). */
  tenant?: string;
  /**
   * Only events of these types. An empty list matches no event on every engine: a caller whose
   * computed list of types came out empty gets nothing, never the whole log.
   */
  types?: readonly string[];
  maxCount?: number;
}

export interface Subscription {
  /** Stops delivery; resolves once no handler call is running any more. */
  close(): Promise<void>;
  /**
   * Settles when the subscription ends: resolves after `close()`, rejects with the error when a
   * handler throws or the engine fails (delivery stops there; the caller resubscribes from its
   * checkpoint).
   */
  readonly done?: Promise<void>;
}

export type EventHandler = (event: RecordedEvent) => void | Promise<void>;

export interface EventStore {
  append(stream: string, events: readonly NewEvent[], expected: ExpectedState): Promise<AppendResult>;
  /**
   * Appends to several streams at once, all or nothing: every stream's expected state is checked and every
   * event validated before anything is written, and a conflict on any one stream writes nothing on any.
   * Answers one result per write, in the order given; positions grow in that order. A stream may appear
   * only once per call.
   */
  appendStreams(writes: readonly StreamWrite[]): Promise<AppendResult[]>;
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Catch up from `afterPosition`, then deliver new events live, in order, one at a time. */
  subscribe(options: ReadAllOptions, handler: EventHandler): Subscription;
  /**
   * Called with the new head position after every append made through this instance (and, where the
   * engine pushes, by other processes), so an in-process projection runner wakes without polling.
   * Returns the function that removes the listener.
   */
  onAppended(listener: (position: number) => void): () => void;
  /** Position of the newest event in the store (0 when empty). */
  headPosition(): Promise<number>;
  close(): Promise<void>;
}

/** A wrong expected state: the API answers 409 and the caller reloads; nothing is written. */
export class ConcurrencyConflictError extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedState,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${stream} was expected at ${String(expected)} but is at ${String(actual)}`);
    this.name = 'ConcurrencyConflictError';
  }
}

/**
 * A stored event that cannot be read: unknown type, a payload its schema refuses, a failing upcaster.
 * It carries the event as stored and the readable events a read met before it, so a reader such as
 * the projection runner can use those, set the bad one aside (parking it) and carry on after it.
 */
export class UnreadableEventError extends Error {
  constructor(
    /** The event as stored, not upcast. */
    readonly event: RecordedEvent,
    /** The events the same read returned before it, already upcast. */
    readonly before: readonly RecordedEvent[],
    cause: unknown,
  ) {
    super(
      `Stored event ${event.type} v${event.version} at position ${event.position} (${event.stream}@${event.revision}) cannot be read: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'UnreadableEventError';
  }
}
