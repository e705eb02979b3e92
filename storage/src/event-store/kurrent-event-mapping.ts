import {
  ANY,
  jsonEvent,
  NO_STREAM,
  STREAM_EXISTS,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type EventData,
  type JSONType,
  type ReadPosition,
  type ResolvedEvent,
  START,
} from '@kurrent/kurrentdb-client';
import { newEventId, type EventMetadata, type NewEvent, type RecordedEvent } from '@app/event-schemas';
import type { ExpectedState } from './event-store.port';

/**
 * What we keep in KurrentDB's event metadata: our metadata, the schema version, and the
 * `$correlationId`/`$causationId` keys KurrentDB's own tools understand.
 */
interface StoredMetadata extends EventMetadata {
  schemaVersion: number;
  $correlationId?: string;
  $causationId?: string;
}

export function toStreamState(expected: ExpectedState): AppendStreamState {
  if (expected === 'no_stream' || expected === -1) return NO_STREAM;
  if (expected === 'any') return ANY;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return BigInt(expected);
}

export function toEventData(event: NewEvent): EventData {
  const metadata: StoredMetadata = {
    ...event.metadata,
    schemaVersion: event.version ?? 1,
    $correlationId: event.metadata.correlationId,
    ...(event.metadata.causationId ? { $causationId: event.metadata.causationId } : {}),
  };
  // The client only takes objects, arrays or strings as JSON data; wrap nothing else silently.
  const data = event.data as JSONType;
  return jsonEvent({ id: event.id ?? newEventId(), type: event.type, data, metadata: metadata as unknown as JSONType });
}

/**
 * The same event for a multi-stream append, whose records carry metadata as a flat map of strings: the
 * schema version as text, and null metadata values left out (`fromResolved` reads both forms back).
 */
export function toFlatEventData(event: NewEvent): EventData {
  const metadata: Record<string, string> = { schemaVersion: String(event.version ?? 1) };
  for (const [key, value] of Object.entries(event.metadata)) if (value !== null) metadata[key] = String(value);
  metadata.$correlationId = event.metadata.correlationId;
  if (event.metadata.causationId) metadata.$causationId = event.metadata.causationId;
  return jsonEvent({
    id: event.id ?? newEventId(),
    type: event.type,
    data: event.data as JSONType,
    metadata: metadata as JSONType,
  });
}

/** Our events only: system events (`$` types or streams) and links are skipped. */
export function isOwnEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): boolean {
  const event = resolved.event;
  return !!event && !resolved.link && !event.type.startsWith('$') && !event.streamId.startsWith('$');
}

/**
 * Where to read `$all` from to get the events strictly after our position `after` (the reader filters
 * out the event at `after` itself, since KurrentDB reads from a position inclusively).
 *
 * Our position is the event's commit position. KurrentDB writes every event of an append as its own
 * log record, committed by itself, and reports it at `{ commit: p, prepare: p }` with `p` that record's
 * own log position: so the events of one multi-event append have distinct, increasing positions and
 * `{ commit: after, prepare: after }` resumes right after one of them, never skipping or repeating
 * its siblings (the contract test "resumes after any event of one multi-event append" pins this).
 * A shared commit position with differing prepare positions only comes from explicit transactions of
 * the legacy TCP API, which this application does not use (docs/decisions.md §2).
 */
export function toReadPosition(after: number): ReadPosition {
  return after > 0 ? { commit: BigInt(after), prepare: BigInt(after) } : START;
}

export function fromResolved(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent {
  const event = resolved.event!;
  const stored = (event.metadata ?? {}) as Partial<StoredMetadata>;
  const { schemaVersion, $correlationId: _correlation, $causationId: _causation, ...rest } = stored;
  // Events of a multi-stream append keep no nulls and store the version as text (toFlatEventData).
  const metadata = { ...rest, userId: rest.userId ?? null, causationId: rest.causationId ?? null };
  const commit = event.position?.commit ?? ('commitPosition' in resolved ? resolved.commitPosition : undefined);
  return {
    id: event.id,
    stream: event.streamId,
    type: event.type,
    version: Number(schemaVersion ?? 1),
    data: event.isJson ? event.data : Buffer.from(event.data as Uint8Array).toString('base64'),
    metadata: metadata as EventMetadata,
    revision: Number(event.revision),
    position: Number(commit ?? -1),
    recordedAt: event.created.toISOString(),
  };
}
