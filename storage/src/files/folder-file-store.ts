import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertFileId, contentStream, HashingPassThrough } from './content-hashing';
import { FileNotFoundError, type FileStore, type StoredFile } from './file-store.port';

export const TEMP_PREFIX = '.tmp-';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * Files in a folder, named by the sha256 of their content under `ab/cd/<sha256>`. Content is
 * written to a temporary file in the same folder while it is hashed, then renamed into place, so a
 * reader never sees a half-written file and the same bytes are kept once.
 */
export class FolderFileStore implements FileStore {
  constructor(readonly dir: string) {}

  async put(content: Readable | Buffer): Promise<StoredFile> {
    await mkdir(this.dir, { recursive: true });
    const temp = join(this.dir, `${TEMP_PREFIX}${randomUUID()}`);
    const hashing = new HashingPassThrough();
    try {
      // flush: the bytes reach the disk before the rename makes the file visible.
      await pipeline(contentStream(content), hashing, createWriteStream(temp, { flags: 'wx', flush: true }));
      const id = hashing.digest();
      const target = this.pathOf(id);
      await mkdir(dirname(target), { recursive: true });
      if (await this.stat(id)) await rm(temp, { force: true });
      else await rename(temp, target);
      return { id, size: hashing.size };
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(id: string): Promise<Readable> {
    assertFileId(id);
    try {
      const handle = await open(this.pathOf(id), 'r');
      return handle.createReadStream();
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
    await rm(this.pathOf(id), { force: true });
  }

  async close(): Promise<void> {}

  private pathOf(id: string): string {
    return join(this.dir, id.slice(0, 2), id.slice(2, 4), id);
  }
}
