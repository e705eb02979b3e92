import { Writable } from 'node:stream';
import { ObjectId } from 'mongodb';
import type { GridFsBucketPort, GridFsUpload } from '../files/gridfs-bucket';

interface FileDoc {
  _id: ObjectId;
  filename: string;
  length: number;
  uploadDate: number;
}

type Operation = 'findByName' | 'rename' | 'delete' | 'abort';

/** A failure to inject: `applied` makes the operation take effect before it fails, as when its answer is lost. */
interface InjectedFailure {
  error: Error;
  applied?: boolean;
}

/**
 * GridFS as the driver behaves, in memory, for the parts GridFsFileStore uses: uploads write chunks as
 * they fill and the files document when the stream ends; abort() removes the chunks and refuses once
 * the stream has ended; delete removes the chunks even when it then rejects for a missing files
 * document; the final-name unique index (once built) refuses a second file of the same final name.
 * Failures are injected per operation, to prove the store cleans up after each.
 */
export class GridFsBucketDouble implements GridFsBucketPort {
  readonly files = new Map<string, FileDoc>();
  readonly chunkStore = new Map<string, Map<number, Uint8Array>>();
  /** Chunk reads begun and not yet ended. */
  openCursors = 0;
  /** The batch size each download asked for. */
  readonly batchSizes: number[] = [];
  readonly failures: Partial<Record<Operation, InjectedFailure>> = {};
  /** Fails the end of the next upload, where the driver writes its files document. */
  failFinish: InjectedFailure | undefined;
  /** Awaited before every rename: lets a test line two uploads up at the same step. */
  beforeRename: (() => Promise<void>) | undefined;
  private indexed = false;
  private uploads = 0;

  constructor(readonly chunkSize = 1024) {}

  /** Names of the files kept, sorted. */
  names(): string[] {
    return [...this.files.values()].map((f) => f.filename).sort();
  }

  async leftovers() {
    await this.turn();
    return { temporary: this.names().filter((n) => n.startsWith('tmp-')).length, orphanChunks: this.orphanChunks() };
  }

  /** Chunks whose files document does not exist. */
  orphanChunks(): number {
    let n = 0;
    for (const [id, chunks] of this.chunkStore) if (!this.files.has(id)) n += chunks.size;
    return n;
  }

  openUploadStream(filename: string): GridFsUpload {
    const id = new ObjectId();
    const key = id.toHexString();
    let pending = Buffer.alloc(0);
    let n = 0;
    let length = 0;
    let ended = false;
    let aborted = false;
    const chunks = new Map<number, Uint8Array>();
    this.chunkStore.set(key, chunks);
    const flush = (bytes: Buffer) => {
      chunks.set(n++, Uint8Array.from(bytes));
      length += bytes.length;
    };
    const stream = new Writable({
      write: (chunk: Buffer, _encoding, callback) => {
        if (aborted) return callback(new Error('Stream has been aborted'));
        pending = Buffer.concat([pending, chunk]);
        while (pending.length >= this.chunkSize) {
          flush(pending.subarray(0, this.chunkSize));
          pending = pending.subarray(this.chunkSize);
        }
        callback();
      },
      final: (callback) => {
        ended = true;
        if (aborted) return callback(new Error('Stream has been aborted'));
        if (pending.length > 0) flush(pending);
        const failure = this.failFinish;
        this.failFinish = undefined;
        if (!failure || failure.applied) {
          this.files.set(key, { _id: id, filename, length, uploadDate: ++this.uploads });
        }
        setImmediate(() => callback(failure?.error));
      },
    }) as Writable & { id: ObjectId; abort(): Promise<void> };
    stream.id = id;
    stream.abort = async () => {
      this.inject('abort');
      if (ended) throw new Error('Cannot abort a stream that has already completed');
      if (aborted) throw new Error('Cannot call abort() on a stream twice');
      aborted = true;
      this.chunkStore.delete(key);
    };
    return stream;
  }

  async findByName(filename: string, limit = 0) {
    await this.turn();
    this.inject('findByName');
    const found = [...this.files.values()]
      .filter((f) => f.filename === filename)
      .sort((a, b) => a.uploadDate - b.uploadDate)
      .map(({ _id, length, filename: name }) => ({ _id, length, filename: name }));
    return limit > 0 ? found.slice(0, limit) : found;
  }

  async rename(id: ObjectId, filename: string): Promise<void> {
    await this.beforeRename?.();
    await this.turn();
    const file = this.files.get(id.toHexString());
    if (!file) throw new Error(`File with id ${id.toHexString()} not found`);
    const taken = [...this.files.values()].some((f) => f.filename === filename && !f._id.equals(id));
    if (this.indexed && filename < 'g' && taken) {
      throw Object.assign(new Error(`E11000 duplicate key error dup key: { filename: "${filename}" }`), {
        code: 11000,
      });
    }
    const failure = this.take('rename');
    if (!failure || failure.applied) file.filename = filename;
    if (failure) throw failure.error;
  }

  async delete(id: ObjectId): Promise<void> {
    await this.turn();
    const failure = this.take('delete');
    if (failure && !failure.applied) throw failure.error;
    const key = id.toHexString();
    const existed = this.files.delete(key);
    this.chunkStore.delete(key);
    if (failure) throw failure.error;
    if (!existed) throw new Error(`File not found for id ${key}`);
  }

  async *chunks(id: ObjectId, batchSize: number): AsyncIterable<{ n: number; data: Uint8Array }> {
    this.batchSizes.push(batchSize);
    // A cursor on the server: open until read to its end or closed (the driver's cursor.close()).
    this.openCursors++;
    try {
      const chunks = this.chunkStore.get(id.toHexString()) ?? new Map<number, Uint8Array>();
      for (const n of [...chunks.keys()].sort((a, b) => a - b)) {
        await this.turn();
        yield { n, data: chunks.get(n)! };
      }
    } finally {
      this.openCursors--;
    }
  }

  async ensureFinalNameIndex(): Promise<void> {
    await this.turn();
    // As the port says: copies kept twice are reduced to the oldest, then the index holds.
    const kept = new Set<string>();
    for (const file of [...this.files.values()].sort((a, b) => a.uploadDate - b.uploadDate)) {
      if (file.filename >= 'g') continue;
      if (kept.has(file.filename)) await this.delete(file._id);
      kept.add(file.filename);
    }
    this.indexed = true;
  }

  /** A round trip: other callers run in between, as they would while a request is on the network. */
  private turn(): Promise<void> {
    return new Promise((resolve) => setImmediate(resolve));
  }

  private take(operation: Operation): InjectedFailure | undefined {
    const failure = this.failures[operation];
    delete this.failures[operation];
    return failure;
  }

  private inject(operation: Operation): void {
    const failure = this.take(operation);
    if (failure) throw failure.error;
  }
}
