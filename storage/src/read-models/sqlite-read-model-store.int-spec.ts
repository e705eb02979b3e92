import Database from 'better-sqlite3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeReadModelStoreContract } from './read-model-store.contract';
import { SqliteReadModelStore } from './sqlite-read-model-store';

describeReadModelStoreContract('SQLite', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'rm-sqlite-'));
  return {
    open: async () => SqliteReadModelStore.open(join(dir, 'nested', 'read-models.sqlite')),
    destroy: () => rm(dir, { recursive: true, force: true }),
  };
});

describe('SqliteReadModelStore with 100k documents', () => {
  let dir: string;
  let store: SqliteReadModelStore;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rm-sqlite-perf-'));
    store = await SqliteReadModelStore.open(join(dir, 'rm.sqlite'));
    await store.ensureCollection({
      name: 'records',
      indexes: [
        { field: 'email', type: 'text', unique: true },
        { field: 'catalog', type: 'text' },
        { field: 'rank', type: 'number' },
      ],
    });
  });
  afterAll(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('commits batches of 5000 quickly and answers an indexed lookup in a few milliseconds', async () => {
    const started = performance.now();
    for (let batch = 0; batch < 20; batch++) {
      const changes = Array.from({ length: 5000 }, (_, i) => {
        const n = batch * 5000 + i;
        const doc = {
          _id: `r${n}`,
          email: `u${n}@example.org`,
          catalog: `c${n % 100}`,
          rank: n,
          body: 'x'.repeat(200),
        };
        return { op: 'put' as const, collection: 'records', doc };
      });
      await store.commit(changes, { projector: 'records', position: (batch + 1) * 5000 });
    }
    const commitMs = performance.now() - started;

    const lookups = 200;
    const lookupStart = performance.now();
    for (let i = 0; i < lookups; i++) {
      const found = await store.find('records', { where: { email: `u${(i * 487) % 100000}@example.org` } });
      expect(found).toHaveLength(1);
    }
    const lookupMs = (performance.now() - lookupStart) / lookups;
    const pageStart = performance.now();
    const page = await store.find('records', {
      where: { catalog: 'c42' },
      sort: [{ field: 'rank', direction: 'desc' }],
      limit: 20,
    });
    const pageMs = performance.now() - pageStart;

    console.info(
      `SQLite read models, 100k docs: commit ${commitMs.toFixed(0)} ms (20 x 5000), lookup by indexed field ${lookupMs.toFixed(3)} ms, sorted page ${pageMs.toFixed(1)} ms`,
    );
    expect(page[0]._id).toBe('r99942');
    expect(await store.getCheckpoint('records')).toBe(100000);
    // Generous bounds for a shared 2-core machine; a full scan of 100k JSON docs takes ~50 ms or more.
    expect(lookupMs).toBeLessThan(10);
    expect(commitMs).toBeLessThan(20000);
  });
});

describe('SqliteReadModelStore indexes', () => {
  it('builds no index for a field declared without one, and drops the one it had', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rm-sqlite-idx-'));
    const file = join(dir, 'rm.sqlite');
    const store = await SqliteReadModelStore.open(file);
    const spec = { name: 'notes', indexes: [{ field: 'body', type: 'text' as const }] };
    const indexNames = () => {
      const db = new Database(file, { readonly: true });
      const names = (db.pragma('index_list(rm_notes)') as { name: string }[]).map((i) => i.name);
      db.close();
      return names;
    };
    await store.ensureCollection(spec);
    expect(indexNames()).toContain('rm_notes:body');
    await store.ensureCollection({ ...spec, indexes: [{ ...spec.indexes[0], indexed: false }] });
    expect(indexNames()).not.toContain('rm_notes:body');
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });
});
