import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { GridFSBucket, MongoClient, type Db } from 'mongodb';
import { describeWithMongo, withDatabase } from '../read-models/mongo-contract-engine';
import { describeFileStoreContract } from './file-store.contract';
import { FINAL_NAME_INDEX } from './gridfs-bucket';
import { GridFsFileStore } from './gridfs-file-store';

describe('GridFsFileStore.connect', () => {
  it('fails fast, naming MONGODB_URL, when nothing answers', async () => {
    await expect(GridFsFileStore.connect('mongodb://127.0.0.1:1/?serverSelectionTimeoutMS=1000')).rejects.toThrow(
      /MONGODB_URL=.*does not answer/,
    );
  });
});

describeWithMongo('GridFS file-store contract', (url) => {
  describeFileStoreContract('GridFS', async () => {
    const dbUrl = withDatabase(url(), `files_test_${randomUUID().slice(0, 8)}`);
    const client = await MongoClient.connect(dbUrl);
    return {
      open: () => GridFsFileStore.connect(dbUrl),
      storedCopies: (id) => client.db().collection('files.files').countDocuments({ filename: id }),
      destroy: async () => {
        // Nothing a put leaves behind, failed or not (the contract's last test fails one midway).
        const check = await GridFsFileStore.connect(dbUrl);
        expect(await check.leftovers()).toEqual({ temporary: 0, orphanChunks: 0 });
        await check.close();
        await client.db().dropDatabase();
        await client.close();
      },
    };
  });

  describe('GridFS on a real server', () => {
    let client: MongoClient;
    let db: Db;
    let dbUrl: string;
    beforeEach(async () => {
      dbUrl = withDatabase(url(), `files_race_${randomUUID().slice(0, 8)}`);
      client = await MongoClient.connect(dbUrl);
      db = client.db();
    });
    afterEach(async () => {
      await db.dropDatabase();
      await client.close();
    });

    it('keeps one copy when many first uploads of the same content run at once', async () => {
      const stores = await Promise.all([1, 2, 3, 4].map(() => GridFsFileStore.connect(dbUrl)));
      try {
        const content = Buffer.alloc(600 * 1024, 7);
        const results = await Promise.all(
          stores.flatMap((store) => [store.put(content), store.put(Readable.from([content]))]),
        );
        expect(new Set(results.map((r) => r.id)).size).toBe(1);
        expect(await db.collection('files.files').countDocuments({ filename: results[0].id })).toBe(1);
        expect(await stores[0].leftovers()).toEqual({ temporary: 0, orphanChunks: 0 });
      } finally {
        await Promise.all(stores.map((store) => store.close()));
      }
    });

    it('reduces copies kept twice before the unique index existed, then builds it', async () => {
      const bucket = new GridFSBucket(db, { bucketName: 'files' });
      const name = 'ab'.repeat(32);
      for (const bytes of ['one', 'one']) {
        await new Promise((resolve, reject) =>
          Readable.from([Buffer.from(bytes)])
            .pipe(bucket.openUploadStream(name))
            .on('finish', resolve)
            .on('error', reject),
        );
      }
      const store = await GridFsFileStore.connect(dbUrl);
      try {
        expect(await db.collection('files.files').countDocuments({ filename: name })).toBe(1);
        const indexes = await db.collection('files.files').indexes();
        expect(indexes.find((i) => i.name === FINAL_NAME_INDEX)).toMatchObject({ unique: true });
        expect(await store.leftovers()).toEqual({ temporary: 0, orphanChunks: 0 });
      } finally {
        await store.close();
      }
    });
  });
});
