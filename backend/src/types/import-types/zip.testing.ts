import { fromBufferPromise } from 'yauzl';
import { ZipFile } from 'yazl';

export interface TestZipEntry {
  name: string;
  content: Buffer | string;
  /** Written into the central directory instead of the true size: an entry that lies about what it holds. */
  declaredSize?: number;
  /** Written over the name afterwards (same length): names a zip writer would refuse, such as `../x.json`. */
  rawName?: string;
}

/** A zip built in memory for tests, deflated, with whatever lies a test needs in its names and sizes. */
export async function buildZip(entries: readonly TestZipEntry[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const entry of entries) {
    if (entry.name.endsWith('/')) zip.addEmptyDirectory(entry.name, { mtime: new Date(0) });
    else zip.addBuffer(Buffer.from(entry.content), entry.name, { mtime: new Date(0) });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  for (const entry of entries) {
    if (entry.declaredSize !== undefined) setDeclaredSize(bytes, entry.name, entry.declaredSize);
    if (entry.rawName !== undefined) {
      if (entry.rawName.length !== entry.name.length) throw new Error('rawName must be as long as name');
      replaceAll(bytes, Buffer.from(entry.name), Buffer.from(entry.rawName));
    }
  }
  return bytes;
}

/** The central directory's uncompressed size (offset 24) of the entry called `name`. */
const CENTRAL_HEADER = Buffer.from([0x50, 0x4b, 1, 2]);

function setDeclaredSize(bytes: Buffer, name: string, size: number): void {
  for (let at = bytes.indexOf(CENTRAL_HEADER); at >= 0; at = bytes.indexOf(CENTRAL_HEADER, at + 4)) {
    const nameLength = bytes.readUInt16LE(at + 28);
    if (bytes.subarray(at + 46, at + 46 + nameLength).toString() === name) {
      bytes.writeUInt32LE(size, at + 24);
      return;
    }
  }
  throw new Error(`no central directory entry ${name}`);
}

function replaceAll(bytes: Buffer, from: Buffer, to: Buffer): void {
  for (let at = bytes.indexOf(from); at >= 0; at = bytes.indexOf(from, at + from.length)) to.copy(bytes, at);
}

/** The names of a zip's entries and their text, read back for assertions. */
export async function unzipText(bytes: Buffer): Promise<Record<string, string>> {
  const zip = await fromBufferPromise(bytes, { lazyEntries: true });
  const entries: Record<string, string> = {};
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries[entry.fileName] = Buffer.concat(chunks).toString('utf8');
  }
  return entries;
}
