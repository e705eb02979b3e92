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
    let readModels: ReadModelStore | undefined;
    let files: FileStore | undefined;
    let eventStore: EventStore | undefined;
    if (config.mongodbUrl) {
      const client = await connectMongo(config.mongodbUrl);
      opened.push(client);
      await assertTransactionsSupported(client);
      const db = client.db(databaseNameFromUrl(config.mongodbUrl));
      readModels = new MongoReadModelStore(client, db);
      files = new GridFsFileStore(db);
    }
    if (config.eventStoreUrl) {
      eventStore = await KurrentEventStore.connect(config.eventStoreUrl);
      opened.push(eventStore);
    }

    if (!readModels || !files || !eventStore) createDataDir(config.dataDir);
    if (!readModels) {
      const file = join(config.dataDir, EMBEDDED_LAYOUT.readModels);
      readModels = await embedded('read models', file, () => SqliteReadModelStore.open(file));
      opened.push(readModels);
    }
    files ??= new FolderFileStore(join(config.dataDir, EMBEDDED_LAYOUT.files));
    if (!eventStore) {
      const file = join(config.dataDir, EMBEDDED_LAYOUT.eventStore);
      eventStore = await embedded('event store', file, async () => SqliteEventStore.open(file));
      opened.push(eventStore);
    }

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
    // The start-up error is the one worth reporting, not a failure while cleaning up after it.
    await closeAll(opened).catch(() => undefined);
    throw error;
  }
}

/** A bare EACCES or ENOTDIR names neither the folder nor the variable that chose it. */
function createDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new Error(`Cannot create DATA_DIR=${dataDir}: ${(error as Error).message}`, { cause: error });
  }
}

/** Names the file and the variable to check: a raw "file is not a database" says neither. */
async function embedded<T>(what: string, file: string, open: () => Promise<T>): Promise<T> {
  try {
    return await open();
  } catch (error) {
    throw new Error(`Cannot open the embedded ${what} at ${file} (under DATA_DIR): ${(error as Error).message}`, {
      cause: error,
    });
  }
}

async function closeAll(resources: { close(): Promise<void> }[]): Promise<void> {
  const results = await Promise.allSettled([...resources].reverse().map((r) => r.close()));
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) throw (failure as PromiseRejectedResult).reason;
}
