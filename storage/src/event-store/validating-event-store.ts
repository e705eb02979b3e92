import type { EventRegistry, NewEvent, RecordedEvent } from '@app/event-schemas';
import type {
  AppendResult,
  EventHandler,
  EventStore,
  ExpectedState,
  ReadAllOptions,
  ReadStreamOptions,
  Subscription,
} from './event-store.port';

/**
 * Puts the event registry in front of any adapter: every payload is validated before anything is
 * written (one bad event refuses the whole batch), and every event read or delivered is upcast to
 * its type's current version. A stored event that cannot be read (unknown type, invalid payload)
 * throws InvalidEventError; in a subscription that ends it like a failing handler would.
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

  async readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    return (await this.inner.readStream(stream, options)).map((event) => this.registry.upcast(event));
  }

  async readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    return (await this.inner.readAll(options)).map((event) => this.registry.upcast(event));
  }

  subscribe(options: ReadAllOptions, handler: EventHandler): Subscription {
    return this.inner.subscribe(options, (event) => handler(this.registry.upcast(event)));
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
}
