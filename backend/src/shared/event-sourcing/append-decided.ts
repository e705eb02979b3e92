import { createMetadata, type EventMetadata } from '@app/event-schemas';
import type { AppendResult, EventStore } from '@app/storage';

/** What decide functions return: the writer adds ids and metadata. */
export interface DecidedEvent {
  type: string;
  data: unknown;
}

/** Who acts and for which workspace; the correlation id and time are filled in when missing. */
export interface ActingOn {
  tenant: string;
  actorId: string | null;
  correlationId?: EventMetadata['correlationId'];
  causationId?: EventMetadata['causationId'];
  time?: EventMetadata['time'];
}

/** One stream's decided events, with the revision (and last position) of the fold they were decided on. */
export interface PendingWrite {
  stream: string;
  revision: number;
  position: number;
  events: readonly DecidedEvent[];
}

export interface CommandResult {
  /** Global position to pass as X-Min-Position to read this write; the stream's last one if nothing was appended. */
  position: number;
  /** Stream revision after the command (-1: the stream does not exist). */
  revision: number;
  appended: number;
}

/**
 * Appends what was decided on one or several streams, all or nothing, each at the revision its decision
 * saw: a writer in between on any of them is a ConcurrencyConflictError and nothing is written. Answers
 * one result per write, in order; a write with no events appends nothing and answers its fold.
 */
export async function appendDecided(
  store: EventStore,
  acting: ActingOn,
  writes: readonly PendingWrite[],
): Promise<CommandResult[]> {
  const metadata = createMetadata({
    tenant: acting.tenant,
    userId: acting.actorId,
    correlationId: acting.correlationId,
    causationId: acting.causationId ?? null,
    time: acting.time,
  });
  const toAppend = writes.filter((write) => write.events.length > 0);
  const requests = toAppend.map((write) => ({
    stream: write.stream,
    events: write.events.map((event) => ({ type: event.type, data: event.data, metadata })),
    expected: write.revision < 0 ? ('no_stream' as const) : write.revision,
  }));
  let appended: AppendResult[] = [];
  if (requests.length === 1) {
    const [only] = requests;
    appended = [await store.append(only.stream, only.events, only.expected)];
  } else if (requests.length > 1) {
    appended = await store.appendStreams(requests);
  }
  // toAppend keeps the writes' order: the n-th write with events has the n-th result (an import appends 250 at once).
  let next = 0;
  return writes.map((write) => {
    if (write.events.length === 0) return { position: write.position, revision: write.revision, appended: 0 };
    return { ...appended[next++], appended: write.events.length };
  });
}

/** One answer for a command that wrote several streams: the furthest position, the main stream's revision. */
export function combinedResult(main: CommandResult, ...others: readonly CommandResult[]): CommandResult {
  return {
    position: Math.max(main.position, ...others.map((other) => other.position)),
    revision: main.revision,
    appended: main.appended + others.reduce((sum, other) => sum + other.appended, 0),
  };
}
