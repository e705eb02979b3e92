import { buildZip, type TestZipEntry } from './import-types/zip.testing';
import {
  exportedDemo,
  startImportExportApp,
  type ImportExportTestApp,
  type UploadPart,
} from './testing/import-export.testing';

/**
 * Bad input on every export and import endpoint (issue 12): 400 or 404 with a message, nothing written. The
 * limits are small here (256 KB uploads, 2 MB unpacked) so that the refusals need no large files.
 */
describe('types export and import', () => {
  let t: ImportExportTestApp;
  let exported: Buffer;

  beforeAll(async () => {
    t = await startImportExportApp();
    ({ exported } = await exportedDemo(t));
  });
  afterAll(() => t?.close());

  describe('bad input: 400 or 404 with a message, nothing written, never a 500', () => {
    let head: number;
    let before: unknown;
    beforeEach(async () => {
      head = await t.store.headPosition();
      before = await t.definitionOf('demo', t.demo);
    });
    afterEach(async () => {
      expect(await t.store.headPosition()).toBe(head);
      expect(await t.definitionOf('demo', t.demo)).toEqual(before);
    });

    const importBytes = async (bytes: Buffer, logic = 'imported', name = 'bad.zip') => {
      const url = await t.uploaded('demo', t.demo, name, bytes);
      return t.importFile('demo', t.demo, url, logic);
    };
    const zip = (entries: TestZipEntry[]) => buildZip(entries);
    const client = { name: 'Client', kind: 'model', properties: [{ name: 'Age', type: 'number' }] };

    it.each<[string, () => Promise<Buffer>, string | RegExp]>([
      [
        'a zip bomb: more than it may unpack to, by its declared sizes',
        () => zip([{ name: 'notes.txt', content: '0'.repeat(3 * 1024 * 1024) }]),
        'The zip unpacks to more than 2 MB; an import may unpack to at most 2 MB.',
      ],
      [
        'a zip bomb: an entry holding more than it declares',
        () =>
          zip([
            {
              name: 'elements/Client.json',
              content: JSON.stringify({ ...client, pad: ' '.repeat(500_000) }),
              declaredSize: 200,
            },
          ]),
        'elements/Client.json unpacks to more than the zip says it holds: the zip is damaged or built to exhaust the server.',
      ],
      [
        'too many entries',
        () => zip(Array.from({ length: 1001 }, (_, i) => ({ name: `n/${i}`, content: '' }))),
        'The zip holds more than 1,000 entries; an import may hold at most 1,000.',
      ],
      [
        'a path climbing out of the folder',
        () => zip([{ name: 'xx/Client.json', rawName: '../Client.json', content: JSON.stringify(client) }]),
        /unsafe path \(\.\.\/Client\.json\)/,
      ],
      [
        'an absolute path',
        () => zip([{ name: 'xClient.json', rawName: '/Client.json', content: JSON.stringify(client) }]),
        /unsafe path \(\/Client\.json\)/,
      ],
      [
        'a backslash path',
        () => zip([{ name: 'xx/Client.json', rawName: '..\\Client.json', content: JSON.stringify(client) }]),
        /unsafe path/,
      ],
      [
        'malformed JSON',
        () => zip([{ name: 'elements/Client.json', content: '{"name": "Client", ' }]),
        /^elements\/Client\.json is not valid JSON/,
      ],
      [
        'a name against 001 §5',
        () =>
          zip([
            {
              name: 'elements/Client.json',
              content: JSON.stringify({ ...client, properties: [{ name: 'has space' }] }),
            },
          ]),
        'elements/Client.json: properties.0: A name cannot contain spaces.',
      ],
      [
        'a zip without elements',
        () => zip([{ name: 'readme.txt', content: 'hello' }]),
        'The file holds no element to import.',
      ],
      [
        'a damaged zip',
        async () => Buffer.from('PK\u0003\u0004 and nothing else'),
        /^bad\.zip is not a zip file that can be read/,
      ],
    ])('refuses %s', async (_what, bytes, message) => {
      const answer = await importBytes(await bytes());
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
    });

    it('refuses a member that would make an element break the save’s rules, naming the element', async () => {
      const bigFormula = {
        name: 'Client',
        kind: 'model',
        formulas: [{ name: 'Huge', expression: 'x'.repeat(210_000) }],
      };
      const answer = await importBytes(Buffer.from(JSON.stringify(bigFormula)), 'imported', 'client.json');
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^Client: This formula is too large/);
    });

    it('refuses bad uploads', async () => {
      const cases: [UploadPart[], string][] = [
        [
          [{ name: 'big.zip', bytes: Buffer.alloc(300 * 1024, 1) }],
          'The file is larger than 256 KB, the most an import may be.',
        ],
        [
          [
            { name: 'a.json', bytes: Buffer.from('{}') },
            { name: 'b.json', bytes: Buffer.from('{}') },
          ],
          'Only one file can be imported at a time.',
        ],
        [
          [{ field: 'upload', name: 'a.json', bytes: Buffer.from('{}') }],
          'The file goes in the field "file", not "upload".',
        ],
        [[{ name: 'notes.zip', bytes: Buffer.from('hello, world') }], 'notes.zip is neither a .json nor a .zip file.'],
        // The browser sends the name as UTF-8: it comes back as the author wrote it, not as Latin-1 ("Ã‰tÃ©").
        [[{ name: 'Été.zip', bytes: Buffer.from('hello, world') }], 'Été.zip is neither a .json nor a .zip file.'],
        [[{ name: 'empty.json', bytes: Buffer.alloc(0) }], 'empty.json is empty.'],
        [[], 'The upload holds no file: send one .json or .zip file in the field "file".'],
      ];
      for (const [parts, message] of cases)
        expect(await t.upload('demo', t.demo, parts)).toEqual({
          status: 400,
          body: expect.objectContaining({ message }),
        });
      const notMultipart = await t.send('demo', t.demo, 'POST', '/upload/importModel', { file: 'x' });
      expect(notMultipart).toMatchObject({
        status: 400,
        body: { message: 'Send the file as multipart/form-data, in the field "file".' },
      });
      expect((await t.upload('demo', t.plain, [{ name: 'a.json', bytes: Buffer.from('{}') }])).status).toBe(403);
    });

    it('refuses a wrong logic, a malformed or unknown url, and another workspace’s upload', async () => {
      const url = await t.uploaded('demo', t.demo, 'demo.zip', exported);
      expect(await t.importFile('demo', t.demo, url, 'merge')).toMatchObject({
        status: 400,
        body: { message: expect.stringMatching(/logic/) },
      });
      expect((await t.importFile('demo', t.demo, '../../etc/passwd', 'existing')).status).toBe(400);
      const unknown = await t.importFile('demo', t.demo, '00000000-0000-4000-8000-000000000000', 'existing');
      expect(unknown).toMatchObject({ status: 404, body: { message: expect.stringMatching(/upload the file again/) } });
      // Another workspace cannot import, discard or even see this workspace's upload.
      expect((await t.importFile('second', t.second, url, 'existing')).status).toBe(404);
      expect((await t.send('second', t.second, 'DELETE', '/upload/importModel', { url })).status).toBe(404);
      expect((await t.send('demo', t.demo, 'DELETE', '/upload/importModel', { url })).body).toEqual({
        discarded: true,
      });
      expect((await t.send('demo', t.demo, 'DELETE', '/upload/importModel', { url })).status).toBe(404);
      expect((await t.importFile('demo', t.demo, url, 'existing')).status).toBe(404);
      expect((await t.send('demo', t.demo, 'DELETE', '/upload/importModel', { url: 'x/../y' })).status).toBe(400);
      expect((await t.send('demo', t.demo, 'DELETE', '/upload/importModel', {})).status).toBe(400);
    });

    it('refuses exports of unknown elements and undeclared parameters', async () => {
      expect((await t.download('demo', t.demo, '/api/types/nowhere/export')).status).toBe(404);
      expect((await t.download('demo', t.demo, '/api/v2/types/exports?all=1')).status).toBe(400);
      expect((await t.download('demo', t.plain, '/api/v2/types/exports')).status).toBe(403);
      expect((await t.download('second', t.demo, '/api/v2/types/exports')).status).toBe(403);
    });
  });
});
