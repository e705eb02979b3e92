import { createMetadata, type EventMetadata, type RecordedEvent } from '@app/event-schemas';
import { ConcurrencyConflictError, type EventStore } from '@app/storage';

/** What decide functions return: the handler adds ids and metadata. */
export interface DecidedEvent {
  type: string;
  data: unknown;
}

export interface LoadDecideAppendOptions<S, E extends DecidedEvent> {
  stream: string;
  evolve(state: S, event: E): S;
  initial: S;
  decide(state: S): E[];
  /** Who acts and for which workspace; the correlation id and time are filled in when missing. */
  metadata: Partial<EventMetadata> & { tenant: string };
  /**
   * The revision the caller last saw (from If-Match or a form it loaded). A stale one is a conflict even
   * when the decision would succeed: the person decided on data that has changed since.
   */
  expectedRevision?: number;
}

export interface CommandResult {
  /** Global position to pass as X-Min-Position to read this write; the stream's last one if nothing was appended. */
  position: number;
  /** Stream revision after the command (-1: the stream does not exist). */
  revision: number;
  appended: number;
}

/**
 * The one way a command handler writes: fold the stream, decide, append with the revision it folded
 * at. A concurrent writer in between makes the append fail with ConcurrencyConflictError (409).
 */
export async function loadDecideAppend<S, E extends DecidedEvent>(
  store: EventStore,
  options: LoadDecideAppendOptions<S, E>,
): Promise<CommandResult> {
  const history = await store.readStream(options.stream);
  const state = history.reduce(
    (current, event) => options.evolve(current, event as RecordedEvent as unknown as E),
    options.initial,
  );
  const last = history.at(-1);
  const revision = last ? last.revision : -1;
  if (options.expectedRevision !== undefined && options.expectedRevision !== revision) {
    throw new ConcurrencyConflictError(options.stream, options.expectedRevision, last ? revision : 'no_stream');
  }
  const decided = options.decide(state);
  if (decided.length === 0) return { position: last?.position ?? 0, revision, appended: 0 };
  const metadata = createMetadata({
    tenant: options.metadata.tenant,
    userId: options.metadata.userId ?? null,
    correlationId: options.metadata.correlationId,
    causationId: options.metadata.causationId ?? null,
    time: options.metadata.time,
  });
  const events = decided.map((event) => ({ type: event.type, data: event.data, metadata }));
  const result = await store.append(options.stream, events, revision === -1 ? 'no_stream' : revision);
  return { position: result.position, revision: result.revision, appended: events.length };
}
