import Database from 'better-sqlite3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteReadModelStore } from './sqlite-read-model-store';

/** SQLite checkpoints its WAL at 1,000 pages unless told otherwise. */
const SQLITE_DEFAULT_CHECKPOINT_PAGES = 1000;

describe('SqliteReadModelStore write-ahead log', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rm-sqlite-wal-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('does not checkpoint at every few commits of a projection, and loses none of them on reopening', async () => {
    const file = join(dir, 'read-models.sqlite');
    const store = await SqliteReadModelStore.open(file);
    await store.ensureCollection({
      name: 'records',
      indexes: [
        { field: 'catalogKey', type: 'text' },
        { field: 'nameLower', type: 'text' },
      ],
    });
    // About 2,000 pages of documents, committed 250 at a time as a projection of an import does.
    const text = 'x'.repeat(2000);
    for (let batch = 0; batch < 16; batch++) {
      const changes = Array.from({ length: 250 }, (_, i) => ({
        op: 'put' as const,
        collection: 'records',
        doc: { _id: `r-${batch}-${i}`, catalogKey: 'demo.c1', nameLower: `name ${batch} ${i}`, notes: text },
      }));
      await store.commit(changes, { projector: 'records@v1', position: (batch + 1) * 250 });
    }

    // Another connection (another process) sees every commit, and the WAL still holds them all: no checkpoint ran.
    const other = new Database(file);
    try {
      expect((other.prepare('SELECT count(*) AS n FROM "rm_records"').get() as { n: number }).n).toBe(4000);
      const [{ log }] = other.pragma('wal_checkpoint(PASSIVE)') as { log: number }[];
      expect(log).toBeGreaterThan(SQLITE_DEFAULT_CHECKPOINT_PAGES * 1.5);
    } finally {
      other.close();
    }

    await store.close();
    const reopened = await SqliteReadModelStore.open(file);
    try {
      expect(await reopened.count('records')).toBe(4000);
      expect(await reopened.getCheckpoint('records@v1')).toBe(4000);
    } finally {
      await reopened.close();
    }
  });
});
