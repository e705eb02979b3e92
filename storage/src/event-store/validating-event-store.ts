import { newEventId, type EventRegistry, type NewEvent, type RecordedEvent } from '@app/event-schemas';
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

/** How many ids of events validated on append are remembered (the projections read them back within moments). */
const VALIDATED_IDS_KEPT = 20_000;

/**
 * Puts the event registry in front of any adapter: every payload is validated before anything is
 * written (one bad event refuses the whole batch), and every event read or delivered is upcast to
 * its type's current version. A stored event that cannot be read (unknown type, invalid payload)
 * throws UnreadableEventError, carrying the events read before it; in a subscription it ends the
 * subscription like a failing handler would, after every earlier event was delivered.
 *
 * One read is cheaper: an event this store validated on append, at its type's current version, under an id it
 * gave it itself, is not parsed by the schema again when read back (the projections read every appended event
 * moments later: an import of 50,000 records paid for each schema twice). What was stored is the schema's output,
 * and the event schemas are plain JSON shapes (no transforms or dates, refused when an event is registered; a
 * default is already filled in the output), so that output read back from JSON passes the same schema unchanged. An event of an older version, one
 * another process (or a caller naming its own id) appended, or one appended long enough ago to be forgotten is
 * upcast and validated as before.
 */
export class ValidatingEventStore implements EventStore {
  private readonly validatedHere = new RecentIds(VALIDATED_IDS_KEPT);

  constructor(
    private readonly inner: EventStore,
    private readonly registry: EventRegistry,
  ) {}

  async append(stream: string, events: readonly NewEvent[], expected: ExpectedState): Promise<AppendResult> {
    const valid = events.map((event) => this.validate(event));
    return this.inner.append(stream, valid, expected);
  }

  /** Every event of every write is validated first: one bad event refuses the whole call. */
  async appendStreams(writes: readonly StreamWrite[]): Promise<AppendResult[]> {
    const valid = writes.map((write) => ({
      ...write,
      events: write.events.map((event) => this.validate(event)),
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

  /** The event checked against its current schema; one without an id gets it here, and is remembered as valid. */
  private validate(event: NewEvent): NewEvent {
    const valid = this.registry.validate(event);
    if (event.id !== undefined) return valid;
    const id = newEventId();
    this.validatedHere.add(id);
    return { ...valid, id };
  }

  private upcastAll(stored: RecordedEvent[]): RecordedEvent[] {
    const events: RecordedEvent[] = new Array(stored.length);
    for (let i = 0; i < stored.length; i++) {
      const event = stored[i];
      if (this.validatedHere.has(event.id) && this.isCurrent(event)) {
        events[i] = event;
        continue;
      }
      try {
        events[i] = this.registry.upcast(event);
      } catch (error) {
        throw new UnreadableEventError(event, events.slice(0, i), error);
      }
    }
    return events;
  }

  private isCurrent(event: RecordedEvent): boolean {
    return this.registry.has(event.type) && event.version === this.registry.currentVersion(event.type);
  }
}

/**
 * A bounded set of ids: past its size, the oldest are forgotten first. The order is kept in a ring, not read from
 * the Set: a Set's first entry after many deletions is found by skipping every deleted slot before it.
 */
class RecentIds {
  private readonly ids = new Set<string>();
  private readonly ring: (string | undefined)[];
  private next = 0;

  constructor(limit: number) {
    this.ring = new Array<string | undefined>(limit);
  }

  add(id: string): void {
    const oldest = this.ring[this.next];
    if (oldest !== undefined) this.ids.delete(oldest);
    this.ring[this.next] = id;
    this.next = (this.next + 1) % this.ring.length;
    this.ids.add(id);
  }

  has(id: string): boolean {
    return this.ids.has(id);
  }
}
