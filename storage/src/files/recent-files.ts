import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream';

/** Files up to this size are kept after a read; larger ones (downloads of big uploads) only stream through. */
export const RECENT_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** All kept files together, the least recently read dropped first. */
export const RECENT_FILES_BYTES = 32 * 1024 * 1024;

/**
 * The small files read last, in memory. A file is named by the sha256 of its content, so what is kept can never be
 * out of date; only a delete drops it (the application never deletes a file another process may still read). Every
 * run of an app reads its templates again; from here that costs no file system call, and those calls wait their
 * turn in libuv's thread pool behind the fsyncs of the documents being written.
 */
export class RecentFiles {
  /** A Map iterates in insertion order: the first entry is the least recently read. */
  private readonly files = new Map<string, Buffer>();
  private total = 0;
  /** Counts deletes: a read that a delete overtook keeps nothing. */
  private deletes = 0;

  constructor(
    private readonly maxFileBytes = RECENT_FILE_MAX_BYTES,
    private readonly maxBytes = RECENT_FILES_BYTES,
  ) {}

  get(id: string): Buffer | undefined {
    const bytes = this.files.get(id);
    if (bytes) {
      this.files.delete(id);
      this.files.set(id, bytes);
    }
    return bytes;
  }

  /** The file's stream as it is read, keeping its bytes once it has been read to the end (when small enough). */
  keepWhileRead(id: string, source: Readable): Readable {
    const chunks: Buffer[] = [];
    let size = 0;
    const deletesBefore = this.deletes;
    const { maxFileBytes } = this;
    const kept = (bytes: Buffer) => {
      if (this.deletes === deletesBefore) this.remember(id, bytes);
    };
    const through = new Transform({
      transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
        size += chunk.length;
        if (size <= maxFileBytes) chunks.push(chunk);
        else chunks.length = 0;
        callback(null, chunk);
      },
      flush(callback: TransformCallback) {
        if (size <= maxFileBytes) kept(Buffer.concat(chunks, size));
        callback();
      },
    });
    // An error of the file (or a reader that stops early) ends both; nothing half read is kept.
    pipeline(source, through, () => undefined);
    return through;
  }

  /** The file was deleted: it is dropped, and so is what reads under way would keep. */
  deleted(id: string): void {
    this.deletes++;
    this.forget(id);
  }

  private forget(id: string): void {
    const bytes = this.files.get(id);
    if (!bytes) return;
    this.files.delete(id);
    this.total -= bytes.length;
  }

  private remember(id: string, bytes: Buffer): void {
    this.forget(id);
    this.files.set(id, bytes);
    this.total += bytes.length;
    while (this.total > this.maxBytes) this.forget(this.files.keys().next().value as string);
  }
}
