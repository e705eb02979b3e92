import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { FileNotFoundError, type FileStore } from './file-store.port';

/** Empty storage for one test, and a way to count how many copies of a content are kept. */
export interface FileStorage {
  open(): Promise<FileStore>;
  storedCopies(id: string): Promise<number>;
  destroy(): Promise<void>;
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Full garbage collection, so a memory sample shows only what is still referenced. */
function collector(): () => Promise<void> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  return async () => {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
    gc();
  };
}

const CHUNK = 64 * 1024;
const CHUNKS = 320; // 20 MiB

/**
 * 20 MiB made chunk by chunk; every 2 MiB it samples memory still in use, so a store that gathers
 * the chunks instead of streaming them shows up as growth close to the file size.
 */
function largeContent(samples: number[], settle: () => Promise<void>, hash: ReturnType<typeof createHash>): Readable {
  return Readable.from(
    (async function* () {
      for (let i = 0; i < CHUNKS; i++) {
        if (i % 32 === 0) {
          await settle();
          const usage = process.memoryUsage();
          samples.push(usage.arrayBuffers + usage.heapUsed);
        }
        const chunk = Buffer.alloc(CHUNK, i % 251);
        chunk.writeUInt32BE(i, 0);
        hash.update(chunk);
        yield chunk;
      }
    })(),
  );
}

export function describeFileStoreContract(name: string, fresh: () => Promise<FileStorage>): void {
  describe(`FileStore contract: ${name}`, () => {
    let storage: FileStorage;
    let store: FileStore;

    beforeEach(async () => {
      storage = await fresh();
      store = await storage.open();
    });
    afterEach(async () => {
      await store.close();
      await storage.destroy();
    });

    it('stores a Buffer under its sha256 and streams identical bytes back', async () => {
      const content = Buffer.from('Grüße, contract ✓\n'.repeat(1000));
      const stored = await store.put(content);
      expect(stored).toEqual({ id: sha256(content), size: content.length });
      expect(await store.stat(stored.id)).toEqual(stored);
      const back = await store.get(stored.id);
      expect(back).toBeInstanceOf(Readable);
      expect((await readAll(back)).equals(content)).toBe(true);
    });

    it('stores empty content', async () => {
      const stored = await store.put(Buffer.alloc(0));
      expect(stored).toEqual({ id: sha256(''), size: 0 });
      expect((await readAll(await store.get(stored.id))).length).toBe(0);
    });

    it('keeps the same content once, whether given as a Buffer or a stream', async () => {
      const content = Buffer.from('same bytes twice');
      const first = await store.put(content);
      const second = await store.put(Readable.from([content.subarray(0, 4), content.subarray(4)]));
      expect(second).toEqual(first);
      expect(await storage.storedCopies(first.id)).toBe(1);
    });

    it('streams 20 MiB in and out without holding the file in memory', async () => {
      const settle = collector();
      await settle();
      const before = process.memoryUsage();
      const samples: number[] = [];
      const hash = createHash('sha256');
      const stored = await store.put(largeContent(samples, settle, hash));
      expect(stored).toEqual({ id: hash.digest('hex'), size: CHUNK * CHUNKS });
      const growth = Math.max(...samples) - (before.arrayBuffers + before.heapUsed);
      expect(growth).toBeLessThan(8 * 1024 * 1024);

      const readBack = createHash('sha256');
      let size = 0;
      for await (const chunk of await store.get(stored.id)) {
        readBack.update(chunk as Buffer);
        size += (chunk as Buffer).length;
      }
      expect({ id: readBack.digest('hex'), size }).toEqual(stored);
    });

    it('rejects with FileNotFoundError for an unknown id, and stat answers null', async () => {
      const unknown = sha256('never stored');
      await expect(store.get(unknown)).rejects.toBeInstanceOf(FileNotFoundError);
      expect(await store.stat(unknown)).toBeNull();
    });

    it('deletes a file; deleting an unknown one is not an error', async () => {
      const stored = await store.put(Buffer.from('to delete'));
      await store.delete(stored.id);
      await expect(store.get(stored.id)).rejects.toBeInstanceOf(FileNotFoundError);
      await store.delete(stored.id);
      expect(await storage.storedCopies(stored.id)).toBe(0);
    });

    it('refuses ids that are not a sha256, such as path traversal', async () => {
      const valid = sha256('x');
      for (const bad of [
        '../x',
        '../../etc/passwd',
        `${valid.slice(0, 62)}/.`,
        valid.toUpperCase(),
        '',
        `${valid}0`,
        `{"$ne":null}`,
      ]) {
        await expect(store.get(bad)).rejects.toThrow(/Invalid file id/);
        await expect(store.stat(bad)).rejects.toThrow(/Invalid file id/);
        await expect(store.delete(bad)).rejects.toThrow(/Invalid file id/);
      }
    });

    it('fails the put and keeps nothing when the content stream fails midway', async () => {
      const failing = Readable.from(
        (async function* () {
          yield Buffer.from('partial');
          throw new Error('source broke');
        })(),
      );
      await expect(store.put(failing)).rejects.toThrow('source broke');
      expect(await storage.storedCopies(sha256('partial'))).toBe(0);
    });
  });
}
