import Database from 'better-sqlite3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteReadModelStore } from './sqlite-read-model-store';

describe('SqliteReadModelStore.isTransient', () => {
  it('calls a file locked by another writer transient, and a constraint failure not', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rm-transient-'));
    const file = join(dir, 'rm.sqlite');
    const store = await SqliteReadModelStore.open(file);
    const other = new Database(file);
    try {
      // A real lock error from better-sqlite3: another connection holds the write lock, this one does not wait.
      const blocked = new Database(file, { timeout: 0 });
      other.exec('BEGIN EXCLUSIVE');
      let busy: unknown;
      try {
        blocked.exec('CREATE TABLE t (x)');
      } catch (error) {
        busy = error;
      }
      blocked.close();
      other.exec('ROLLBACK');
      // By name: the native addon keeps the SqliteError class of the first module instance jest loaded.
      expect((busy as Error).name).toBe('SqliteError');
      expect((busy as { code: string }).code).toMatch(/^SQLITE_BUSY/);
      expect(store.isTransient(busy)).toBe(true);
      expect(store.isTransient(new Error('commit failed', { cause: busy }))).toBe(true);
      expect(store.isTransient(new Database.SqliteError('UNIQUE constraint failed', 'SQLITE_CONSTRAINT_UNIQUE'))).toBe(
        false,
      );
    } finally {
      other.close();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
