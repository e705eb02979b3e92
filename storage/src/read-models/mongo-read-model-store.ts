import type { AnyBulkWriteOperation, Collection, Db, Document, MongoClient } from 'mongodb';
import {
  assertTransactionsSupported,
  connectMongo,
  databaseNameFromUrl,
  isTransactionsUnsupported,
  isTransientMongoError,
} from './mongo-connection';
import { plainDocument } from './plain-document';
import { mongoFilter, mongoSort, uniquePartialFilter } from './mongo-read-model-query';
import {
  assertCollectionName,
  assertCollectionSpec,
  assertDocId,
  checkPaging,
  compileFilter,
  compileSort,
  orderByIds,
} from './read-model-query';
import type {
  Checkpoint,
  CollectionSpec,
  Doc,
  DocChange,
  Filter,
  FindQuery,
  ReadModelStore,
} from './read-model-store.port';

const SPECS = 'rm__collections';
const CHECKPOINTS = 'checkpoints';
const META = 'meta';

/**
 * Read models in MongoDB: a collection `rm_<name>` per read model (`_id` = document id), an index
 * per declared field, and the projector checkpoint written in the same transaction as its documents.
 */
export class MongoReadModelStore implements ReadModelStore {
  private readonly specs = new Map<string, CollectionSpec>();

  constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    private readonly ownsClient = false,
  ) {}

  /** Fails within ~5 s, naming MONGODB_URL, when the server does not answer or cannot run transactions. */
  static async connect(url: string, options: { dbName?: string } = {}): Promise<MongoReadModelStore> {
    const client = await connectMongo(url);
    try {
      await assertTransactionsSupported(client);
    } catch (error) {
      await client.close();
      throw error;
    }
    return new MongoReadModelStore(client, client.db(options.dbName ?? databaseNameFromUrl(url)), true);
  }

  async ensureCollection(spec: CollectionSpec): Promise<void> {
    assertCollectionSpec(spec);
    const collection = this.collection(spec.name);
    const existing = await collection
      .listIndexes()
      .toArray()
      .catch(() => [] as Document[]);
    for (const { field, type, unique, indexed = true } of spec.indexes) {
      if (indexed) await collection.createIndex({ [field]: 1 }, { name: `f:${field}` });
      else if (existing.some((i) => i.name === `f:${field}`)) await collection.dropIndex(`f:${field}`);
      const uniqueName = `u:${field}`;
      if (unique) {
        await collection.createIndex(
          { [field]: 1 },
          { name: uniqueName, unique: true, partialFilterExpression: uniquePartialFilter(field, type) },
        );
      } else if (existing.some((i) => i.name === uniqueName)) {
        await collection.dropIndex(uniqueName);
      }
    }
    for (const fields of spec.compoundIndexes ?? []) {
      await collection.createIndex(Object.fromEntries(fields.map((field) => [field, 1])), {
        name: `c:${fields.join('+')}`,
      });
    }
    await this.db
      .collection<{ _id: string; spec: CollectionSpec }>(SPECS)
      .replaceOne({ _id: spec.name }, { spec }, { upsert: true });
    this.specs.set(spec.name, spec);
  }

  async dropCollection(name: string): Promise<void> {
    assertCollectionName(name);
    await this.collection(name)
      .drop()
      .catch((error: { codeName?: string }) => {
        if (error.codeName !== 'NamespaceNotFound') throw error;
      });
    await this.db.collection<{ _id: string }>(SPECS).deleteOne({ _id: name });
    this.specs.delete(name);
  }

  async get(collection: string, id: string): Promise<Doc | null> {
    await this.spec(collection);
    return this.collection(collection).findOne({ _id: id });
  }

  async getMany(collection: string, ids: readonly string[]): Promise<Doc[]> {
    await this.spec(collection);
    if (ids.length === 0) return [];
    const docs = await this.collection(collection)
      .find({ _id: { $in: [...ids] } })
      .toArray();
    return orderByIds(ids, docs);
  }

  async find(collection: string, query: FindQuery = {}): Promise<Doc[]> {
    const spec = await this.spec(collection);
    const filter = mongoFilter(compileFilter(spec, query.where));
    const sort = mongoSort(compileSort(spec, query.sort));
    const { skip, limit } = checkPaging(query);
    // MongoDB reads limit 0 as "no limit".
    if (limit === 0) return [];
    let cursor = this.collection(collection).find(filter).sort(sort).skip(skip);
    if (limit !== null) cursor = cursor.limit(limit);
    return cursor.toArray();
  }

  async count(collection: string, where?: Filter): Promise<number> {
    const spec = await this.spec(collection);
    return this.collection(collection).countDocuments(mongoFilter(compileFilter(spec, where)));
  }

  async commit(changes: readonly DocChange[], checkpoint?: Checkpoint): Promise<void> {
    // Checked and made plain JSON before the transaction: the driver would keep undefined as null, a Date as a
    // BSON date and NaN as NaN, which SQLite and the in-memory store never hold.
    const plain: DocChange[] = [];
    for (const change of changes) {
      const spec = await this.spec(change.collection);
      assertDocId(change.collection, change.op === 'put' ? change.doc._id : change.id);
      plain.push(change.op === 'put' ? { ...change, doc: plainDocument(spec, change.doc) } : change);
    }
    const session = this.client.startSession();
    try {
      await session.withTransaction(async () => {
        for (const run of consecutiveRuns(plain)) {
          await this.collection(run.collection).bulkWrite(run.operations, { session, ordered: true });
        }
        if (checkpoint) {
          await this.db
            .collection<{ _id: string; position: number }>(CHECKPOINTS)
            .updateOne(
              { _id: checkpoint.projector },
              { $set: { position: checkpoint.position } },
              { upsert: true, session },
            );
        }
      });
    } catch (error) {
      throw explainCommitError(error);
    } finally {
      await session.endSession();
    }
  }

  async getCheckpoint(projector: string): Promise<number | null> {
    const row = await this.db.collection<{ _id: string; position: number }>(CHECKPOINTS).findOne({ _id: projector });
    return row ? row.position : null;
  }

  async getMeta(key: string): Promise<string | null> {
    const row = await this.db.collection<{ _id: string; value: string }>(META).findOne({ _id: key });
    return row ? row.value : null;
  }

  async setMeta(key: string, value: string): Promise<void> {
    if (typeof value !== 'string') throw new Error(`Meta value for '${key}' must be a string`);
    await this.db
      .collection<{ _id: string; value: string }>(META)
      .updateOne({ _id: key }, { $set: { value } }, { upsert: true });
  }

  async close(): Promise<void> {
    if (this.ownsClient) await this.client.close();
  }

  /** An election, a dropped connection, or an error MongoDB labels transient (see isTransientMongoError). */
  isTransient(error: unknown): boolean {
    return isTransientMongoError(error);
  }

  private collection(name: string): Collection<Doc> {
    return this.db.collection<Doc>(`rm_${name}`);
  }

  private async spec(name: string): Promise<CollectionSpec> {
    const cached = this.specs.get(name);
    if (cached) return cached;
    assertCollectionName(name);
    const row = await this.db.collection<{ _id: string; spec: CollectionSpec }>(SPECS).findOne({ _id: name });
    if (!row) throw new Error(`Read-model collection '${name}' does not exist: call ensureCollection first`);
    this.specs.set(name, row.spec);
    return row.spec;
  }
}

/** Changes to the same collection in a row go in one ordered bulk write; the overall order is kept. */
function consecutiveRuns(
  changes: readonly DocChange[],
): { collection: string; operations: AnyBulkWriteOperation<Doc>[] }[] {
  const runs: { collection: string; operations: AnyBulkWriteOperation<Doc>[] }[] = [];
  for (const change of changes) {
    const operation: AnyBulkWriteOperation<Doc> =
      change.op === 'put'
        ? { replaceOne: { filter: { _id: change.doc._id }, replacement: change.doc, upsert: true } }
        : { deleteOne: { filter: { _id: change.id } } };
    const last = runs[runs.length - 1];
    if (last && last.collection === change.collection) last.operations.push(operation);
    else runs.push({ collection: change.collection, operations: [operation] });
  }
  return runs;
}

function explainCommitError(error: unknown): unknown {
  if (isTransactionsUnsupported(error)) {
    return new Error(
      `MongoDB at MONGODB_URL cannot run transactions: read models need a replica set (${(error as Error).message})`,
      { cause: error },
    );
  }
  if ((error as { code?: number }).code === 11000) {
    return new Error(`Unique index violated while committing read models: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return error;
}
