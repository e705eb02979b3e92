import { MongoClient, MongoServerError } from 'mongodb';
import { startFakeMongo, type FakeMongo } from '../testing/fake-mongo-wire';
import { isTransientMongoError } from './mongo-connection';
import { MongoReadModelStore } from './mongo-read-model-store';

/** The errors the real driver raises, provoked through a double of the server's connection. */
describe('MongoReadModelStore.isTransient', () => {
  let fake: FakeMongo | undefined;
  let client: MongoClient | undefined;
  afterEach(async () => {
    await client?.close();
    await fake?.close();
    client = fake = undefined;
  });

  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected the call to fail');
      },
      (error: unknown) => error,
    );

  it('calls transient: no server selectable (as during an election), even wrapped by the store', async () => {
    client = new MongoClient('mongodb://127.0.0.1:1/app?serverSelectionTimeoutMS=200');
    const store = new MongoReadModelStore(client, client.db('app'));
    const error = await failureOf(client.db('app').command({ ping: 1 }));
    expect((error as Error).name).toBe('MongoServerSelectionError');
    expect(store.isTransient(error)).toBe(true);
    expect(store.isTransient(new Error('commit failed', { cause: error }))).toBe(true);
  });

  it('calls transient: a TransientTransactionError label, a stepped-down primary and a dropped connection', async () => {
    fake = await startFakeMongo({
      answer: (command) => {
        if (command.insert === 'conflict') {
          return {
            ok: 0,
            code: 112,
            codeName: 'WriteConflict',
            errmsg: 'conflict',
            errorLabels: ['TransientTransactionError'],
          };
        }
        if (command.insert === 'stepdown')
          return { ok: 0, code: 189, codeName: 'PrimarySteppedDown', errmsg: 'stepping down' };
        if (command.insert === 'duplicate') return { ok: 0, code: 11000, codeName: 'DuplicateKey', errmsg: 'E11000' };
        return undefined;
      },
      dropOn: (command) => command.insert === 'dropped',
    });
    client = await MongoClient.connect(`${fake.url}&retryWrites=false`);
    const store = new MongoReadModelStore(client, client.db('app'));
    const insert = (collection: string) => failureOf(client!.db('app').collection(collection).insertOne({ a: 1 }));

    const conflict = await insert('conflict');
    expect(conflict).toBeInstanceOf(MongoServerError);
    expect(store.isTransient(conflict)).toBe(true);
    expect(store.isTransient(await insert('stepdown'))).toBe(true);
    const dropped = await insert('dropped');
    expect((dropped as Error).name).toMatch(/^MongoNetwork/);
    expect(store.isTransient(dropped)).toBe(true);
    // A refusal of the write itself is not.
    const duplicate = await insert('duplicate');
    expect((duplicate as MongoServerError).code).toBe(11000);
    expect(store.isTransient(duplicate)).toBe(false);
    expect(isTransientMongoError(new Error('E11000', { cause: duplicate }))).toBe(false);
  });
});
