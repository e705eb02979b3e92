import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertFileId, contentStream, HashingPassThrough } from './content-hashing';
import { FileNotFoundError, type FileStore, type StoredFile } from './file-store.port';
import { RecentFiles } from './recent-files';

export const TEMP_PREFIX = '.tmp-';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** A temporary file goes with one call (`rm` would look at it on the main thread first); gone already is fine. */
async function removeTemp(temp: string): Promise<void> {
  await unlink(temp).catch((error: unknown) => {
    if (!isMissing(error)) throw error;
  });
}

/**
 * Files in a folder, named by the sha256 of their content under `ab/cd/<sha256>`. Content is
 * written to a temporary file in the same folder while it is hashed, then renamed into place, so a
 * reader never sees a half-written file and the same bytes are kept once.
 */
export class FolderFileStore implements FileStore {
  /**
   * Folders known to exist: each put would otherwise ask for its two folders again, and on a busy server every file
   * system call waits its turn in libuv's small thread pool behind the fsyncs of other puts.
   */
  private readonly folders = new Set<string>();
  /** The small files read last (a run reads the same templates every time): see RecentFiles. */
  private readonly recent = new RecentFiles();

  constructor(readonly dir: string) {}

  async put(content: Readable | Buffer): Promise<StoredFile> {
    // Bytes in hand whose file is already there (a run whose answers left a document as it was) are not written,
    // fsynced and thrown away again: their hash is all it takes to know.
    if (Buffer.isBuffer(content)) {
      const id = createHash('sha256').update(content).digest('hex');
      if (await this.stat(id)) return { id, size: content.length };
    }
    await this.ensureFolder(this.dir);
    const temp = join(this.dir, `${TEMP_PREFIX}${randomUUID()}`);
    const hashing = new HashingPassThrough();
    try {
      // flush: the bytes reach the disk before the rename makes the file visible.
      await pipeline(contentStream(content), hashing, createWriteStream(temp, { flags: 'wx', flush: true }));
      const id = hashing.digest();
      const target = this.pathOf(id);
      await this.ensureFolder(dirname(target));
      if (await this.stat(id)) await removeTemp(temp);
      else await rename(temp, target);
      return { id, size: hashing.size };
    } catch (error) {
      await removeTemp(temp);
      // A folder removed behind the store's back (an operator cleaning up): made again at the next put.
      if (isMissing(error)) this.folders.clear();
      throw error;
    }
  }

  async get(id: string): Promise<Readable> {
    assertFileId(id);
    const kept = this.recent.get(id);
    if (kept) return Readable.from([kept], { objectMode: false });
    try {
      const handle = await open(this.pathOf(id), 'r');
      return this.recent.keepWhileRead(id, handle.createReadStream());
    } catch (error) {
      if (isMissing(error)) throw new FileNotFoundError(id);
      throw error;
    }
  }

  async stat(id: string): Promise<StoredFile | null> {
    assertFileId(id);
    try {
      return { id, size: (await stat(this.pathOf(id))).size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(id: string): Promise<void> {
    assertFileId(id);
    this.recent.deleted(id);
    await rm(this.pathOf(id), { force: true });
  }

  async close(): Promise<void> {}

  private async ensureFolder(folder: string): Promise<void> {
    if (this.folders.has(folder)) return;
    await mkdir(folder, { recursive: true });
    this.folders.add(folder);
  }

  private pathOf(id: string): string {
    return join(this.dir, id.slice(0, 2), id.slice(2, 4), id);
  }
}
