import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConcurrencyConflictError, SqliteEventStore } from '@app/storage';
import { loadDecideAppend } from './load-decide-append';

type CounterEvent = { type: 'Incremented'; data: { by: number } };
const evolve = (total: number, event: CounterEvent) => total + event.data.by;

describe('loadDecideAppend on a real SQLite event store', () => {
  let dir: string;
  let store: SqliteEventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'lda-'));
    store = SqliteEventStore.open(join(dir, 'events.sqlite'));
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const increment = (by: number, expectedRevision?: number, seen: number[] = []) =>
    loadDecideAppend<number, CounterEvent>(store, {
      stream: 'acme.counter-1',
      evolve,
      initial: 0,
      decide: (total) => {
        seen.push(total);
        return by === 0 ? [] : [{ type: 'Incremented', data: { by } }];
      },
      metadata: { tenant: 'acme', userId: 'u1' },
      expectedRevision,
    });

  it('decides on the folded state and appends with metadata, answering revision and position', async () => {
    const seen: number[] = [];
    const first = await increment(2, undefined, seen);
    const second = await increment(3, undefined, seen);
    expect(seen).toEqual([0, 2]);
    expect(first).toMatchObject({ revision: 0, appended: 1 });
    expect(second).toMatchObject({ revision: 1, appended: 1 });
    expect(second.position).toBeGreaterThan(first.position);
    const [event] = await store.readStream('acme.counter-1');
    expect(event.metadata).toMatchObject({ tenant: 'acme', userId: 'u1', causationId: null });
  });

  it('appends nothing when the decision is empty, answering the last position', async () => {
    const written = await increment(1);
    expect(await increment(0)).toEqual({ position: written.position, revision: 0, appended: 0 });
  });

  it('refuses a stale expected revision with ConcurrencyConflictError', async () => {
    await increment(1);
    await increment(1);
    await expect(increment(1, 0)).rejects.toBeInstanceOf(ConcurrencyConflictError);
    expect(await store.readStream('acme.counter-1')).toHaveLength(2);
  });

  it('loses no update when two writers race: one of them gets a conflict', async () => {
    await increment(1);
    const results = await Promise.allSettled([increment(10), increment(100)]);
    const total = (await store.readStream('acme.counter-1')).reduce((sum, e) => sum + (e.data as { by: number }).by, 0);
    const conflicts = results.filter((r) => r.status === 'rejected');
    expect(conflicts.every((r) => (r as PromiseRejectedResult).reason instanceof ConcurrencyConflictError)).toBe(true);
    expect(total).toBe(1 + results.reduce((sum, r, i) => sum + (r.status === 'fulfilled' ? [10, 100][i] : 0), 0));
  });
});
