import { MongoClient } from 'mongodb';
import { startFakeMongo, type FakeMongo } from '../testing/fake-mongo-wire';
import { connectMongo } from './mongo-connection';

/** The real driver against a double of the server's connection (no MongoDB can run here). */
describe('connectMongo', () => {
  let fake: FakeMongo | undefined;
  let client: MongoClient | undefined;
  afterEach(async () => {
    await client?.close();
    await fake?.close();
    client = fake = undefined;
  });

  it("pings at start-up, then leaves the client on the driver's server-selection default, longer than an election", async () => {
    fake = await startFakeMongo();
    client = await connectMongo(fake.url);
    expect(fake.commands.map((c) => Object.keys(c)[0])).toContain('ping');
    const driverDefault = new MongoClient(fake.url).options.serverSelectionTimeoutMS;
    expect(client.options.serverSelectionTimeoutMS).toBe(driverDefault);
    // A replica-set election takes 10-12 s: a request made during one must wait for the new primary.
    expect(client.options.serverSelectionTimeoutMS).toBeGreaterThan(12_000);
    // The client is usable after start-up, with no deadline of the start-up check left on it.
    expect(await client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
  });

  it('keeps a serverSelectionTimeoutMS the URL sets, for start-up and after', async () => {
    fake = await startFakeMongo();
    client = await connectMongo(`${fake.url}&serverSelectionTimeoutMS=20000`);
    expect(client.options.serverSelectionTimeoutMS).toBe(20_000);
  });

  it('fails start-up within its bound, naming the variable, when the server accepts connections and never answers', async () => {
    fake = await startFakeMongo({ silent: true });
    const started = Date.now();
    await expect(connectMongo(fake.url, 'MONGODB_URL', 300)).rejects.toThrow(
      /MongoDB at MONGODB_URL=mongodb:\/\/127\.0\.0\.1:\d+\/app\?directConnection=true does not answer: no answer within 300 ms/,
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
