import { KurrentDBClient } from '@kurrent/kurrentdb-client';
import { ConcurrencyConflictError } from './event-store.port';
import { KurrentEventStore } from './kurrent-event-store';
import { NOT_SYSTEM_STREAM } from './kurrent-filter';
import { READ_PAGE_SIZE } from './kurrent-paged-reads';
import { events, testEvent, waitFor } from './testing/event-store-test-kit';
import { KurrentConnectionDouble, type LoggedEvent } from './testing/kurrent-connection-double';

/*
 * The real client (its Rust bridge for reads, grpc-js for appends and subscriptions) against a double
 * of the connection: what no embedded engine can show, and no server can run here to show.
 */
let double: KurrentConnectionDouble;
let store: KurrentEventStore;
const tenant = 'acme';
const own = (stream: string, type = 'ThingHappened', extra: Partial<LoggedEvent> = {}) =>
  double.record({ stream: `${tenant}.${stream}`, type, metadata: { tenant, userId: 'u1' }, ...extra });

beforeEach(async () => {
  double = await KurrentConnectionDouble.start();
  store = new KurrentEventStore(KurrentDBClient.connectionString(double.url));
});
afterEach(async () => {
  await store.close();
  await double.stop();
});

/** Every read the adapter made since `from` asked for a bounded count and is over on the server. */
function expectBoundedAndClosed(from = 0, bound = READ_PAGE_SIZE + 1): void {
  const reads = double.reads.slice(from).filter((read) => read.kind !== 'subscription');
  expect(reads.length).toBeGreaterThan(0);
  for (const read of reads) {
    expect(read.count).toBeDefined();
    expect(Number(read.count)).toBeLessThanOrEqual(bound);
  }
  expect(double.openReads()).toEqual([]);
}

describe('KurrentEventStore reads (against a connection double)', () => {
  it('reads $all in bounded pages, none left open, without skipping or repeating an event at a page edge', async () => {
    const count = 2 * READ_PAGE_SIZE + 7;
    for (let n = 0; n < count; n++) own(`thing-${n % 5}`, 'ThingHappened', { data: { n } });
    const all = await store.readAll();
    expect(all.map((event) => (event.data as { n: number }).n)).toEqual([...Array(count).keys()]);
    expect(double.reads.filter((read) => read.kind === 'all').length).toBeGreaterThanOrEqual(3);
    expectBoundedAndClosed();

    const before = double.reads.length;
    const page = await store.readAll({ afterPosition: all[10].position, maxCount: 3 });
    expect(page.map((event) => (event.data as { n: number }).n)).toEqual([11, 12, 13]);
    expectBoundedAndClosed(before, 4);
  });

  it('pages on when its exact filter drops what the server sent (tenant and types), still closing every read', async () => {
    for (let n = 0; n < READ_PAGE_SIZE + 20; n++) own('thing-1', n % 50 === 49 ? 'ThingCreated' : 'ThingRenamed');
    double.record({ stream: `${tenant}x.thing-1`, type: 'ThingCreated' });
    const created = await store.readAll({ tenant, types: ['ThingCreated'], maxCount: 20 });
    expect(created.map((event) => event.revision)).toEqual([49, 99, 149, 199, 249, 299, 349, 399, 449, 499]);
    expectBoundedAndClosed();
  });

  it('reads a stream in bounded pages, with maxCount, toRevision and until, none left open', async () => {
    for (let n = 0; n < READ_PAGE_SIZE + 10; n++) own('thing-1', 'ThingHappened', { data: { n } });
    expect(await store.readStream(`${tenant}.thing-1`)).toHaveLength(READ_PAGE_SIZE + 10);
    expect((await store.readStream(`${tenant}.thing-1`, { maxCount: 2 })).map((e) => e.revision)).toEqual([0, 1]);
    expect(
      (await store.readStream(`${tenant}.thing-1`, { fromRevision: 3, toRevision: 5 })).map((e) => e.revision),
    ).toEqual([3, 4, 5]);
    const backwards = await store.readStream(`${tenant}.thing-1`, { direction: 'backwards', maxCount: 2 });
    expect(backwards.map((e) => e.revision)).toEqual([READ_PAGE_SIZE + 9, READ_PAGE_SIZE + 8]);
    expect(await store.readStream(`${tenant}.thing-1`, { until: new Date() })).toHaveLength(READ_PAGE_SIZE + 10);
    expect(await store.readStream(`${tenant}.never`)).toEqual([]);
    expectBoundedAndClosed();
    const streamReads = double.reads.filter((read) => read.kind === 'stream');
    // Whole reads page by READ_PAGE_SIZE; bounded ones ask for no more than they can use.
    const page = READ_PAGE_SIZE;
    expect(streamReads.map((read) => Number(read.count))).toEqual([page, page, 2, 3, 2, page, page, page]);
  });

  it('headPosition reads back from the end with the non-system filter and a small count', async () => {
    expect(await store.headPosition()).toBe(0);
    own('thing-1');
    const last = own('thing-2');
    for (let n = 0; n < 20; n++) double.record({ stream: `$$${tenant}.thing-${n}`, type: '$metadata' });
    const before = double.reads.length;
    expect(await store.headPosition()).toBe(last.position);
    const [read, ...more] = double.reads.slice(before);
    expect(more).toEqual([]);
    expect(read).toMatchObject({ kind: 'all', backwards: true, filter: { on: 'stream', regex: NOT_SYSTEM_STREAM } });
    expect(Number(read.count)).toBeLessThanOrEqual(10);
    expect(double.openReads()).toEqual([]);
  });

  it('reads a stream until an instant by skipping later events, not stopping at the first (clock skew)', async () => {
    const at = (second: number) => ({ created: new Date(Date.UTC(2026, 0, 1, 0, 0, second)) });
    for (const second of [10, 30, 20, 40]) own('thing-1', 'ThingHappened', at(second));
    const until = new Date(Date.UTC(2026, 0, 1, 0, 0, 25));
    const revisions = async (options: Parameters<KurrentEventStore['readStream']>[1]) =>
      (await store.readStream(`${tenant}.thing-1`, options)).map((event) => event.revision);
    expect(await revisions({ until })).toEqual([0, 2]);
    expect(await revisions({ until, toRevision: 1 })).toEqual([0]);
    expect(await revisions({ until, direction: 'backwards' })).toEqual([2, 0]);
    expectBoundedAndClosed();
  });
});

describe('KurrentEventStore appends (against a connection double)', () => {
  it('raises ConcurrencyConflictError for success: false (throwOnAppendFailure=false), writing nothing', async () => {
    const lenient = new KurrentEventStore(KurrentDBClient.connectionString(`${double.url}&throwOnAppendFailure=false`));
    try {
      await lenient.append(`${tenant}.thing-1`, events(tenant, 2), 'no_stream');
      const conflict = lenient.append(`${tenant}.thing-1`, events(tenant, 1), 0);
      await expect(conflict).rejects.toBeInstanceOf(ConcurrencyConflictError);
      await expect(conflict).rejects.toMatchObject({ stream: `${tenant}.thing-1`, expected: 0, actual: 1 });
      await expect(lenient.append(`${tenant}.thing-2`, events(tenant, 1), 'stream_exists')).rejects.toMatchObject({
        name: 'ConcurrencyConflictError',
        actual: 'no_stream',
      });
      expect(double.log.map((event) => `${event.stream}@${event.revision}`)).toEqual([
        `${tenant}.thing-1@0`,
        `${tenant}.thing-1@1`,
      ]);
    } finally {
      await lenient.close();
    }
  });

  it('refuses throwOnAppendFailure=false at connect, naming EVENTSTORE_URL', async () => {
    await expect(KurrentEventStore.connect(`${double.url}&throwOnAppendFailure=false`)).rejects.toThrow(
      /EVENTSTORE_URL.*throwOnAppendFailure=false/,
    );
    expect(double.reads).toEqual([]);
  });

  it('answers a multi-event append with its own result when the read-back finds nothing (a lagging node)', async () => {
    own('thing-1');
    double.visible = double.log.length;
    const result = await store.append(`${tenant}.thing-1`, events(tenant, 3), 0);
    expect(result).toEqual({ revision: 3, position: double.log[3].position });
    expect(double.openReads()).toEqual([]);
  });
});

describe('KurrentEventStore subscriptions (against a connection double)', () => {
  it('rejects done when the server ends the subscription without close(), so the caller resubscribes', async () => {
    own('thing-1');
    const received: unknown[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const subscription = store.subscribe({ tenant }, (event) => void received.push(event));
      await waitFor(() => received.length === 1, 5000, 'catch-up');
      double.endSubscriptions();
      await expect(subscription.done).rejects.toThrow(/ended the subscription without close\(\)/);
      await subscription.close();
    } finally {
      spy.mockRestore();
    }
  });

  it('resolves done on close() and ends the server-side subscription', async () => {
    const received: unknown[] = [];
    const subscription = store.subscribe({ tenant }, (event) => void received.push(event));
    await store.append(`${tenant}.thing-1`, [testEvent(tenant)], 'no_stream');
    await waitFor(() => received.length === 1, 5000, 'live delivery');
    await subscription.close();
    await expect(subscription.done).resolves.toBeUndefined();
    await waitFor(() => double.openReads('subscription').length === 0, 5000, 'the server to see the cancel');
  });
});
