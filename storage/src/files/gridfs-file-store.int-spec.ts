import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describeWithMongo, withDatabase } from '../read-models/mongo-contract-engine';
import { describeFileStoreContract } from './file-store.contract';
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
        await client.db().dropDatabase();
        await client.close();
      },
    };
  });
});
