import type { RecordedEvent } from '@app/event-schemas';
import type { EventStore } from '../event-store.port';
import { dataOf, events, sleep, testEvent, waitFor } from './event-store-test-kit';

/** The part of the contract about time and the global log: until, readAll, subscribe, onAppended, head. */
export function describeLiveContract(current: () => { store: EventStore; tenant: string }): void {
  const stream = (id = 'x') => `${current().tenant}.thing-${id}`;

  it('reads a stream as it stood at an instant (until), both directions', async () => {
    const { store, tenant } = current();
    await store.append(stream(), events(tenant, 2), 'no_stream');
    await sleep(25);
    await store.append(stream(), events(tenant, 2), 1);
    const [, second, third] = await store.readStream(stream());
    expect(Date.parse(third.recordedAt)).toBeGreaterThan(Date.parse(second.recordedAt));
    expect((await store.readStream(stream(), { until: second.recordedAt })).map((e) => e.revision)).toEqual([0, 1]);
    expect(
      (await store.readStream(stream(), { until: new Date(second.recordedAt), direction: 'backwards' })).map(
        (e) => e.revision,
      ),
    ).toEqual([1, 0]);
    expect(await store.readStream(stream(), { until: '2000-01-01T00:00:00Z' })).toEqual([]);
  });

  it('reads all events after a position, filtered by tenant and types', async () => {
    const { store, tenant } = current();
    const start = await store.headPosition();
    await store.append(stream('a'), [testEvent(tenant, 'ThingCreated', { n: 1 })], 'any');
    await store.append(`${tenant}b.thing-a`, [testEvent(`${tenant}b`, 'ThingCreated', { n: 2 })], 'any');
    const third = await store.append(stream('b'), [testEvent(tenant, 'ThingDeleted', { n: 3 })], 'any');
    await store.append(stream('a'), [testEvent(tenant, 'ThingRenamed', { n: 4 })], 'any');

    expect(dataOf(await store.readAll({ afterPosition: start, tenant }))).toEqual([{ n: 1 }, { n: 3 }, { n: 4 }]);
    expect(
      dataOf(await store.readAll({ afterPosition: start, tenant, types: ['ThingCreated', 'ThingRenamed'] })),
    ).toEqual([{ n: 1 }, { n: 4 }]);
    expect(dataOf(await store.readAll({ afterPosition: start, tenant, maxCount: 2 }))).toEqual([{ n: 1 }, { n: 3 }]);
    expect(dataOf(await store.readAll({ afterPosition: third.position, tenant }))).toEqual([{ n: 4 }]);
    const typed = await store.readAll({ afterPosition: start, types: ['ThingCreated'] });
    expect(dataOf(typed.filter((e) => e.stream.startsWith(tenant)))).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('pages through some types with maxCount, whether they are rare or frequent in the log', async () => {
    const { store, tenant } = current();
    const start = await store.headPosition();
    // Wanted types frequent at first, then every third event, then rare: pages end at every kind of gap.
    const wantedAt = (n: number) => (n < 12 ? n % 4 !== 3 : n < 24 ? n % 3 === 0 : n % 9 === 0);
    const types = Array.from({ length: 45 }, (_, n) =>
      wantedAt(n) ? (n % 2 ? 'ThingDeleted' : 'ThingCreated') : 'ThingRenamed',
    );
    let last = 0;
    for (const [n, type] of types.entries()) {
      last = (await store.append(stream(`p${n % 3}`), [testEvent(tenant, type, { n })], 'any')).position;
    }
    const wanted = ['ThingCreated', 'ThingDeleted'];
    const expected = types.flatMap((type, n) => (wanted.includes(type) ? [n] : []));
    for (const maxCount of [1, 2, 3, 100]) {
      const seen: number[] = [];
      for (let after = start; after < last;) {
        const page = await store.readAll({ afterPosition: after, types: wanted, maxCount });
        expect(page.length).toBeLessThanOrEqual(maxCount);
        if (page.length === 0) break;
        for (const event of page) if (event.stream.startsWith(`${tenant}.`)) seen.push((event.data as { n: number }).n);
        after = page[page.length - 1].position;
      }
      expect(seen).toEqual(expected);
    }
  });

  it('keeps tenants apart: "a" never sees "ab", and reads come in global order', async () => {
    const { store, tenant } = current();
    const other = `${tenant}ab`;
    const mine = `${tenant}a`;
    const start = await store.headPosition();
    for (let n = 0; n < 6; n++) {
      const owner = n % 2 ? other : mine;
      await store.append(`${owner}.thing-${n % 3}`, [testEvent(owner, 'ThingHappened', { n })], 'any');
    }
    const read = await store.readAll({ afterPosition: start, tenant: mine });
    expect(dataOf(read)).toEqual([{ n: 0 }, { n: 2 }, { n: 4 }]);
    expect(read.every((e) => e.stream.startsWith(`${mine}.`))).toBe(true);
    const positions = read.map((e) => e.position);
    expect(positions).toEqual([...positions].sort((x, y) => x - y));
  });

  it('subscribes: catches up, then receives live events in order, and stops on close', async () => {
    const { store, tenant } = current();
    const start = await store.headPosition();
    await store.append(stream(), events(tenant, 3), 'no_stream');
    const received: RecordedEvent[] = [];
    const subscription = store.subscribe({ afterPosition: start, tenant }, async (event) => {
      await sleep(1); // a slow handler must still see events one at a time, in order
      received.push(event);
    });
    await waitFor(() => received.length === 3, 5000, 'catch-up');
    await store.append(stream(), events(tenant, 2), 2);
    await store.append(stream('y'), events(tenant, 1), 'any');
    await waitFor(() => received.length === 6, 5000, 'live events');
    expect(received.map((e) => e.position)).toEqual([...received.map((e) => e.position)].sort((x, y) => x - y));
    expect(received.map((e) => `${e.stream}@${e.revision}`)).toEqual(
      [0, 1, 2, 3, 4].map((r) => `${stream()}@${r}`).concat(`${stream('y')}@0`),
    );
    await subscription.close();
    await store.append(stream(), events(tenant, 1), 4);
    await sleep(300);
    expect(received).toHaveLength(6);
  });

  /** Delivers until `last` arrives; everything before it in the log has been considered by then. */
  async function deliveredUntil(
    store: EventStore,
    options: Parameters<EventStore['subscribe']>[0],
    append: () => Promise<unknown>,
    isLast: (event: RecordedEvent) => boolean,
  ): Promise<RecordedEvent[]> {
    const received: RecordedEvent[] = [];
    const subscription = store.subscribe(options, (event) => void received.push(event));
    try {
      await append();
      await waitFor(() => received.some(isLast), 5000, 'the last event');
    } finally {
      await subscription.close();
    }
    return received;
  }

  it('subscribes to one tenant: "a" never receives "ab"', async () => {
    const { store, tenant } = current();
    const mine = `${tenant}a`;
    const other = `${tenant}ab`;
    const start = await store.headPosition();
    const received = await deliveredUntil(
      store,
      { afterPosition: start, tenant: mine },
      async () => {
        for (let n = 0; n < 6; n++) {
          const owner = n % 2 ? other : mine;
          await store.append(`${owner}.thing-${n}`, [testEvent(owner, 'ThingHappened', { n })], 'any');
        }
      },
      (event) => (event.data as { n: number }).n === 4,
    );
    expect(dataOf(received)).toEqual([{ n: 0 }, { n: 2 }, { n: 4 }]);
  });

  it('subscribes to some types only, never delivering the others', async () => {
    const { store, tenant } = current();
    const start = await store.headPosition();
    const types = ['ThingCreated', 'ThingDeleted'];
    const received = await deliveredUntil(
      store,
      { afterPosition: start, types },
      () =>
        store.append(
          stream(),
          [
            testEvent(tenant, 'ThingCreated', { n: 1 }),
            testEvent(tenant, 'ThingRenamed', { n: 2 }),
            testEvent(tenant, 'ThingCreatedTwice', { n: 3 }),
            testEvent(tenant, 'ThingDeleted', { n: 4 }),
          ],
          'no_stream',
        ),
      (event) => event.type === 'ThingDeleted' && event.stream === stream(),
    );
    // Other tests may share the engine (KurrentDB): look at this test's stream only.
    const mine = received.filter((event) => event.stream === stream());
    expect(mine.map((event) => event.type)).toEqual(types);
    expect(received.every((event) => types.includes(event.type))).toBe(true);
  });

  it('resumes after any event of one multi-event append without skipping or repeating the rest', async () => {
    const { store, tenant } = current();
    await store.append(stream(), events(tenant, 4), 'no_stream');
    const written = await store.readAll({ afterPosition: 0, tenant });
    expect(written.map((event) => event.revision)).toEqual([0, 1, 2, 3]);
    for (const [index, event] of written.entries()) {
      const rest = written.slice(index + 1).map((e) => e.revision);
      const read = await store.readAll({ afterPosition: event.position, tenant });
      expect(read.map((e) => e.revision)).toEqual(rest);
      if (rest.length === 0) continue;
      const delivered = await deliveredUntil(
        store,
        { afterPosition: event.position, tenant },
        async () => undefined,
        (e) => e.revision === 3,
      );
      expect(delivered.map((e) => e.revision)).toEqual(rest);
    }
  });

  it('ends a subscription whose handler fails, rejecting done', async () => {
    const { store, tenant } = current();
    const start = await store.headPosition();
    await store.append(stream(), events(tenant, 2), 'no_stream');
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const subscription = store.subscribe({ afterPosition: start, tenant }, () => {
      throw new Error('projection broke');
    });
    await expect(subscription.done).rejects.toThrow('projection broke');
    spy.mockRestore();
    await subscription.close();
  });

  it('calls onAppended listeners with the new head until removed', async () => {
    const { store, tenant } = current();
    const seen: number[] = [];
    const remove = store.onAppended((position) => seen.push(position));
    const result = await store.append(stream(), events(tenant, 2), 'any');
    expect(seen).toContain(result.position);
    remove();
    const count = seen.length;
    await store.append(stream(), events(tenant, 1), 'any');
    expect(seen).toHaveLength(count);
  });

  it('reports the head position: the last event written', async () => {
    const { store, tenant } = current();
    const result = await store.append(stream(), events(tenant, 3), 'any');
    expect(await store.headPosition()).toBe(result.position);
  });
}
