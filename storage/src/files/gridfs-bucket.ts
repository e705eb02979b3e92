import type { Writable } from 'node:stream';
import {
  GridFSBucket,
  type Binary,
  type Collection,
  type Db,
  type GridFSChunk,
  type GridFSFile,
  type ObjectId,
} from 'mongodb';

/** An upload in progress: its files document is written when the stream finishes. */
export interface GridFsUpload extends Writable {
  readonly id: ObjectId;
  /** Removes the chunks written so far; rejects once the stream has ended (its files document may exist). */
  abort(): Promise<void>;
}

/**
 * What GridFsFileStore asks of GridFS, worded as the driver answers it: a seam, so the store's
 * clean-up rules are tested without a server (no MongoDB can run on the build machines).
 */
export interface GridFsBucketPort {
  openUploadStream(filename: string): GridFsUpload;
  /** Files documents named `filename`, oldest first. */
  findByName(filename: string, limit?: number): Promise<Pick<GridFSFile, '_id' | 'length' | 'filename'>[]>;
  /** Rejects with a duplicate-key error (code 11000) when another file already has this final name. */
  rename(id: ObjectId, filename: string): Promise<void>;
  /** Removes the files document and every chunk of `id`; rejects, after removing the chunks, when there is no files document. */
  delete(id: ObjectId): Promise<void>;
  /** A file's chunks in order, fetched from the server `batchSize` chunks at a time. */
  chunks(id: ObjectId, batchSize: number): AsyncIterable<{ n: number; data: Uint8Array }>;
  /** The unique index over final names (sha256 hex); temporary names are outside it. */
  ensureFinalNameIndex(): Promise<void>;
  /** Temporary files, and chunks whose files document does not exist: what no finished put may leave. */
  leftovers(): Promise<GridFsLeftovers>;
}

export interface GridFsLeftovers {
  temporary: number;
  orphanChunks: number;
}

/**
 * Final names are lower-case sha256 hex, so all sort below 'g'; temporary names start with 'tmp-'. A
 * partial filter may not use a regex, but it may use a range, which keeps temporary names out of the index.
 */
export const FINAL_NAMES = { filename: { $lt: 'g' } };
export const FINAL_NAME_INDEX = 'filename_final_unique';
/** Uploads are named so until their content's sha256 is known. */
export const TEMP_NAME_PREFIX = 'tmp-';

/** The driver's GridFSBucket behind the seam, with the chunks read in bounded batches. */
export class DriverGridFsBucket implements GridFsBucketPort {
  private readonly bucket: GridFSBucket;
  private readonly files: Collection<GridFSFile>;
  private readonly chunkDocs: Collection<GridFSChunk>;

  constructor(db: Db, bucketName: string) {
    this.bucket = new GridFSBucket(db, { bucketName });
    this.files = db.collection<GridFSFile>(`${bucketName}.files`);
    this.chunkDocs = db.collection<GridFSChunk>(`${bucketName}.chunks`);
  }

  openUploadStream(filename: string): GridFsUpload {
    return this.bucket.openUploadStream(filename);
  }

  findByName(filename: string, limit = 0) {
    return this.files
      .find({ filename }, { projection: { _id: 1, length: 1, filename: 1 }, sort: { uploadDate: 1 }, limit })
      .toArray();
  }

  rename(id: ObjectId, filename: string): Promise<void> {
    return this.bucket.rename(id, filename);
  }

  delete(id: ObjectId): Promise<void> {
    return this.bucket.delete(id);
  }

  /**
   * The driver's download stream reads chunks with the server's default batches (up to 16 MB each) and
   * has no option to bound them; the same query with a batch size holds a few chunks at a time.
   */
  async *chunks(id: ObjectId, batchSize: number): AsyncIterable<{ n: number; data: Uint8Array }> {
    const cursor = this.chunkDocs
      .find({ files_id: id }, { projection: { _id: 0, n: 1, data: 1 }, batchSize })
      .sort({ n: 1 });
    try {
      // As the driver's download stream reads it: a Binary, unless the client promotes it to a Buffer.
      for await (const chunk of cursor) {
        const data = chunk.data as Uint8Array | Binary;
        yield { n: chunk.n, data: data instanceof Uint8Array ? data : data.buffer };
      }
    } finally {
      await cursor.close();
    }
  }

  /** Reads every chunk's file id once: a diagnostic for operators and the soak test, not for a request. */
  async leftovers(): Promise<GridFsLeftovers> {
    const temporary = await this.files.countDocuments({ filename: { $regex: `^${TEMP_NAME_PREFIX}` } });
    const [orphans] = await this.chunkDocs
      .aggregate<{ chunks: number }>([
        { $group: { _id: '$files_id', chunks: { $sum: 1 } } },
        { $lookup: { from: this.files.collectionName, localField: '_id', foreignField: '_id', as: 'file' } },
        { $match: { file: { $size: 0 } } },
        { $group: { _id: null, chunks: { $sum: '$chunks' } } },
      ])
      .toArray();
    return { temporary, orphanChunks: orphans?.chunks ?? 0 };
  }

  /**
   * Two first uploads of the same content could both be renamed before; the index makes the second rename
   * fail, and the losing upload removes itself. Copies already kept twice (before the index existed) are
   * reduced to the oldest one first, or the index could not be built.
   */
  async ensureFinalNameIndex(): Promise<void> {
    // Built once per bucket: later starts only look (the duplicate search below reads every final name).
    const existing = await this.files
      .listIndexes()
      .toArray()
      .catch(() => []);
    if (existing.some((index) => index.name === FINAL_NAME_INDEX)) return;
    const duplicates = this.files.aggregate<{ ids: ObjectId[] }>([
      { $match: FINAL_NAMES },
      { $sort: { uploadDate: 1 } },
      { $group: { _id: '$filename', ids: { $push: '$_id' }, copies: { $sum: 1 } } },
      { $match: { copies: { $gt: 1 } } },
    ]);
    for await (const { ids } of duplicates) {
      // Another instance starting at the same time may have removed it already; the index build below tells.
      for (const extra of ids.slice(1)) await this.bucket.delete(extra).catch(() => undefined);
    }
    await this.files.createIndex(
      { filename: 1 },
      { name: FINAL_NAME_INDEX, unique: true, partialFilterExpression: FINAL_NAMES },
    );
  }
}
