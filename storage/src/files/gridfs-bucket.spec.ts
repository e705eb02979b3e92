import { Binary, MongoClient, ObjectId, type Document } from 'mongodb';
import { startFakeMongo, type FakeMongo } from '../testing/fake-mongo-wire';
import { DriverGridFsBucket, FINAL_NAME_INDEX } from './gridfs-bucket';

/** The driver-side half of the seam, against a double of the server's connection: which commands it sends. */
describe('DriverGridFsBucket', () => {
  let fake: FakeMongo;
  let client: MongoClient;
  const fileId = new ObjectId();
  let indexBuilt = false;
  const chunk = (n: number) => ({ n, data: new Binary(Buffer.from(`chunk ${n};`)) });

  beforeEach(async () => {
    indexBuilt = false;
    fake = await startFakeMongo({
      answer: (command: Document) => {
        const ns = (collection: string) => `app.${collection}`;
        if (command.find === 'files.chunks') {
          return { ok: 1, cursor: { id: 77n, ns: ns('files.chunks'), firstBatch: [0, 1, 2, 3].map(chunk) } };
        }
        if (command.getMore !== undefined) {
          return { ok: 1, cursor: { id: 0n, ns: ns('files.chunks'), nextBatch: [4, 5].map(chunk) } };
        }
        if (command.listIndexes === 'files.files') {
          const indexes = [
            { v: 2, key: { _id: 1 }, name: '_id_' },
            ...(indexBuilt ? [{ v: 2, key: { filename: 1 }, name: FINAL_NAME_INDEX }] : []),
          ];
          return { ok: 1, cursor: { id: 0n, ns: ns('files.files'), firstBatch: indexes } };
        }
        if (command.aggregate === 'files.files')
          return { ok: 1, cursor: { id: 0n, ns: ns('files.files'), firstBatch: [] } };
        if (command.createIndexes === 'files.files')
          return { ok: 1, createdCollectionAutomatically: false, numIndexesBefore: 2, numIndexesAfter: 3 };
        return undefined;
      },
    });
    client = await MongoClient.connect(fake.url);
  });
  afterEach(async () => {
    await client.close();
    await fake.close();
  });

  it('reads chunks in order with the batch size it is given, on the first request and every getMore', async () => {
    const bucket = new DriverGridFsBucket(client.db('app'), 'files');
    const read: string[] = [];
    for await (const { n, data } of bucket.chunks(fileId, 4)) read.push(`${n}:${Buffer.from(data).toString()}`);
    expect(read).toEqual([0, 1, 2, 3, 4, 5].map((n) => `${n}:chunk ${n};`));
    const find = fake.commands.find((c) => c.find === 'files.chunks')!;
    expect(find).toMatchObject({ filter: { files_id: fileId }, sort: { n: 1 }, batchSize: 4 });
    expect(fake.commands.find((c) => c.getMore !== undefined)).toMatchObject({
      collection: 'files.chunks',
      batchSize: 4,
    });
  });

  it('builds a unique index over final names only, so temporary names never collide', async () => {
    await new DriverGridFsBucket(client.db('app'), 'files').ensureFinalNameIndex();
    const create = fake.commands.find((c) => c.createIndexes === 'files.files')!;
    expect(create.indexes).toEqual([
      {
        key: { filename: 1 },
        name: FINAL_NAME_INDEX,
        unique: true,
        partialFilterExpression: { filename: { $lt: 'g' } },
      },
    ]);
    expect(fake.commands.some((c) => c.aggregate === 'files.files')).toBe(true);
    // Every sha256 name is inside the index, every temporary name outside it.
    expect('f'.repeat(64) < 'g' && '0'.repeat(64) < 'g').toBe(true);
    expect('tmp-0b7c' < 'g').toBe(false);
  });

  it('only looks when the index exists already: no search for duplicates, no build', async () => {
    indexBuilt = true;
    await new DriverGridFsBucket(client.db('app'), 'files').ensureFinalNameIndex();
    expect(fake.commands.some((c) => c.listIndexes === 'files.files')).toBe(true);
    expect(fake.commands.some((c) => c.aggregate !== undefined || c.createIndexes !== undefined)).toBe(false);
  });
});
