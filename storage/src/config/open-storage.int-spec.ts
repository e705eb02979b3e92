import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { openStorage } from './open-storage';
import { storageConfigFromEnv } from './storage-config';

const event = {
  type: 'WorkspaceCreated',
  data: { name: 'acme' },
  metadata: { tenant: 'acme', userId: null, correlationId: 'c1', causationId: null, time: '2025-01-01T00:00:00.000Z' },
};

describe('openStorage', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = join(await mkdtemp(join(tmpdir(), 'storage-')), 'data');
  });
  afterEach(async () => rm(join(dataDir, '..'), { recursive: true, force: true }));

  it('embeds everything under DATA_DIR when no URL is set, and keeps it across restarts', async () => {
    const storage = await openStorage(storageConfigFromEnv({ DATA_DIR: dataDir }));
    expect(storage.engines).toEqual({ eventStore: 'sqlite', readModels: 'sqlite', files: 'folder' });
    const { position } = await storage.eventStore.append('acme.workspace-1', [event], 'no_stream');
    await storage.readModels.ensureCollection({ name: 'workspaces', indexes: [{ field: 'name', type: 'text' }] });
    await storage.readModels.commit([{ op: 'put', collection: 'workspaces', doc: { _id: 'acme', name: 'Acme' } }], {
      projector: 'workspaces',
      position,
    });
    const file = await storage.files.put(Readable.from([Buffer.from('hello')]));
    await storage.close();
    await storage.close();

    expect(existsSync(join(dataDir, 'events.sqlite'))).toBe(true);
    expect(existsSync(join(dataDir, 'read-models.sqlite'))).toBe(true);
    expect(existsSync(join(dataDir, 'files', file.id.slice(0, 2), file.id.slice(2, 4), file.id))).toBe(true);

    const again = await openStorage(storageConfigFromEnv({ DATA_DIR: dataDir }));
    try {
      expect(await again.eventStore.headPosition()).toBe(position);
      expect(await again.readModels.find('workspaces', { where: { name: 'Acme' } })).toEqual([
        { _id: 'acme', name: 'Acme' },
      ]);
      expect(await again.readModels.getCheckpoint('workspaces')).toBe(position);
      expect(await again.files.stat(file.id)).toEqual({ id: file.id, size: 5 });
    } finally {
      await again.close();
    }
  });

  it('fails at start, naming MONGODB_URL, when MongoDB does not answer, and touches no local file', async () => {
    const config = storageConfigFromEnv({
      DATA_DIR: dataDir,
      MONGODB_URL: 'mongodb://127.0.0.1:1/?serverSelectionTimeoutMS=1000',
    });
    await expect(openStorage(config)).rejects.toThrow(
      /MongoDB at MONGODB_URL=mongodb:\/\/127\.0\.0\.1:1\/.* does not answer/,
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it('fails at start, naming EVENTSTORE_URL, when KurrentDB does not answer, and touches no local file', async () => {
    const config = storageConfigFromEnv({ DATA_DIR: dataDir, EVENTSTORE_URL: 'kurrentdb://127.0.0.1:1?tls=false' });
    await expect(openStorage(config)).rejects.toThrow(
      /KurrentDB at EVENTSTORE_URL=kurrentdb:\/\/127\.0\.0\.1:1\?tls=false does not answer/,
    );
    expect(existsSync(dataDir)).toBe(false);
  }, 15_000);

  it('names DATA_DIR when the folder cannot be created', async () => {
    await mkdir(join(dataDir, '..'), { recursive: true });
    const blocker = join(dataDir, '..', 'a-file');
    await writeFile(blocker, 'not a folder');
    const inside = join(blocker, 'data');
    await expect(openStorage(storageConfigFromEnv({ DATA_DIR: inside }))).rejects.toThrow(
      `Cannot create DATA_DIR=${inside}: ENOTDIR`,
    );
  });

  it('closes what it already opened when a later store fails to open', async () => {
    await mkdir(dataDir, { recursive: true });
    await writeFile(
      join(dataDir, 'events.sqlite'),
      'this is not an SQLite database, just text long enough to fill a header '.repeat(20),
    );
    await expect(openStorage(storageConfigFromEnv({ DATA_DIR: dataDir }))).rejects.toThrow(
      /Cannot open the embedded event store at .*events\.sqlite \(under DATA_DIR\): file is not a database/,
    );
    // The read-model file is opened first; while a connection holds it, its WAL file stays.
    expect(existsSync(join(dataDir, 'read-models.sqlite'))).toBe(true);
    expect(existsSync(join(dataDir, 'read-models.sqlite-wal'))).toBe(false);
  });
});
