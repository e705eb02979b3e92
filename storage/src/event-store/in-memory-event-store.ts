import { newEventId, type NewEvent, type RecordedEvent } from '@app/event-schemas';
import { assertAppendable, assertStreamWrites, checkExpectedState, tenantOfStream, untilMillis } from './append-checks';
import type {
  AppendResult,
  EventHandler,
  EventStore,
  ExpectedState,
  ReadAllOptions,
  ReadStreamOptions,
  StreamWrite,
  Subscription,
} from './event-store.port';
import { AppendListeners } from './append-listeners';
import { pullSubscription } from './pull-subscription';

export interface InMemoryEventStoreOptions {
  /** When events are recorded (ms since the epoch): tests set it to record events out of time order. */
  clock?: () => number;
}

/** Events kept in arrays, for unit tests: same rules as the real stores (expected state, filters, until). */
export class InMemoryEventStore implements EventStore {
  private readonly all: RecordedEvent[] = [];
  private readonly streams = new Map<string, RecordedEvent[]>();
  private readonly listeners = new AppendListeners();
  private readonly clock: () => number;

  constructor(options: InMemoryEventStoreOptions = {}) {
    this.clock = options.clock ?? Date.now;
  }

  async append(stream: string, events: readonly NewEvent[], expected: ExpectedState): Promise<AppendResult> {
    assertAppendable(stream, events, expected);
    checkExpectedState(stream, expected, (this.streams.get(stream) ?? []).length - 1);
    const result = this.write(stream, events);
    this.listeners.notify(result.position);
    return result;
  }

  async appendStreams(writes: readonly StreamWrite[]): Promise<AppendResult[]> {
    assertStreamWrites(writes);
    // Every expected state is checked before anything is written: all or nothing.
    for (const { stream, expected } of writes)
      checkExpectedState(stream, expected, (this.streams.get(stream) ?? []).length - 1);
    const results = writes.map(({ stream, events }) => this.write(stream, events));
    this.listeners.notify(results[results.length - 1].position);
    return results;
  }

  private write(stream: string, events: readonly NewEvent[]): AppendResult {
    const existing = this.streams.get(stream) ?? [];
    const recordedAt = new Date(this.clock()).toISOString();
    const recorded = events.map((event, index): RecordedEvent => ({
      id: event.id ?? newEventId(),
      stream,
      type: event.type,
      version: event.version ?? 1,
      data: structuredClone(event.data),
      metadata: structuredClone(event.metadata),
      revision: existing.length + index,
      position: this.all.length + index + 1,
      recordedAt,
    }));
    this.streams.set(stream, [...existing, ...recorded]);
    this.all.push(...recorded);
    const last = recorded[recorded.length - 1];
    return { revision: last.revision, position: last.position };
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const until = untilMillis(options.until);
    const events = this.streams.get(stream) ?? [];
    const backwards = options.direction === 'backwards';
    const from = options.fromRevision ?? (backwards ? Number.MAX_SAFE_INTEGER : 0);
    const to = options.toRevision ?? Number.MAX_SAFE_INTEGER;
    const selected = events.filter(
      (event) =>
        (backwards ? event.revision <= from : event.revision >= from) &&
        event.revision <= to &&
        Date.parse(event.recordedAt) <= until,
    );
    if (backwards) selected.reverse();
    return structuredClone(selected.slice(0, options.maxCount ?? selected.length));
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const after = options.afterPosition ?? 0;
    const types = options.types ? new Set(options.types) : undefined;
    const result: RecordedEvent[] = [];
    const maxCount = options.maxCount ?? Number.MAX_SAFE_INTEGER;
    // Positions are 1-based array indexes, so start right after `after`.
    for (let index = Math.max(0, after); index < this.all.length && result.length < maxCount; index++) {
      const event = this.all[index];
      if (options.tenant !== undefined && tenantOfStream(event.stream) !== options.tenant) continue;
      if (types && !types.has(event.type)) continue;
      result.push(event);
    }
    return structuredClone(result);
  }

  subscribe(options: ReadAllOptions, handler: EventHandler): Subscription {
    return pullSubscription(
      {
        readAfter: (afterPosition, maxCount) => this.readAll({ ...options, afterPosition, maxCount }),
        listen: (wake) => this.onAppended(wake),
      },
      options.afterPosition ?? 0,
      handler,
    );
  }

  onAppended(listener: (position: number) => void): () => void {
    return this.listeners.add(listener);
  }

  async headPosition(): Promise<number> {
    return this.all.length;
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
