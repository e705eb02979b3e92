import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineEvent, EventRegistry } from '@app/event-schemas';
import { ConcurrencyConflictError, SqliteEventStore, ValidatingEventStore, type EventStore } from '@app/storage';
import { z } from 'zod';
import { DomainError } from '../domain/domain-error';
import { defineStream } from './define-stream';

const Incremented = defineEvent({ type: 'Incremented', schema: z.object({ by: z.number().int() }) });
const Reset = defineEvent({ type: 'Reset', schema: z.object({}) });
const EVENTS = [Incremented, Reset] as const;

interface Counter {
  total: number;
  changes: number;
}
const Counter = defineStream({
  category: 'counter',
  events: EVENTS,
  initial: { total: 0, changes: 0 } as Counter,
  evolve: (state, event): Counter => {
    switch (event.type) {
      case 'Incremented':
        return { total: state.total + event.data.by, changes: state.changes + 1 };
      case 'Reset':
        return { total: 0, changes: state.changes + 1 };
    }
  },
});
const increment = (by: number) => [{ type: 'Incremented' as const, data: { by } }];
/** The state a fold from revision 0 gives, with no cache: what every load must answer. */
const fullFold = async (store: EventStore, id = '1') =>
  (await store.readStream(Counter.name('acme', id))).reduce(
    (state, event) => Counter.evolve(state, event as Parameters<typeof Counter.evolve>[1]),
    Counter.initial,
  );

describe('defineStream on a real SQLite event store', () => {
  let dir: string;
  let sqlite: SqliteEventStore;
  let store: EventStore;
  const registry = new EventRegistry(EVENTS);
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'define-stream-'));
    sqlite = SqliteEventStore.open(join(dir, 'events.sqlite'));
    store = new ValidatingEventStore(sqlite, registry);
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const acting = (expectedRevision?: number) => ({ tenant: 'acme', id: '1', actorId: 'u1', expectedRevision });

  it('names streams {tenant}.{category}-{id} and refuses an impossible workspace name with a 400', () => {
    expect(Counter.name('acme', '1')).toBe('acme.counter-1');
    expect(() => Counter.name('Not A Name', '1')).toThrow(DomainError);
  });

  it('runs a command: decides on the folded state, appends with metadata, answers revision and position', async () => {
    const seen: number[] = [];
    const first = await Counter.run(store, acting(), (state) => (seen.push(state.total), increment(2)));
    const second = await Counter.run(store, acting(), (state) => (seen.push(state.total), increment(3)));
    expect(seen).toEqual([0, 2]);
    expect(first).toMatchObject({ revision: 0, appended: 1 });
    expect(second).toMatchObject({ revision: 1, appended: 1 });
    expect(second.position).toBeGreaterThan(first.position);
    const [event] = await store.readStream('acme.counter-1');
    expect(event.metadata).toMatchObject({ tenant: 'acme', userId: 'u1', causationId: null });
  });

  it('appends nothing when the decision is empty, answering the last position', async () => {
    const written = await Counter.run(store, acting(), () => increment(1));
    expect(await Counter.run(store, acting(), () => [])).toEqual({
      position: written.position,
      revision: 0,
      appended: 0,
    });
  });

  it('with If-Match: appends at the revision seen, and refuses a stale one with a conflict, writing nothing', async () => {
    await Counter.run(store, acting(-1), () => increment(1));
    await Counter.run(store, acting(0), () => increment(1));
    await expect(Counter.run(store, acting(0), () => increment(1))).rejects.toMatchObject({
      name: 'ConcurrencyConflictError',
      expected: 0,
      actual: 1,
    });
    expect(await store.readStream('acme.counter-1')).toHaveLength(2);
  });

  it('loses no update when two writers race: one of them gets a conflict', async () => {
    await Counter.run(store, acting(), () => increment(1));
    const results = await Promise.allSettled([
      Counter.run(store, acting(), () => increment(10)),
      Counter.run(store, acting(), () => increment(100)),
    ]);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    for (const failure of rejected) expect(failure.reason).toBeInstanceOf(ConcurrencyConflictError);
    const won = results.reduce((sum, r, i) => sum + (r.status === 'fulfilled' ? [10, 100][i] : 0), 0);
    expect((await Counter.load(store, 'acme', '1')).state.total).toBe(1 + won);
  });

  it('retries on a conflict when asked to, deciding again on the state the other writer left', async () => {
    await Counter.run(store, acting(), () => increment(1));
    const totalsSeen: number[] = [];
    const [a, b] = await Promise.all([
      Counter.run(store, { ...acting(), retryOnConflict: 2 }, (s) => (totalsSeen.push(s.total), increment(10))),
      Counter.run(store, { ...acting(), retryOnConflict: 2 }, (s) => (totalsSeen.push(s.total), increment(100))),
    ]);
    expect([a.revision, b.revision].sort()).toEqual([1, 2]);
    expect((await Counter.load(store, 'acme', '1')).state.total).toBe(111);
    // Both decided on 1; the loser decided once more, on the winner's write.
    expect(totalsSeen.filter((total) => total === 1)).toHaveLength(2);
    expect(totalsSeen.filter((total) => total === 11 || total === 101)).toHaveLength(1);
  });

  it('loads at the head, at a revision and at an instant', async () => {
    await Counter.run(store, acting(), () => increment(1));
    await Counter.run(store, acting(), () => increment(2));
    const [, second] = await store.readStream('acme.counter-1');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await Counter.run(store, acting(), () => increment(4));
    expect(await Counter.load(store, 'acme', '1')).toMatchObject({ state: { total: 7 }, revision: 2 });
    expect(await Counter.load(store, 'acme', '1', { toRevision: 0 })).toMatchObject({
      state: { total: 1 },
      revision: 0,
    });
    expect(await Counter.load(store, 'acme', '1', { until: second.recordedAt })).toMatchObject({
      state: { total: 3 },
      revision: 1,
      position: second.position,
    });
    expect(await Counter.load(store, 'acme', 'never')).toEqual({
      stream: 'acme.counter-never',
      state: Counter.initial,
      revision: -1,
      position: 0,
    });
  });

  it('the fast path answers what a full fold answers: after appends, a lost race, and another process', async () => {
    for (let n = 0; n < 50; n++) await Counter.run(store, acting(), () => increment(n));
    expect((await Counter.load(store, 'acme', '1')).state).toEqual(await fullFold(store));
    // A conflict: the loser's cached fold must not hide the winner's event.
    await Promise.allSettled([
      Counter.run(store, acting(), () => increment(1000)),
      Counter.run(store, acting(), () => [{ type: 'Reset', data: {} }]),
    ]);
    expect((await Counter.load(store, 'acme', '1')).state).toEqual(await fullFold(store));
    // Another process (its own connection to the same file) appends behind this one's cache.
    const other = new ValidatingEventStore(SqliteEventStore.open(join(dir, 'events.sqlite')), registry);
    await Counter.run(other, acting(), () => increment(7));
    await Counter.run(other, acting(), () => increment(8));
    await other.close();
    const loaded = await Counter.load(store, 'acme', '1');
    expect(loaded.state).toEqual(await fullFold(store));
    expect(loaded.revision).toBe((await store.readStream('acme.counter-1')).length - 1);
    // And the next command decides on that state and appends at that revision.
    const next = await Counter.run(store, acting(loaded.revision), () => increment(1));
    expect(next.revision).toBe(loaded.revision + 1);
  });

  it('a load at a revision at or after the cached fold starts from it, and answers as a full fold does', async () => {
    for (let n = 1; n <= 30; n++) await Counter.run(store, acting(), () => increment(n));
    await Counter.load(store, 'acme', '1');
    await Counter.run(store, acting(), () => increment(1000));
    const read = jest.spyOn(sqlite, 'readStream');
    const atHead = await Counter.load(store, 'acme', '1', { toRevision: 30 });
    expect(atHead.state.total).toBe(465 + 1000);
    expect(read.mock.calls.every(([, options]) => (options?.fromRevision ?? 0) >= 30)).toBe(true);
    read.mockClear();
    // Before the cached fold: folded from the start, and still right.
    expect((await Counter.load(store, 'acme', '1', { toRevision: 9 })).state.total).toBe(55);
    expect(read.mock.calls[0][1]?.fromRevision).toBe(0);
  });

  it('after a first load, a load at the head reads only the events appended since', async () => {
    for (let n = 0; n < 20; n++) await Counter.run(store, acting(), () => increment(1));
    await Counter.load(store, 'acme', '1');
    const read = jest.spyOn(sqlite, 'readStream');
    await Counter.run(store, acting(), () => increment(1));
    const loaded = await Counter.load(store, 'acme', '1');
    expect(loaded.state.total).toBe(21);
    for (const [, options] of read.mock.calls) expect(options?.fromRevision).toBeGreaterThanOrEqual(20);
  });
});
