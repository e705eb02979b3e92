import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database, { type Statement } from 'better-sqlite3';
import { newEventId, type NewEvent, type RecordedEvent } from '@app/event-schemas';
import { assertAppendable, assertStreamWrites, checkExpectedState, tenantOfStream, untilMillis } from './append-checks';
import { AppendListeners, type AppendListener } from './append-listeners';
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
import { pullSubscription } from './pull-subscription';
import {
  eventsFromRows,
  SQLITE_EVENT_QUERIES as Q,
  SQLITE_EVENTS_DDL,
  type EventRow,
} from './sqlite-event-store.schema';

export interface SqliteEventStoreOptions {
  /**
   * NORMAL (default): in WAL mode a commit survives a crash of the process (kill -9), not a crash of
   * the OS or a power cut; ~10x faster appends. FULL: fsync on every commit, survives both.
   */
  synchronous?: 'NORMAL' | 'FULL';
  /** How often appends by other processes are looked for while someone listens (ms). */
  pollIntervalMs?: number;
  /** When events are recorded (ms since the epoch): tests set it to record events out of time order. */
  clock?: () => number;
}

/** WAL pages (4 KB each) before a checkpoint: ~40 MB, ten times SQLite's default (as the SQLite read models). */
const WAL_CHECKPOINT_PAGES = 10_000;
const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

/** The embedded event store: one SQLite file in WAL mode, shareable by several processes. */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly statements = new Map<string, Statement>();
  private readonly listeners = new AppendListeners();
  private readonly subscriptions = new Set<Subscription>();
  private readonly pollIntervalMs: number;
  private readonly clock: () => number;
  private watcher: NodeJS.Timeout | undefined;
  private knownHead = 0;
  // The append path's statements, prepared once (the rest are prepared on first use and cached).
  private readonly insert: Statement;
  private readonly streamRevision: Statement;
  private readonly head: Statement;
  private readonly appendBatch: (stream: string, events: readonly NewEvent[], expected: ExpectedState) => AppendResult;
  private readonly appendWrites: (writes: readonly StreamWrite[]) => AppendResult[];

  private constructor(filePath: string, options: SqliteEventStoreOptions) {
    mkdirSync(dirname(filePath), { recursive: true });
    this.db = new Database(filePath, { timeout: 10_000 });
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${options.synchronous === 'FULL' ? 'FULL' : 'NORMAL'}`);
    // An import appends 250 records per transaction, each touching a page of every index: at SQLite's default (a
    // checkpoint, with its fsyncs, once the WAL holds 1,000 pages) every few appends paid for one. Checkpoints come
    // less often and copy a page written by many appends once. Durability is the synchronous setting's alone: a
    // commit is in the WAL when the append returns, however long the WAL waits to be checkpointed.
    this.db.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
    // Past a checkpoint the WAL file is cut back to this size instead of keeping its largest size on disk.
    this.db.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
    this.db.exec(SQLITE_EVENTS_DDL);
    this.pollIntervalMs = options.pollIntervalMs ?? 100;
    this.clock = options.clock ?? Date.now;
    this.insert = this.db.prepare(Q.insert);
    this.streamRevision = this.db.prepare(Q.streamRevision).pluck();
    this.head = this.db.prepare(Q.head).pluck();
    const transaction = this.db.transaction(this.writeBatch.bind(this));
    // IMMEDIATE takes the write lock before the expected-state read, so no other process slips in between.
    this.appendBatch = (stream, events, expected) => transaction.immediate(stream, events, expected);
    // One transaction for every stream: a conflict thrown by any write rolls back the writes before it.
    const multi = this.db.transaction((writes: readonly StreamWrite[]) =>
      writes.map((write) => this.writeBatch(write.stream, write.events, write.expected)),
    );
    this.appendWrites = (writes) => multi.immediate(writes);
  }

  static open(filePath: string, options: SqliteEventStoreOptions = {}): SqliteEventStore {
    return new SqliteEventStore(filePath, options);
  }

  async append(stream: string, events: readonly NewEvent[], expected: ExpectedState): Promise<AppendResult> {
    assertAppendable(stream, events, expected);
    const result = this.appendBatch(stream, events, expected);
    this.knownHead = Math.max(this.knownHead, result.position);
    this.listeners.notify(
      result.position,
      events.map((event) => event.type),
    );
    return result;
  }

  async appendStreams(writes: readonly StreamWrite[]): Promise<AppendResult[]> {
    assertStreamWrites(writes);
    const results = this.appendWrites(writes);
    const head = results[results.length - 1].position;
    this.knownHead = Math.max(this.knownHead, head);
    this.listeners.notify(
      head,
      writes.flatMap((write) => write.events.map((event) => event.type)),
    );
    return results;
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const rows = this.rows(backwards ? Q.backwards : Q.forwards).all({
      stream,
      from: options.fromRevision ?? (backwards ? Q.LAST : 0),
      to: options.toRevision ?? Q.LAST,
      until: untilMillis(options.until),
      limit: options.maxCount ?? -1,
    }) as EventRow[];
    return eventsFromRows(rows);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    // No wanted type, no event (see ReadAllOptions.types); an empty IN list would read every type.
    if (options.types?.length === 0) return [];
    const after = options.afterPosition ?? 0;
    const types = options.types ?? [];
    const limit = options.maxCount ?? -1;
    if (options.tenant === undefined && types.length > 0 && limit > 0)
      return eventsFromRows(this.readTypes(after, types, limit));
    const params: unknown[] = [after];
    if (options.tenant !== undefined) params.push(options.tenant);
    params.push(...types, limit);
    return eventsFromRows(
      this.rows(Q.readAll(options.tenant !== undefined, types.length)).all(...params) as EventRow[],
    );
  }

  subscribe(options: ReadAllOptions, handler: EventHandler): Subscription {
    const wanted = options.types ? new Set(options.types) : undefined;
    const subscription = pullSubscription(
      {
        readAfter: (afterPosition, maxCount) => this.readAll({ ...options, afterPosition, maxCount }),
        // An append of this process says what it wrote: one of none of the wanted types is not read for (with a
        // projector per context, most appends concern one or two of them). Another process's appends always wake.
        listen: (wake) =>
          this.onAppended((_position, types) => {
            if (!wanted || !types || types.some((type) => wanted.has(type))) wake();
          }),
      },
      options.afterPosition ?? 0,
      handler,
    );
    this.subscriptions.add(subscription);
    void subscription.done?.catch(() => undefined).finally(() => this.subscriptions.delete(subscription));
    return subscription;
  }

  /** Fires synchronously after each local commit, and within ~pollIntervalMs of another process's append. */
  onAppended(listener: AppendListener): () => void {
    const remove = this.listeners.add(listener);
    this.startWatching();
    return () => {
      remove();
      if (this.listeners.size === 0) this.stopWatching();
    };
  }

  async headPosition(): Promise<number> {
    return this.head.get() as number;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    this.stopWatching();
    this.listeners.clear();
    if (this.db.open) this.db.close();
  }

  private writeBatch(stream: string, events: readonly NewEvent[], expected: ExpectedState): AppendResult {
    const current = (this.streamRevision.get(stream) as number | null) ?? -1;
    checkExpectedState(stream, expected, current);
    const insert = this.insert;
    const tenant = tenantOfStream(stream);
    const recordedAt = this.clock();
    let position = 0;
    events.forEach((event, index) => {
      const info = insert.run(
        stream,
        current + 1 + index,
        tenant,
        event.id ?? newEventId(),
        event.type,
        event.version ?? 1,
        JSON.stringify(event.data ?? null),
        JSON.stringify(event.metadata),
        recordedAt,
      );
      position = Number(info.lastInsertRowid);
    });
    return { revision: current + events.length, position };
  }

  /**
   * Some event types in position order, at most `limit`. Where they are dense (a rebuild of a busy
   * projector), scanning the table in position order is fastest; where they are rare, the type index
   * is. So the next `2 * limit` positions are scanned first, and only if they do not fill the batch
   * does the index find the rest: a bounded waste on rare types, none on dense ones.
   */
  private readTypes(after: number, types: readonly string[], limit: number): EventRow[] {
    const windowEnd = after + 2 * limit;
    const rows = this.rows(Q.readTypesInWindow(types.length)).all(after, windowEnd, ...types, limit) as EventRow[];
    if (rows.length >= limit) return rows;
    const rest = this.rows(Q.readAll(false, types.length)).all(windowEnd, ...types, limit - rows.length) as EventRow[];
    return rows.length === 0 ? rest : rows.concat(rest);
  }

  /** A cached statement answering rows as arrays (see eventsFromRows). */
  private rows(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql).raw(true);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private startWatching(): void {
    if (this.watcher) return;
    this.knownHead = this.head.get() as number;
    this.watcher = setInterval(() => {
      if (!this.db.open) return;
      const head = this.head.get() as number;
      if (head > this.knownHead) {
        this.knownHead = head;
        this.listeners.notify(head);
      }
    }, this.pollIntervalMs);
    this.watcher.unref();
  }

  private stopWatching(): void {
    clearInterval(this.watcher);
    this.watcher = undefined;
  }
}
