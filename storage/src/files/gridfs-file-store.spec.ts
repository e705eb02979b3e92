import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { GridFsBucketDouble } from '../testing/gridfs-bucket-double';
import { FileNotFoundError } from './file-store.port';
import { DOWNLOAD_BATCH_CHUNKS, GridFsFileStore } from './gridfs-file-store';

/**
 * GridFsFileStore's own rules (names, clean-up after every failure, the race of two first uploads,
 * bounded downloads) over a double of the driver's bucket; the same store runs the file-store contract
 * against a real MongoDB in gridfs-file-store.int-spec.ts when MONGODB_URL is set.
 */
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const content = Buffer.from('GridFS content, several chunks long. '.repeat(200)); // 7.4 KiB: 8 chunks of 1 KiB

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function setup() {
  const bucket = new GridFsBucketDouble(1024);
  const store = new GridFsFileStore(bucket);
  /** What must hold after every put, failed or not: no temporary file, no chunk without its file. */
  const leftovers = () => ({
    temporary: bucket.names().filter((n) => n.startsWith('tmp-')),
    orphanChunks: bucket.orphanChunks(),
  });
  return { bucket, store, leftovers };
}

describe('GridFsFileStore over the driver seam', () => {
  it('stores under the sha256, keeps one copy, and reads back in batches of a few chunks', async () => {
    const { bucket, store, leftovers } = setup();
    const stored = await store.put(content);
    expect(stored).toEqual({ id: sha256(content), size: content.length });
    expect(await store.put(Readable.from([content.subarray(0, 10), content.subarray(10)]))).toEqual(stored);
    expect(bucket.names()).toEqual([stored.id]);
    expect(await readAll(await store.get(stored.id))).toEqual(content);
    expect(bucket.batchSizes).toEqual([DOWNLOAD_BATCH_CHUNKS]);
    // A few chunks per round trip (~1 MiB with the default 255 KiB chunks), not the server's 16 MB batches.
    expect(DOWNLOAD_BATCH_CHUNKS * 255 * 1024).toBeLessThanOrEqual(1024 * 1024);
    expect(leftovers()).toEqual({ temporary: [], orphanChunks: 0 });
  });

  it('removes the temporary file when stat fails after the upload, and reports the failure', async () => {
    const { bucket, store, leftovers } = setup();
    await store.stat(sha256(Buffer.from('warm up'))); // the index is built; the next lookup is put's stat
    const put = store.put(content);
    bucket.failures.findByName = { error: new Error('connection reset during stat') };
    await expect(put).rejects.toThrow('connection reset during stat');
    expect(bucket.names()).toEqual([]);
    expect(leftovers()).toEqual({ temporary: [], orphanChunks: 0 });
  });

  it('removes the temporary file when the rename fails', async () => {
    const { bucket, store, leftovers } = setup();
    bucket.failures.rename = { error: new Error('not primary') };
    await expect(store.put(content)).rejects.toThrow('not primary');
    expect(bucket.names()).toEqual([]);
    expect(leftovers()).toEqual({ temporary: [], orphanChunks: 0 });
    // The next put of the same content stores it.
    expect(await store.put(content)).toEqual({ id: sha256(content), size: content.length });
    expect(bucket.names()).toEqual([sha256(content)]);
  });

  it('keeps the file when a rename whose answer was lost did happen', async () => {
    const { bucket, store, leftovers } = setup();
    bucket.failures.rename = { error: new Error('socket closed'), applied: true };
    await expect(store.put(content)).rejects.toThrow('socket closed');
    expect(bucket.names()).toEqual([sha256(content)]);
    expect(await readAll(await store.get(sha256(content)))).toEqual(content);
    expect(leftovers()).toEqual({ temporary: [], orphanChunks: 0 });
  });

  it('removes the upload when the content is already stored and deleting the duplicate fails once', async () => {
    const { bucket, store, leftovers } = setup();
    await store.put(content);
    bucket.failures.delete = { error: new Error('network timeout') };
    await expect(store.put(content)).rejects.toThrow('network timeout');
    expect(bucket.names()).toEqual([sha256(content)]);
    expect(leftovers()).toEqual({ temporary: [], orphanChunks: 0 });
  });

  it('removes the chunks when writing the files document fails and abort() refuses the ended stream', async () => {
    for (const applied of [false, true]) {
      const { bucket, store, leftovers } = setup();
      bucket.failFinish = { error: new Error('write concern timeout'), applied };
      await expect(store.put(content)).rejects.toThrow('write concern timeout');
      expect(bucket.names()).toEqual([]);
      expect(leftovers()).toEqual({ temporary: [], orphanChunks: 0 });
      expect(bucket.chunkStore.size).toBe(0);
    }
  });

  it('aborts an upload whose content fails midway: no file, no chunks', async () => {
    const { bucket, store, leftovers } = setup();
    const failing = Readable.from(
      (async function* () {
        yield content;
        throw new Error('source broke');
      })(),
    );
    await expect(store.put(failing)).rejects.toThrow('source broke');
    expect(bucket.names()).toEqual([]);
    expect(leftovers()).toEqual({ temporary: [], orphanChunks: 0 });
  });

  it('keeps one copy when two first uploads of the same content race: the loser removes itself', async () => {
    const { bucket, store, leftovers } = setup();
    let arrived = 0;
    let release!: () => void;
    const bothThere = new Promise<void>((resolve) => (release = resolve));
    // Both uploads have found no stored copy and are about to rename.
    bucket.beforeRename = async () => {
      if (++arrived === 2) release();
      await bothThere;
    };
    const [first, second] = await Promise.all([store.put(content), store.put(Buffer.from(content))]);
    expect(first).toEqual({ id: sha256(content), size: content.length });
    expect(second).toEqual(first);
    expect(arrived).toBe(2);
    expect(bucket.names()).toEqual([first.id]);
    expect(leftovers()).toEqual({ temporary: [], orphanChunks: 0 });
    expect(await readAll(await store.get(first.id))).toEqual(content);
  });

  it('closes the chunk read when the reader stops early, as a client that hangs up does', async () => {
    const { bucket, store } = setup();
    const { id } = await store.put(content);
    const download = await store.get(id);
    await new Promise((resolve) => download.once('readable', resolve));
    expect(bucket.openCursors).toBe(1);
    download.destroy();
    await new Promise((resolve) => download.once('close', resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(bucket.openCursors).toBe(0);
    // Read to its end, it is closed too.
    await readAll(await store.get(id));
    expect(bucket.openCursors).toBe(0);
  });

  it('fails a download whose chunks are incomplete instead of answering short content', async () => {
    const { bucket, store } = setup();
    const { id } = await store.put(content);
    const [file] = await bucket.findByName(id);
    bucket.chunkStore.get(file._id.toHexString())!.delete(3);
    await expect(readAll(await store.get(id))).rejects.toThrow(`File ${id} is damaged: chunk 3 is missing`);
    await expect(store.get(sha256(Buffer.from('never')))).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('builds the final-name index before the first upload, and again after a failed attempt', async () => {
    const { bucket, store } = setup();
    const ensure = jest.spyOn(bucket, 'ensureFinalNameIndex');
    ensure.mockRejectedValueOnce(new Error('not authorized to create indexes'));
    await expect(store.put(content)).rejects.toThrow('not authorized');
    expect(bucket.names()).toEqual([]);
    await store.put(content);
    await store.put(Buffer.from('other'));
    expect(ensure).toHaveBeenCalledTimes(2);
  });
});
