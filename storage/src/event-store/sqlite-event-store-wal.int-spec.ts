import Database from 'better-sqlite3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from './sqlite-event-store';
import type { StreamWrite } from './event-store.port';
import { testEvent } from './testing/event-store-test-kit';

/** SQLite checkpoints its WAL at 1,000 pages unless told otherwise. */
const SQLITE_DEFAULT_CHECKPOINT_PAGES = 1000;

describe('SqliteEventStore write-ahead log', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'es-sqlite-wal-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('does not checkpoint at every few appends of an import, and loses none of them on reopening', async () => {
    const file = join(dir, 'events.sqlite');
    const store = SqliteEventStore.open(file);
    // About 2,000 pages of events, appended 250 streams at a time as an import does.
    const text = 'x'.repeat(2000);
    for (let batch = 0; batch < 16; batch++) {
      const writes: StreamWrite[] = Array.from({ length: 250 }, (_, i) => ({
        stream: `acme.record-${batch}-${i}`,
        events: [testEvent('acme', 'RecordCreated', { batch, i, notes: text })],
        expected: 'no_stream',
      }));
      await store.appendStreams(writes);
    }

    // Another connection (another process) sees every append, and the WAL still holds them all: no checkpoint ran.
    const other = new Database(file);
    try {
      expect((other.prepare('SELECT count(*) AS n FROM events').get() as { n: number }).n).toBe(4000);
      const [{ log }] = other.pragma('wal_checkpoint(PASSIVE)') as { log: number }[];
      expect(log).toBeGreaterThan(SQLITE_DEFAULT_CHECKPOINT_PAGES * 1.5);
    } finally {
      other.close();
    }

    await store.close();
    const reopened = SqliteEventStore.open(file);
    try {
      expect(await reopened.headPosition()).toBe(4000);
      const last = await reopened.readStream('acme.record-15-249');
      expect(last.map((event) => event.data)).toEqual([{ batch: 15, i: 249, notes: text }]);
    } finally {
      await reopened.close();
    }
  });
});
