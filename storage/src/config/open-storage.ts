import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { KurrentEventStore, SqliteEventStore, type EventStore } from '../event-store';
import { FolderFileStore, GridFsFileStore, type FileStore } from '../files';
import { MongoReadModelStore, SqliteReadModelStore, type ReadModelStore } from '../read-models';
import { assertTransactionsSupported, connectMongo, databaseNameFromUrl } from '../read-models/mongo-connection';
import type { StorageConfig } from './storage-config';

export interface StorageEngines {
  eventStore: 'sqlite' | 'kurrentdb';
  readModels: 'sqlite' | 'mongodb';
  files: 'folder' | 'gridfs';
}

export interface Storage {
  eventStore: EventStore;
  readModels: ReadModelStore;
  files: FileStore;
  engines: StorageEngines;
  close(): Promise<void>;
}

/** Where embedded storage keeps its data inside DATA_DIR. */
export const EMBEDDED_LAYOUT = {
  eventStore: 'events.sqlite',
  // A file of its own: SQLite has one writer per file, so projections never delay appends.
  readModels: 'read-models.sqlite',
  files: 'files',
} as const;

/**
 * Opens the three storage ports with the engines the configuration asks for. Servers are reached
 * first, so a wrong URL fails at start-up (naming its variable) before any local file is touched.
 */
export async function openStorage(config: StorageConfig): Promise<Storage> {
  const opened: { close(): Promise<void> }[] = [];
  try {
    let readModels: ReadModelStore;
    let files: FileStore;
    if (config.mongodbUrl) {
      const client = await connectMongo(config.mongodbUrl);
      opened.push(client);
      await assertTransactionsSupported(client);
      const db = client.db(databaseNameFromUrl(config.mongodbUrl));
      readModels = new MongoReadModelStore(client, db);
      files = new GridFsFileStore(db);
    } else {
      mkdirSync(config.dataDir, { recursive: true });
      readModels = await SqliteReadModelStore.open(join(config.dataDir, EMBEDDED_LAYOUT.readModels));
      opened.push(readModels);
      files = new FolderFileStore(join(config.dataDir, EMBEDDED_LAYOUT.files));
    }

    const eventStore = config.eventStoreUrl
      ? await KurrentEventStore.connect(config.eventStoreUrl)
      : SqliteEventStore.open(join(config.dataDir, EMBEDDED_LAYOUT.eventStore));
    opened.push(eventStore);

    const engines: StorageEngines = {
      eventStore: config.eventStoreUrl ? 'kurrentdb' : 'sqlite',
      readModels: config.mongodbUrl ? 'mongodb' : 'sqlite',
      files: config.mongodbUrl ? 'gridfs' : 'folder',
    };
    let closed = false;
    return {
      eventStore,
      readModels,
      files,
      engines,
      close: async () => {
        if (closed) return;
        closed = true;
        await closeAll(opened);
      },
    };
  } catch (error) {
    await closeAll(opened);
    throw error;
  }
}

async function closeAll(resources: { close(): Promise<void> }[]): Promise<void> {
  const results = await Promise.allSettled([...resources].reverse().map((r) => r.close()));
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) throw (failure as PromiseRejectedResult).reason;
}
