import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { connectMongo } from './mongo-connection';
import { describeWithMongo, withDatabase } from './mongo-contract-engine';
import { MongoReadModelStore } from './mongo-read-model-store';
import { describeReadModelStoreContract } from './read-model-store.contract';

describe('MongoReadModelStore.connect', () => {
  it('fails fast, naming MONGODB_URL, when nothing answers', async () => {
    const started = Date.now();
    await expect(MongoReadModelStore.connect('mongodb://127.0.0.1:1/?serverSelectionTimeoutMS=1000')).rejects.toThrow(
      /MONGODB_URL=mongodb:\/\/127\.0\.0\.1:1\/.*does not answer/,
    );
    expect(Date.now() - started).toBeLessThan(4000);
  });
});

describeWithMongo('MongoDB connection on a real server', (url) => {
  it("pings at start-up and keeps the driver's server-selection default afterwards", async () => {
    const client = await connectMongo(url());
    try {
      expect(client.options.serverSelectionTimeoutMS).toBe(new MongoClient(url()).options.serverSelectionTimeoutMS);
      expect(client.options.serverSelectionTimeoutMS).toBeGreaterThan(12_000);
      expect(await client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
    } finally {
      await client.close();
    }
  });
});

describeWithMongo('MongoDB read-model contract', (url) => {
  describeReadModelStoreContract('MongoDB', async () => {
    const dbUrl = withDatabase(url(), `rm_test_${randomUUID().slice(0, 8)}`);
    return {
      open: () => MongoReadModelStore.connect(dbUrl),
      destroy: async () => {
        const client = await MongoClient.connect(dbUrl);
        await client.db().dropDatabase();
        await client.close();
      },
    };
  });
});
