import { redactUrl } from '../redact-url';
import {
  END,
  KurrentDBClient,
  streamNameFilter,
  UnsupportedError,
  WrongExpectedVersionError,
  type AppendResult as KurrentAppendResult,
} from '@kurrent/kurrentdb-client';
import type { NewEvent, RecordedEvent } from '@app/event-schemas';
import { assertAppendable, assertStreamWrites, untilMillis } from './append-checks';
import { AppendListeners } from './append-listeners';
import {
  ConcurrencyConflictError,
  type AppendResult,
  type EventHandler,
  type EventStore,
  type ExpectedState,
  type ReadAllOptions,
  type ReadStreamOptions,
  type StreamWrite,
  type Subscription,
} from './event-store.port';
import {
  fromResolved,
  isOwnEvent,
  toEventData,
  toFlatEventData,
  toReadPosition,
  toStreamState,
} from './kurrent-event-mapping';
import { allStreamFilter, isWanted, NOT_SYSTEM_STREAM } from './kurrent-filter';
import { refuseLenientAppends } from './kurrent-connection-string';
import { readAllPages, readStreamPages } from './kurrent-paged-reads';
import { idleSubscription } from './idle-subscription';

const CONNECT_TIMEOUT_MS = 5000;

/** How many events `headPosition` reads back from the end at a time: the newest non-system one is near. */
const HEAD_PAGE_SIZE = 8;

/** One event, read to the end of its server-side read (see READ_PAGE_SIZE). */
async function probe(client: KurrentDBClient): Promise<void> {
  for await (const _ of client.readAll({ maxCount: 1, deadline: CONNECT_TIMEOUT_MS }));
}

/**
 * With `throwOnAppendFailure=false` the client answers a wrong expected revision with `success: false`
 * (and the other writer's revision): that is a conflict, never a write. The option is refused at start
 * (storage-config.ts); this holds whatever client the store is given.
 */
function conflictUnlessWritten(stream: string, expected: ExpectedState, result: KurrentAppendResult): void {
  if (result.success) return;
  const current = Number(result.nextExpectedRevision);
  throw new ConcurrencyConflictError(stream, expected, current < 0 ? 'no_stream' : current);
}

// The client may keep retrying discovery past its deadline; the caller must hear back in time.
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The production event store. Positions are KurrentDB commit positions (as numbers: they stay far
 * below 2^53). Subscriptions are catch-up subscriptions on $all, never persistent ones.
 */
export class KurrentEventStore implements EventStore {
  private readonly listeners = new AppendListeners();
  private readonly subscriptions = new Set<Subscription>();

  constructor(private readonly client: KurrentDBClient) {}

  /** Connects and checks that the server answers; the error names EVENTSTORE_URL so the operator knows what to fix. */
  static async connect(url: string): Promise<KurrentEventStore> {
    refuseLenientAppends('EVENTSTORE_URL', url);
    let client: KurrentDBClient;
    try {
      client = KurrentDBClient.connectionString(url);
    } catch (error) {
      throw new Error(
        `EVENTSTORE_URL is not a valid KurrentDB connection string (${redactUrl(url)}): ${(error as Error).message}`,
        {
          cause: error,
        },
      );
    }
    try {
      await withTimeout(probe(client), CONNECT_TIMEOUT_MS);
    } catch (error) {
      await client.dispose().catch(() => undefined);
      throw new Error(`KurrentDB at EVENTSTORE_URL=${redactUrl(url)} does not answer: ${(error as Error).message}`, {
        cause: error,
      });
    }
    return new KurrentEventStore(client);
  }

  async append(stream: string, events: readonly NewEvent[], expected: ExpectedState): Promise<AppendResult> {
    assertAppendable(stream, events, expected);
    let result;
    try {
      result = await this.client.appendToStream(stream, events.map(toEventData), {
        streamState: toStreamState(expected),
      });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualState === 'no_stream' ? 'no_stream' : Number(error.actualState);
        throw new ConcurrencyConflictError(stream, expected, actual);
      }
      throw error;
    }
    conflictUnlessWritten(stream, expected, result);
    const revision = Number(result.nextExpectedRevision);
    // The append answers with one position for the whole write; the port promises the last event's. A
    // read-back served by a node that has not caught up yet finds nothing: the write's position is the
    // best answer then (never a TypeError after a successful write).
    const appended = result.position ? Number(result.position.commit) : undefined;
    const position =
      events.length === 1 && appended !== undefined
        ? appended
        : ((await this.readStream(stream, { fromRevision: revision, maxCount: 1 }))[0]?.position ?? appended);
    if (position === undefined) {
      throw new Error(`append to ${stream}: written at revision ${revision}, but KurrentDB reported no position`);
    }
    this.listeners.notify(position);
    return { revision, position };
  }

  /** KurrentDB 25.1's multi-stream append: one atomic write, checked by the server stream by stream. */
  async appendStreams(writes: readonly StreamWrite[]): Promise<AppendResult[]> {
    assertStreamWrites(writes);
    let result;
    try {
      result = await this.client.multiStreamAppend(
        writes.map((write) => ({
          streamName: write.stream,
          events: write.events.map(toFlatEventData),
          expectedState: toStreamState(write.expected),
        })),
      );
    } catch (error) {
      if (error instanceof UnsupportedError) {
        throw new Error(
          `KurrentDB ${error.minimumVersion} or later is needed for multi-stream appends (the server at EVENTSTORE_URL is older): upgrade the server`,
          { cause: error },
        );
      }
      if (error instanceof WrongExpectedVersionError) {
        const write = writes.find((each) => each.stream === error.streamName) ?? writes[0];
        const actual = error.actualState === 'no_stream' ? 'no_stream' : Number(error.actualState);
        throw new ConcurrencyConflictError(write.stream, write.expected, actual);
      }
      throw error;
    }
    const revisions = new Map(result.responses.map((response) => [response.streamName, Number(response.revision)]));
    // The server answers one position for the whole write; the port promises each write's last event's.
    const results: AppendResult[] = [];
    for (const write of writes) {
      const revision = revisions.get(write.stream) ?? -1;
      const [last] = await this.readStream(write.stream, { fromRevision: revision, maxCount: 1 });
      results.push({ revision, position: last?.position ?? Number(result.position) });
    }
    this.listeners.notify(Math.max(...results.map((each) => each.position)));
    return results;
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const to = options.toRevision ?? Number.MAX_SAFE_INTEGER;
    const until = untilMillis(options.until);
    const maxCount = options.maxCount ?? Number.MAX_SAFE_INTEGER;
    const result: RecordedEvent[] = [];
    if (maxCount <= 0) return result;
    // Going backwards from above `toRevision` would only read events to throw away.
    const from =
      backwards && options.toRevision !== undefined ? Math.min(options.fromRevision ?? to, to) : options.fromRevision;
    await readStreamPages(this.client, stream, { backwards, from, to, wanted: maxCount }, (resolved) => {
      if (!isOwnEvent(resolved)) return 'more';
      const event = fromResolved(resolved);
      if (!backwards && event.revision > to) return 'enough';
      // Times need not grow with revisions (a new leader's clock may be behind): skip a later event, never stop at it.
      if (Date.parse(event.recordedAt) > until) return 'more';
      result.push(event);
      return result.length >= maxCount ? 'enough' : 'more';
    });
    return result;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const maxCount = options.maxCount ?? Number.MAX_SAFE_INTEGER;
    const result: RecordedEvent[] = [];
    // No wanted type, no event (see ReadAllOptions.types): nothing to ask the server.
    if (maxCount <= 0 || options.types?.length === 0) return result;
    const after = options.afterPosition ?? 0;
    // With a tenant the server filters on streams only, so a page may bring unwanted types: ask for full pages.
    const exact = options.tenant === undefined || options.types === undefined;
    await readAllPages(
      this.client,
      {
        backwards: false,
        from: toReadPosition(after),
        filter: allStreamFilter(options),
        count: () => (exact ? maxCount - result.length : Number.MAX_SAFE_INTEGER),
      },
      (resolved) => {
        const event = this.accept(resolved, options, after);
        if (event) result.push(event);
        return result.length >= maxCount ? 'enough' : 'more';
      },
    );
    return result;
  }

  subscribe(options: ReadAllOptions, handler: EventHandler): Subscription {
    if (options.types?.length === 0) return idleSubscription();
    const after = options.afterPosition ?? 0;
    const source = this.client.subscribeToAll({
      fromPosition: toReadPosition(after),
      filter: allStreamFilter(options),
    });
    let closed = false;
    const run = async () => {
      for await (const resolved of source) {
        if (closed) return;
        const event = this.accept(resolved, options, after);
        if (event) await handler(event);
      }
      // The server ended it (a leader change, a restart, a deadline): the caller must resubscribe.
      if (!closed) throw new Error('KurrentDB ended the subscription without close(): resubscribe from the checkpoint');
    };
    const done = run().finally(() => source.unsubscribe().catch(() => undefined));
    done.catch((error) => console.error('KurrentDB subscription stopped:', error));
    const subscription: Subscription = {
      done,
      close: async () => {
        closed = true;
        await source.unsubscribe().catch(() => undefined);
        await done.catch(() => undefined);
        this.subscriptions.delete(subscription);
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  onAppended(listener: (position: number) => void): () => void {
    return this.listeners.add(listener);
  }

  /** Run on every projector batch, follower poll and health check: a few events back from the end, system streams left out by the server. */
  async headPosition(): Promise<number> {
    let head = 0;
    await readAllPages(
      this.client,
      {
        backwards: true,
        from: END,
        filter: streamNameFilter({ regex: NOT_SYSTEM_STREAM }),
        count: () => HEAD_PAGE_SIZE,
      },
      (resolved) => {
        if (!isOwnEvent(resolved)) return 'more';
        head = fromResolved(resolved).position;
        return 'enough';
      },
    );
    return head;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    this.listeners.clear();
    await this.client.dispose();
  }

  private accept(
    resolved: Parameters<typeof fromResolved>[0],
    options: ReadAllOptions,
    after: number,
  ): RecordedEvent | null {
    if (!isOwnEvent(resolved)) return null;
    const event = fromResolved(resolved);
    if (event.position <= after || !isWanted(event, options)) return null;
    return event;
  }
}
