import {
  ANY,
  jsonEvent,
  NO_STREAM,
  STREAM_EXISTS,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type EventData,
  type JSONType,
  type ResolvedEvent,
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

/** Our events only: system events (`$` types or streams) and links are skipped. */
export function isOwnEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): boolean {
  const event = resolved.event;
  return !!event && !resolved.link && !event.type.startsWith('$') && !event.streamId.startsWith('$');
}

export function fromResolved(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent {
  const event = resolved.event!;
  const stored = (event.metadata ?? {}) as Partial<StoredMetadata>;
  const { schemaVersion, $correlationId: _correlation, $causationId: _causation, ...metadata } = stored;
  const commit = event.position?.commit ?? ('commitPosition' in resolved ? resolved.commitPosition : undefined);
  return {
    id: event.id,
    stream: event.streamId,
    type: event.type,
    version: schemaVersion ?? 1,
    data: event.isJson ? event.data : Buffer.from(event.data as Uint8Array).toString('base64'),
    metadata: metadata as EventMetadata,
    revision: Number(event.revision),
    position: Number(commit ?? -1),
    recordedAt: event.created.toISOString(),
  };
}
