import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from './sqlite-event-store';
import { describeEventStoreContract } from './testing/event-store.contract';

const folder = mkdtempSync(join(tmpdir(), 'sqlite-event-store-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let files = 0;
// A real file per test, in a folder the store has to create.
describeEventStoreContract('SqliteEventStore', async (setup) =>
  SqliteEventStore.open(join(folder, `db${++files}`, 'events.sqlite'), { clock: setup?.clock }),
);

describe('SqliteEventStore subscriptions to some types', () => {
  it('are not read for when this process appends only other types, and still get theirs at once', async () => {
    const store = SqliteEventStore.open(join(folder, 'typed-wake', 'events.sqlite'));
    const reads: (readonly string[] | undefined)[] = [];
    const readAll = store.readAll.bind(store);
    store.readAll = (options) => {
      reads.push(options?.types);
      return readAll(options);
    };
    const received: string[] = [];
    const subscription = store.subscribe({ types: ['Wanted'] }, (event) => void received.push(event.type));
    const metadata = {
      tenant: 'acme',
      userId: null,
      correlationId: 'c',
      causationId: null,
      time: new Date().toISOString(),
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
    try {
      await settle();
      const before = reads.length;
      for (let i = 0; i < 20; i++) await store.append('acme.other-1', [{ type: 'Other', data: {}, metadata }], 'any');
      await settle();
      expect(reads.length).toBe(before);
      await store.append('acme.mine-1', [{ type: 'Wanted', data: {}, metadata }], 'any');
      await settle();
      expect(received).toEqual(['Wanted']);
    } finally {
      await subscription.close();
      await store.close();
    }
  });
});
