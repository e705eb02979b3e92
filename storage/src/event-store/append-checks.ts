import { assertEventMetadata, type NewEvent } from '@app/event-schemas';
import { ConcurrencyConflictError, type ExpectedState, type StreamWrite } from './event-store.port';

/**
 * Refuses what no engine should store: an empty batch, an expected state that means nothing, or an
 * event whose metadata is incomplete or names another tenant than the stream (InvalidEventMetadataError).
 * Every adapter calls it before writing, so one bad event refuses the whole batch.
 */
export function assertAppendable(stream: string, events: readonly NewEvent[], expected: ExpectedState): void {
  if (!stream) throw new Error('append: the stream name is empty');
  if (events.length === 0) throw new Error(`append to ${stream}: at least one event is needed`);
  if (typeof expected === 'number' && (!Number.isInteger(expected) || expected < -1)) {
    throw new Error(`append to ${stream}: expected revision must be an integer >= -1, got ${expected}`);
  }
  if (typeof expected === 'string' && !['no_stream', 'any', 'stream_exists'].includes(expected)) {
    throw new Error(`append to ${stream}: unknown expected state "${expected}"`);
  }
  for (const event of events) {
    if (!event.type) throw new Error(`append to ${stream}: an event has no type`);
    assertEventMetadata(stream, event.type, event.metadata);
  }
}

/** Throws ConcurrencyConflictError unless `current` (the stream's last revision, -1 when absent) matches. */
export function checkExpectedState(stream: string, expected: ExpectedState, current: number): void {
  const exists = current >= 0;
  const ok =
    expected === 'any' ||
    (expected === 'no_stream' && !exists) ||
    (expected === 'stream_exists' && exists) ||
    (typeof expected === 'number' && expected === current);
  if (!ok) throw new ConcurrencyConflictError(stream, expected, exists ? current : 'no_stream');
}

/** The tenant a stream belongs to: the part before the first dot (`_global` for global streams). */
export function tenantOfStream(stream: string): string | null {
  const dot = stream.indexOf('.');
  return dot > 0 ? stream.slice(0, dot) : null;
}

export function untilMillis(until: Date | string | undefined): number {
  if (until === undefined) return Number.MAX_SAFE_INTEGER;
  const millis = new Date(until).getTime();
  if (Number.isNaN(millis)) throw new Error(`readStream: invalid "until" instant ${String(until)}`);
  return millis;
}

/**
 * Refuses a multi-stream append that no engine should attempt: no writes, a stream named twice (its second
 * expected state could never hold after the first write), or any write `assertAppendable` refuses.
 */
export function assertStreamWrites(writes: readonly StreamWrite[]): void {
  if (writes.length === 0) throw new Error('appendStreams: at least one stream write is needed');
  const seen = new Set<string>();
  for (const write of writes) {
    if (seen.has(write.stream)) throw new Error(`appendStreams: stream ${write.stream} appears more than once`);
    seen.add(write.stream);
    assertAppendable(write.stream, write.events, write.expected);
  }
}
