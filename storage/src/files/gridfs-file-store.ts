import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, type Db, type MongoClient } from 'mongodb';
import { connectMongo, databaseNameFromUrl } from '../read-models/mongo-connection';
import { assertFileId, contentStream, HashingPassThrough } from './content-hashing';
import { FileNotFoundError, type FileStore, type StoredFile } from './file-store.port';

/**
 * Files in MongoDB GridFS, named by the sha256 of their content. The hash is known only at the end
 * of the upload, so content goes in under a temporary name and is renamed, or dropped when the same
 * content is already there.
 */
export class GridFsFileStore implements FileStore {
  private readonly bucket: GridFSBucket;

  constructor(
    db: Db,
    private readonly client?: MongoClient,
    bucketName = 'files',
  ) {
    this.bucket = new GridFSBucket(db, { bucketName });
  }

  /** Fails within ~5 s, naming MONGODB_URL, when the server does not answer. */
  static async connect(url: string, options: { dbName?: string } = {}): Promise<GridFsFileStore> {
    const client = await connectMongo(url);
    return new GridFsFileStore(client.db(options.dbName ?? databaseNameFromUrl(url)), client);
  }

  async put(content: Readable | Buffer): Promise<StoredFile> {
    const hashing = new HashingPassThrough();
    const upload = this.bucket.openUploadStream(`tmp-${randomUUID()}`);
    try {
      await pipeline(contentStream(content), hashing, upload);
    } catch (error) {
      // Drops the chunks already written; no files document exists before the upload completes.
      await upload.abort().catch(() => undefined);
      throw error;
    }
    const id = hashing.digest();
    if (await this.stat(id)) await this.bucket.delete(upload.id);
    else await this.bucket.rename(upload.id, id);
    return { id, size: hashing.size };
  }

  async get(id: string): Promise<Readable> {
    assertFileId(id);
    const [file] = await this.bucket.find({ filename: id }).limit(1).toArray();
    if (!file) throw new FileNotFoundError(id);
    return this.bucket.openDownloadStream(file._id);
  }

  async stat(id: string): Promise<StoredFile | null> {
    assertFileId(id);
    const [file] = await this.bucket.find({ filename: id }).limit(1).toArray();
    return file ? { id, size: file.length } : null;
  }

  async delete(id: string): Promise<void> {
    assertFileId(id);
    // Two uploads of the same new content racing can both rename; delete every copy.
    for (const file of await this.bucket.find({ filename: id }).toArray()) await this.bucket.delete(file._id);
  }

  async close(): Promise<void> {
    await this.client?.close();
  }
}
