import type { EventRegistry, NewEvent, RecordedEvent } from '@app/event-schemas';
import {
  UnreadableEventError,
  type AppendResult,
  type EventHandler,
  type EventStore,
  type ExpectedState,
  type ReadAllOptions,
  type ReadStreamOptions,
  type StreamWrite,
  type Subscription,
} from './event-store.port';

/**
 * Puts the event registry in front of any adapter: every payload is validated before anything is
 * written (one bad event refuses the whole batch), and every event read or delivered is upcast to
 * its type's current version. A stored event that cannot be read (unknown type, invalid payload)
 * throws UnreadableEventError, carrying the events read before it; in a subscription it ends the
 * subscription like a failing handler would, after every earlier event was delivered.
 */
export class ValidatingEventStore implements EventStore {
  constructor(
    private readonly inner: EventStore,
    private readonly registry: EventRegistry,
  ) {}

  async append(stream: string, events: readonly NewEvent[], expected: ExpectedState): Promise<AppendResult> {
    const valid = events.map((event) => this.registry.validate(event));
    return this.inner.append(stream, valid, expected);
  }

  /** Every event of every write is validated first: one bad event refuses the whole call. */
  async appendStreams(writes: readonly StreamWrite[]): Promise<AppendResult[]> {
    const valid = writes.map((write) => ({
      ...write,
      events: write.events.map((event) => this.registry.validate(event)),
    }));
    return this.inner.appendStreams(valid);
  }

  async readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    return this.upcastAll(await this.inner.readStream(stream, options));
  }

  async readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.upcastAll(await this.inner.readAll(options));
  }

  subscribe(options: ReadAllOptions, handler: EventHandler): Subscription {
    return this.inner.subscribe(options, (event) => handler(this.upcastAll([event])[0]));
  }

  onAppended(listener: (position: number) => void): () => void {
    return this.inner.onAppended(listener);
  }

  headPosition(): Promise<number> {
    return this.inner.headPosition();
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  private upcastAll(stored: RecordedEvent[]): RecordedEvent[] {
    const events: RecordedEvent[] = new Array(stored.length);
    for (let i = 0; i < stored.length; i++) {
      try {
        events[i] = this.registry.upcast(stored[i]);
      } catch (error) {
        throw new UnreadableEventError(stored[i], events.slice(0, i), error);
      }
    }
    return events;
  }
}
