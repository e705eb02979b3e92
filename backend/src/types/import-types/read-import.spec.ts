import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readImportJson, readImportZip } from './read-import';
import { buildZip, type TestZipEntry } from './zip.testing';
import { lyingEntry, tooManyEntries, unsafePath, unzipsTooLarge, type ZipLimits } from './zip-safety';

const limits: ZipLimits = { maxEntries: 20, maxUnzippedBytes: 100_000, maxJsonBytes: 50_000 };
const client = { formatVersion: 1, _id: 'c1', name: 'Client', kind: 'model', properties: [{ _id: 'v1', name: 'Age' }] };
const json = (value: unknown) => JSON.stringify(value);

describe('reading an import', () => {
  let dir: string;
  let work: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'read-import-'));
    work = join(dir, 'work');
    mkdirSync(work);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const zipFile = async (entries: TestZipEntry[]) => {
    const path = join(dir, 'upload.zip');
    writeFileSync(path, await buildZip(entries));
    return path;
  };
  const read = async (entries: TestZipEntry[], own: ZipLimits = limits) =>
    readImportZip(await zipFile(entries), 'demo.zip', own, work);

  it('reads the manifest, the element files and the template files they refer to, checked by their hash', async () => {
    const bytes = Buffer.from('a template file');
    const fileId = createHash('sha256').update(bytes).digest('hex');
    const other = Buffer.from('nobody refers to this one');
    const otherId = createHash('sha256').update(other).digest('hex');
    const contents = await read([
      { name: 'manifest.json', content: json({ format: 'docauto-types', formatVersion: 1 }) },
      {
        name: 'elements/Client.json',
        content: json({ ...client, templates: [{ _id: 't1', name: 'Letter', type: 'docx', fileId }] }),
      },
      { name: 'elements/', content: '' },
      { name: '__MACOSX/elements/._Client.json', content: 'junk' },
      { name: `files/${fileId}`, content: bytes },
      { name: `files/${otherId}`, content: other },
    ]);
    expect(contents.elements.map((element) => [element.sourceId, element.name, element.kind])).toEqual([
      ['c1', 'Client', 'model'],
    ]);
    expect([...contents.files.keys()]).toEqual([fileId]);
    expect(readFileSync(contents.files.get(fileId)!)).toEqual(bytes);
    expect(readdirSync(work)).toEqual([fileId]);
  });

  it('refuses an entry that would climb out of the folder, before reading anything', async () => {
    for (const rawName of ['../Client.json', '/x/Client.json', 'x\\Client.json']) {
      const name = 'a'.repeat(rawName.length - 'Client.json'.length) + 'Client.json';
      await expect(read([{ name, rawName, content: json(client) }])).rejects.toThrow(unsafePath(rawName));
    }
  });

  it('refuses more entries than allowed, and a zip declaring more than it may unpack to', async () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `notes/${i}.txt`, content: 'x' }));
    await expect(read(many)).rejects.toThrow(tooManyEntries(20));
    await expect(read([{ name: 'elements/Client.json', content: '0'.repeat(60_000) }])).rejects.toThrow(
      /unpacks to more than 48\.8 KB; an element file may hold at most 48\.8 KB/,
    );
    await expect(read([{ name: 'big.bin', content: '0'.repeat(100_001) }])).rejects.toThrow(unzipsTooLarge(100_000));
  });

  it('stops inflating an entry that holds more than it declares (a zip bomb)', async () => {
    const bomb = { ...client, padding: '0'.repeat(40_000) };
    await expect(read([{ name: 'elements/Client.json', content: json(bomb), declaredSize: 100 }])).rejects.toThrow(
      lyingEntry('elements/Client.json'),
    );
  });

  it('names the file that is not JSON or not an element, and a newer format', async () => {
    await expect(read([{ name: 'elements/Client.json', content: '{ "name": ' }])).rejects.toThrow(
      /^elements\/Client\.json is not valid JSON \(/,
    );
    await expect(read([{ name: 'elements/Client.json', content: json({ name: 'Client' }) }])).rejects.toThrow(
      'Invalid elements/Client.json: kind:',
    );
    await expect(
      read([{ name: 'manifest.json', content: json({ format: 'docauto-types', formatVersion: 9 }) }]),
    ).rejects.toThrow('manifest.json was exported by a newer version of the product (format 9)');
    await expect(
      read([{ name: 'elements/Bad.json', content: json({ ...client, name: 'has space' }) }]),
    ).rejects.toThrow("elements/Bad.json: the element's name: A name cannot contain spaces.");
  });

  it('refuses a template file whose bytes are not the ones its name says', async () => {
    const fileId = 'a'.repeat(64);
    await expect(
      read([
        { name: 'elements/Client.json', content: json({ ...client, templates: [{ name: 'T', fileId }] }) },
        { name: `files/${fileId}`, content: 'something else' },
      ]),
    ).rejects.toThrow(`files/${fileId} does not hold the file its name says`);
    expect(readdirSync(work)).toEqual([]);
  });

  it('says so when the file is no zip at all', async () => {
    const path = join(dir, 'fake.zip');
    writeFileSync(path, 'PK\u0003\u0004 not really');
    await expect(readImportZip(path, 'fake.zip', limits, work)).rejects.toThrow(
      /^fake\.zip is not a zip file that can be read/,
    );
  });

  it('reads a .json of one element or a list of them', async () => {
    const path = join(dir, 'one.json');
    writeFileSync(path, `\uFEFF${json(client)}`);
    expect((await readImportJson(path, 'Client.json')).elements.map((e) => e.name)).toEqual(['Client']);
    writeFileSync(path, json([client, { ...client, name: 'Matter' }]));
    expect((await readImportJson(path, 'all.json')).elements.map((e) => e.name)).toEqual(['Client', 'Matter']);
    writeFileSync(path, json([client, { name: 'Matter' }]));
    await expect(readImportJson(path, 'all.json')).rejects.toThrow('Invalid all.json [1]: kind:');
  });
});
