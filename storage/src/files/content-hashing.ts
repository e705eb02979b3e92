import { createHash, type Hash } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';

const FILE_ID = /^[0-9a-f]{64}$/;

/** A file id that is not a lower-case sha256: refused before it reaches a path or a query. */
export class InvalidFileIdError extends Error {
  constructor(readonly id: unknown) {
    super(
      `Invalid file id ${JSON.stringify(String(id)).slice(0, 100)}: expected 64 lower-case hex characters (sha256)`,
    );
    this.name = 'InvalidFileIdError';
  }
}

export function assertFileId(id: unknown): asserts id is string {
  if (typeof id !== 'string' || !FILE_ID.test(id)) throw new InvalidFileIdError(id);
}

/** A Buffer becomes a one-chunk stream, so both kinds of content take the same streaming path. */
export function contentStream(content: Readable | Buffer): Readable {
  if (Buffer.isBuffer(content)) return Readable.from([content]);
  if (content instanceof Readable) return content;
  throw new Error('File content must be a Buffer or a Readable stream');
}

/** Passes the bytes through unchanged while computing their sha256 and size. */
export class HashingPassThrough extends Transform {
  private readonly hash: Hash = createHash('sha256');
  size = 0;

  override _transform(chunk: unknown, encoding: BufferEncoding, callback: TransformCallback): void {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : (chunk as Buffer);
    this.hash.update(bytes);
    this.size += bytes.length;
    callback(null, bytes);
  }

  /** Only valid once the stream has finished. */
  digest(): string {
    return this.hash.digest('hex');
  }
}
