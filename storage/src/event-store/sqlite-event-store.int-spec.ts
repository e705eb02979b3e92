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
