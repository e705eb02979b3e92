import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeFileStoreContract } from './file-store.contract';
import { FolderFileStore, TEMP_PREFIX } from './folder-file-store';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

describeFileStoreContract('folder', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'files-folder-'));
  const root = join(dir, 'files');
  return {
    open: async () => new FolderFileStore(root),
    storedCopies: async (id) => (await listFiles(root)).filter((name) => name === id).length,
    destroy: async () => {
      // Temporary files must never outlive a put, failed or not.
      expect((await listFiles(root)).filter((name) => name.startsWith(TEMP_PREFIX))).toEqual([]);
      await rm(dir, { recursive: true, force: true });
    },
  };
});

describe('FolderFileStore layout', () => {
  it('places a file at ab/cd/<sha256> inside its folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'files-layout-'));
    try {
      const store = new FolderFileStore(dir);
      const { id } = await store.put(Buffer.from('layout'));
      expect(await readdir(join(dir, id.slice(0, 2), id.slice(2, 4)))).toEqual([id]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('does not write bytes it already has again (the stored file is left as it was)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'files-again-'));
    try {
      const store = new FolderFileStore(dir);
      const { id } = await store.put(Buffer.from('the same document'));
      const path = join(dir, id.slice(0, 2), id.slice(2, 4), id);
      const before = await stat(path);
      expect(await store.put(Buffer.from('the same document'))).toEqual({ id, size: 17 });
      const after = await stat(path);
      expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reads a file back after it was read once, and not after it was deleted', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'files-recent-'));
    try {
      const store = new FolderFileStore(dir);
      const { id } = await store.put(Buffer.from('a template'));
      const text = async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of await store.get(id)) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks).toString();
      };
      expect(await text()).toBe('a template');
      expect(await text()).toBe('a template');
      await store.delete(id);
      await expect(store.get(id)).rejects.toThrow(/not found/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
