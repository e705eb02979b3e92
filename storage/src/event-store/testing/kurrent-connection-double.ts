import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { StreamsService } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/streams_grpc_pb';
import {
  AppendReq,
  AppendResp,
  ReadReq,
  ReadResp,
} from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/streams_pb';
import { Empty, StreamIdentifier, UUID } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/shared_pb';

/**
 * A test double of KurrentDB's CONNECTION: a local gRPC server speaking the Streams service of the
 * protos shipped in the client package, so the real client (its Rust bridge for reads, grpc-js for
 * appends and subscriptions) runs unchanged against it. It keeps a small log with KurrentDB's read
 * rules (stream reads inclusive by revision, $all forwards inclusive of its position and backwards
 * before it, server-side filters, `count`) and records every Read call: what it asked for and whether
 * it is still open on the "server". It is for the adapter tests of what no embedded engine can show.
 */

export interface LoggedEvent {
  stream: string;
  revision: number;
  /** Commit and prepare position (KurrentDB gives every event of an append its own). */
  position: number;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  created: Date;
}

export interface ReadCall {
  kind: 'stream' | 'all' | 'subscription';
  stream?: string;
  backwards: boolean;
  /** The count the client asked for; undefined for a subscription. */
  count?: bigint;
  filter?: { on: 'stream' | 'type'; regex?: string; prefixes: string[] };
  sent: number;
  state: 'open' | 'completed' | 'cancelled';
}

type ReadStream = grpc.ServerWritableStream<ReadReq, ReadResp>;

/** KurrentDB's `created` is in ticks (100 ns) since the Unix epoch. */
const TICKS_PER_MS = 10_000n;
const POSITION_STEP = 100;

export class KurrentConnectionDouble {
  readonly log: LoggedEvent[] = [];
  readonly reads: ReadCall[] = [];
  /** The time the "leader" stamps on appended events. */
  now: () => Date = () => new Date();
  /** When set, reads see only the first `visible` events of the log (a follower not caught up yet). */
  visible: number | undefined;
  private readonly live = new Map<ReadCall, { call: ReadStream; matches: (event: LoggedEvent) => boolean }>();

  private constructor(
    private readonly server: grpc.Server,
    readonly url: string,
  ) {}

  static async start(): Promise<KurrentConnectionDouble> {
    const server = new grpc.Server();
    const port = await new Promise<number>((resolve, reject) =>
      server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, bound) =>
        error ? reject(error) : resolve(bound),
      ),
    );
    const double = new KurrentConnectionDouble(server, `kurrentdb://127.0.0.1:${port}?tls=false`);
    server.addService(StreamsService, {
      read: (call: ReadStream) => double.read(call),
      append: (call: grpc.ServerReadableStream<AppendReq, AppendResp>, answer: grpc.sendUnaryData<AppendResp>) =>
        double.append(call, answer),
    } as unknown as grpc.UntypedServiceImplementation);
    return double;
  }

  /** Reads the server has not finished or seen cancelled. */
  openReads(kind?: ReadCall['kind']): ReadCall[] {
    return this.reads.filter((read) => read.state === 'open' && (!kind || read.kind === kind));
  }

  /** Puts an event in the log as another writer (or KurrentDB itself, for `$` streams) would. */
  record(event: Pick<LoggedEvent, 'stream' | 'type'> & Partial<LoggedEvent>): LoggedEvent {
    const logged: LoggedEvent = {
      revision: this.log.filter((each) => each.stream === event.stream).length,
      position: (this.log.length + 1) * POSITION_STEP,
      data: {},
      metadata: {},
      created: this.now(),
      ...event,
    };
    this.log.push(logged);
    for (const [read, { call, matches }] of this.live) {
      if (matches(logged)) this.send(read, call, logged);
    }
    return logged;
  }

  /** Ends every live subscription from the server side, as a leader change or restart does. */
  endSubscriptions(): void {
    for (const [read, { call }] of this.live) {
      read.state = 'completed';
      call.end();
    }
    this.live.clear();
  }

  async stop(): Promise<void> {
    this.server.forceShutdown();
  }

  private seen(): LoggedEvent[] {
    return this.visible === undefined ? this.log : this.log.slice(0, this.visible);
  }

  private read(call: ReadStream): void {
    const options = call.request.getOptions()!;
    const backwards = options.getReadDirection() === ReadReq.Options.ReadDirection.BACKWARDS;
    const filter = this.filterOf(options);
    const read: ReadCall = {
      kind: options.hasSubscription() ? 'subscription' : options.hasStream() ? 'stream' : 'all',
      backwards,
      ...(options.hasCount() ? { count: BigInt(options.getCount()) } : {}),
      ...(filter ? { filter } : {}),
      sent: 0,
      state: 'open',
    };
    this.reads.push(read);
    call.on('cancelled', () => {
      if (read.state === 'open') read.state = 'cancelled';
      this.live.delete(read);
    });
    const passes = (event: LoggedEvent) => !filter || matchesFilter(filter, event);
    if (options.hasStream()) {
      const stream = Buffer.from(options.getStream()!.getStreamIdentifier()!.getStreamName_asU8()).toString();
      read.stream = stream;
      this.serveStream(read, call, options.getStream()!, stream);
    } else if (read.kind === 'subscription') {
      const from = options.getAll()!;
      const after = from.hasPosition() ? Number(from.getPosition()!.getCommitPosition()) : from.hasEnd() ? Infinity : 0;
      call.write(
        new ReadResp().setConfirmation(new ReadResp.SubscriptionConfirmation().setSubscriptionId(randomUUID())),
      );
      this.live.set(read, { call, matches: passes });
      for (const event of this.seen()) if (event.position > after && passes(event)) this.send(read, call, event);
    } else {
      const all = options.getAll()!;
      const at = all.hasPosition() ? Number(all.getPosition()!.getCommitPosition()) : undefined;
      const events = this.seen().filter(
        (event) =>
          passes(event) &&
          (at === undefined || (backwards ? event.position < at : event.position >= at)) &&
          !(all.hasEnd() && !backwards),
      );
      this.serve(read, call, backwards ? events.reverse() : events);
    }
  }

  private serveStream(read: ReadCall, call: ReadStream, options: ReadReq.Options.StreamOptions, stream: string): void {
    const events = this.seen().filter((event) => event.stream === stream);
    if (events.length === 0) {
      const identifier = new StreamIdentifier().setStreamName(Buffer.from(stream));
      call.write(new ReadResp().setStreamNotFound(new ReadResp.StreamNotFound().setStreamIdentifier(identifier)));
      read.state = 'completed';
      call.end();
      return;
    }
    const from = options.hasRevision() ? Number(options.getRevision()) : undefined;
    const selected = read.backwards
      ? events.filter((event) => from === undefined || event.revision <= from).reverse()
      : events.filter((event) => (options.hasEnd() ? false : event.revision >= (from ?? 0)));
    this.serve(read, call, selected);
  }

  /** Writes up to `count` events, respecting the client's flow control, then ends the call. */
  private serve(read: ReadCall, call: ReadStream, events: LoggedEvent[]): void {
    const limit = read.count === undefined ? events.length : Math.min(events.length, Number(read.count));
    let next = 0;
    const pump = () => {
      while (next < limit) {
        if (read.state !== 'open') return;
        if (!this.send(read, call, events[next++])) return void call.once('drain', pump);
      }
      if (read.state !== 'open') return;
      read.state = 'completed';
      call.end();
    };
    pump();
  }

  private send(read: ReadCall, call: ReadStream, event: LoggedEvent): boolean {
    read.sent++;
    return call.write(toReadResp(event));
  }

  private filterOf(options: ReadReq.Options): ReadCall['filter'] {
    if (!options.hasFilter()) return undefined;
    const filter = options.getFilter()!;
    const on = filter.hasStreamIdentifier() ? 'stream' : 'type';
    const expression = (on === 'stream' ? filter.getStreamIdentifier() : filter.getEventType())!;
    return {
      on,
      prefixes: expression.getPrefixList(),
      ...(expression.getRegex() ? { regex: expression.getRegex() } : {}),
    };
  }

  /** A plain (non-batch) append, checked against the stream's revision as the server does. */
  private append(call: grpc.ServerReadableStream<AppendReq, AppendResp>, answer: grpc.sendUnaryData<AppendResp>): void {
    const messages: AppendReq[] = [];
    call.on('data', (message: AppendReq) => messages.push(message));
    call.on('end', () => {
      const options = messages[0].getOptions()!;
      const stream = Buffer.from(options.getStreamIdentifier()!.getStreamName_asU8()).toString();
      const current = this.log.filter((event) => event.stream === stream).length - 1;
      const expected = options.hasRevision() ? Number(options.getRevision()) : undefined;
      const wrong =
        (expected !== undefined && expected !== current) ||
        (options.hasNoStream() && current >= 0) ||
        (options.hasStreamExists() && current < 0);
      if (wrong) {
        const failure = new AppendResp.WrongExpectedVersion();
        if (current >= 0) failure.setCurrentRevision(String(current));
        else failure.setCurrentNoStream(new Empty());
        if (expected !== undefined) failure.setExpectedRevision(String(expected));
        else if (options.hasNoStream()) failure.setExpectedNoStream(new Empty());
        else failure.setExpectedStreamExists(new Empty());
        return answer(null, new AppendResp().setWrongExpectedVersion(failure));
      }
      const written = messages.slice(1).map((message) => {
        const proposed = message.getProposedMessage()!;
        return this.record({
          stream,
          type: proposed.getMetadataMap().get('type')!,
          data: JSON.parse(Buffer.from(proposed.getData_asU8()).toString()),
          metadata: JSON.parse(Buffer.from(proposed.getCustomMetadata_asU8()).toString() || '{}'),
        });
      });
      const last = written[written.length - 1];
      const position = new AppendResp.Position()
        .setCommitPosition(String(last.position))
        .setPreparePosition(String(last.position));
      const success = new AppendResp.Success().setCurrentRevision(String(last.revision)).setPosition(position);
      answer(null, new AppendResp().setSuccess(success));
    });
  }
}

function matchesFilter(filter: NonNullable<ReadCall['filter']>, event: LoggedEvent): boolean {
  const value = filter.on === 'stream' ? event.stream : event.type;
  if (filter.regex !== undefined) return new RegExp(filter.regex).test(value);
  return filter.prefixes.some((prefix) => value.startsWith(prefix));
}

function toReadResp(event: LoggedEvent): ReadResp {
  const recorded = new ReadResp.ReadEvent.RecordedEvent()
    .setId(new UUID().setString(randomUUID()))
    .setStreamIdentifier(new StreamIdentifier().setStreamName(Buffer.from(event.stream)))
    .setStreamRevision(String(event.revision))
    .setCommitPosition(String(event.position))
    .setPreparePosition(String(event.position))
    .setData(Buffer.from(JSON.stringify(event.data)))
    .setCustomMetadata(Buffer.from(JSON.stringify(event.metadata)));
  const map = recorded.getMetadataMap();
  map.set('type', event.type);
  map.set('content-type', 'application/json');
  map.set('created', String(BigInt(event.created.getTime()) * TICKS_PER_MS));
  const read = new ReadResp.ReadEvent().setEvent(recorded).setCommitPosition(String(event.position));
  return new ReadResp().setEvent(read);
}
