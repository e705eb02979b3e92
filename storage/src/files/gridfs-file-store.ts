import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db, MongoClient, ObjectId } from 'mongodb';
import { connectMongo, databaseNameFromUrl } from '../read-models/mongo-connection';
import { assertFileId, contentStream, HashingPassThrough } from './content-hashing';
import { FileNotFoundError, type FileStore, type StoredFile } from './file-store.port';
import {
  DriverGridFsBucket,
  TEMP_NAME_PREFIX,
  type GridFsBucketPort,
  type GridFsLeftovers,
  type GridFsUpload,
} from './gridfs-bucket';

/** Chunks fetched per round trip when a file is read: 4 x 255 KiB (the default chunk size), not 16 MB. */
export const DOWNLOAD_BATCH_CHUNKS = 4;

/**
 * Files in MongoDB GridFS, named by the sha256 of their content. The hash is known only at the end
 * of the upload, so content goes in under a temporary name and is renamed, or dropped when the same
 * content is already there. Whatever fails after the first chunk, the temporary file and its chunks
 * are removed before the error is reported.
 */
export class GridFsFileStore implements FileStore {
  private readonly bucket: GridFsBucketPort;
  private indexed: Promise<void> | undefined;

  constructor(
    db: Db | GridFsBucketPort,
    private readonly client?: MongoClient,
    bucketName = 'files',
  ) {
    this.bucket = 'openUploadStream' in db ? db : new DriverGridFsBucket(db, bucketName);
  }

  /** Fails within ~5 s, naming MONGODB_URL, when the server does not answer. */
  static async connect(url: string, options: { dbName?: string } = {}): Promise<GridFsFileStore> {
    const client = await connectMongo(url);
    const store = new GridFsFileStore(client.db(options.dbName ?? databaseNameFromUrl(url)), client);
    try {
      await store.ensureIndexed();
    } catch (error) {
      await client.close();
      throw error;
    }
    return store;
  }

  async put(content: Readable | Buffer): Promise<StoredFile> {
    await this.ensureIndexed();
    const hashing = new HashingPassThrough();
    const temporary = `${TEMP_NAME_PREFIX}${randomUUID()}`;
    const upload = this.bucket.openUploadStream(temporary);
    try {
      await pipeline(contentStream(content), hashing, upload);
    } catch (error) {
      await this.discardUpload(upload);
      throw error;
    }
    const stored = { id: hashing.digest(), size: hashing.size };
    try {
      if (await this.stat(stored.id)) await this.bucket.delete(upload.id);
      else await this.bucket.rename(upload.id, stored.id);
    } catch (error) {
      await this.removeTemporary(upload.id, temporary);
      // Another upload of the same content took the name first: it is stored, once.
      if (isDuplicateKey(error)) return stored;
      throw error;
    }
    return stored;
  }

  async get(id: string): Promise<Readable> {
    assertFileId(id);
    const [file] = await this.bucket.findByName(id, 1);
    if (!file) throw new FileNotFoundError(id);
    return Readable.from(this.contentOf(id, file._id, file.length), { objectMode: false });
  }

  async stat(id: string): Promise<StoredFile | null> {
    assertFileId(id);
    const [file] = await this.bucket.findByName(id, 1);
    return file ? { id, size: file.length } : null;
  }

  async delete(id: string): Promise<void> {
    assertFileId(id);
    // Copies kept twice before the unique index existed go too.
    for (const file of await this.bucket.findByName(id)) await this.bucket.delete(file._id);
  }

  async close(): Promise<void> {
    await this.client?.close();
  }

  /**
   * Temporary files and chunks without a file: none may be left once every put has returned. Scans the
   * bucket's chunks: for operators and the soak test, not for requests.
   */
  leftovers(): Promise<GridFsLeftovers> {
    return this.bucket.leftovers();
  }

  private ensureIndexed(): Promise<void> {
    // Once per store; a failure is reported to this caller and tried again by the next.
    this.indexed ??= this.bucket.ensureFinalNameIndex().catch((error: unknown) => {
      this.indexed = undefined;
      throw error;
    });
    return this.indexed;
  }

  /** The chunks in order, checked as the driver's download stream checks them: none missing, the size right. */
  private async *contentOf(id: string, fileId: ObjectId, length: number): AsyncGenerator<Buffer> {
    let expected = 0;
    let size = 0;
    for await (const { n, data } of this.bucket.chunks(fileId, DOWNLOAD_BATCH_CHUNKS)) {
      if (n !== expected) throw new Error(`File ${id} is damaged: chunk ${expected} is missing (found ${n})`);
      expected++;
      size += data.length;
      yield Buffer.from(data.buffer, data.byteOffset, data.length);
    }
    if (size !== length) throw new Error(`File ${id} is damaged: ${size} of its ${length} bytes are stored`);
  }

  /**
   * An upload that failed: abort() removes its chunks while it is open. Once the stream has ended (the
   * failure was in writing its files document) abort() refuses, and delete removes the chunks, and the
   * files document if it was written after all.
   */
  private async discardUpload(upload: GridFsUpload): Promise<void> {
    try {
      await upload.abort();
    } catch {
      await this.bucket.delete(upload.id).catch(() => undefined);
    }
  }

  /**
   * Removes an upload that is complete but not renamed. It is looked up by its temporary name first: a
   * rename whose answer was lost may have happened, and then the file is the stored content, not a leftover.
   */
  private async removeTemporary(uploadId: ObjectId, temporary: string): Promise<void> {
    try {
      const [file] = await this.bucket.findByName(temporary, 1);
      if (file && file._id.equals(uploadId)) await this.bucket.delete(uploadId);
    } catch {
      // The server is unreachable: the error being reported says so; the leftover is named tmp-*.
    }
  }
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown }).code === 11000;
}
