import { mkdtemp, readdir, rm } from 'node:fs/promises';
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
});
