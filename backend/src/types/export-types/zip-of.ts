import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export type ZipEntry =
  | { path: string; content: Buffer }
  /** Opened only when the zip gets to it, so that a large export holds one file open at a time. */
  | { path: string; open: () => Promise<Readable> };

/** A zip streamed as it is written (deflated entries, the given time on each). */
export function zipOf(entries: readonly ZipEntry[], mtime: Date): Readable {
  const zip = new ZipFile();
  for (const entry of entries) {
    if ('content' in entry) zip.addBuffer(entry.content, entry.path, { mtime });
    else
      zip.addReadStreamLazy(entry.path, { mtime }, (callback) => {
        entry.open().then(
          (stream) => callback(null, stream),
          (error: Error) => callback(error, undefined as unknown as Readable),
        );
      });
  }
  zip.end();
  return zip.outputStream as Readable;
}
