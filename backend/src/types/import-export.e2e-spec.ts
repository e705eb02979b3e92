import type { ProjectionRunner } from '@app/projections';
import type { EventStore, FileStore } from '@app/storage';
import { Readable } from 'node:stream';
import { EVENT_STORE, FILE_STORE, PROJECTION_RUNNER } from '../shared/storage/tokens';
import { DEMO_ADMIN, signIn } from '../testing/auth-testing';
import { operator, startTestApp, type TestApp } from '../testing/test-app';
import { userWithToken } from '../users/users.testing';
import { buildZip, unzipText, type TestZipEntry } from './import-types/zip.testing';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/**
 * Export and import over HTTP on real SQLite files (001 §7; issue 12: "Round trip: export all, import into a second
 * workspace, same definitions", and bad input on every new endpoint: 400 or 404 with a message, nothing written).
 * The limits are small here (256 KB uploads, 2 MB unpacked) so that the refusals need no large files.
 */
describe('types export and import', () => {
  let t: TestApp;
  let store: EventStore;
  let files: FileStore;
  let demo: string;
  let second: string;
  let plain: string;

  const send = async (tenant: string, token: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${t.url}/${tenant}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json };
  };
  const read = async (tenant: string, token: string, path: string, position = 0) => {
    const response = await fetch(`${t.url}/${tenant}${path}`, {
      headers: { authorization: `Bearer ${token}`, 'x-min-position': String(position) },
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const download = async (tenant: string, token: string, path: string) => {
    const response = await fetch(`${t.url}/${tenant}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const upload = async (tenant: string, token: string, parts: { field?: string; name: string; bytes: Buffer }[]) => {
    const form = new FormData();
    for (const part of parts) form.append(part.field ?? 'file', new Blob([new Uint8Array(part.bytes)]), part.name);
    const response = await fetch(`${t.url}/${tenant}/upload/importModel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const uploaded = async (tenant: string, token: string, name: string, bytes: Buffer) => {
    const answer = await upload(tenant, token, [{ name, bytes }]);
    expect(answer.status).toBe(201);
    return answer.body.url as string;
  };
  const importFile = (tenant: string, token: string, url: string, logic: string) =>
    send(tenant, token, 'POST', '/api/types/import', { url, logic });
  const save = async (items: unknown[]) => {
    const saved = await send('demo', demo, 'POST', '/api/v2/types', { items });
    expect(saved.status).toBe(201);
    return saved.body as { position: number; added: { _id: string; name: string }[] };
  };
  const elements = async (tenant: string, token: string, position = 0) =>
    (await read(tenant, token, '/api/v2/types', position)).body as { _id: string; name: string; kind: string }[];

  /** An element's definition as the designer opens it, its model references spelled as the names they point to. */
  const definitionOf = async (tenant: string, token: string, position = 0) => {
    const list = await elements(tenant, token, position);
    const nameOf = new Map(list.map((element) => [element._id, element.name]));
    const all: Record<string, Json> = {};
    for (const { _id, kind, name } of list) {
      const {
        _id: _ignored,
        version: _version,
        ...view
      } = (await read(tenant, token, `/api/v2/types/${kind}/${_id}`)).body as Json;
      for (const member of [...view.properties, ...view.formulas])
        if (typeof member.typeDef === 'string') member.typeDef = `→${nameOf.get(member.typeDef) ?? member.typeDef}`;
      all[name] = view;
    }
    return all;
  };

  beforeAll(async () => {
    t = await startTestApp({
      IMPORT_MAX_BYTES: String(256 * 1024),
      IMPORT_MAX_UNZIPPED_BYTES: String(2 * 1024 * 1024),
    });
    store = t.app.get(EVENT_STORE);
    files = t.app.get(FILE_STORE);
    demo = (await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password)).token;
    expect(
      (
        await operator(`${t.url}/api/workspaces`, {
          method: 'POST',
          body: { name: 'second', settings: { label: 'Second' } },
        })
      ).status,
    ).toBe(201);
    second = (await userWithToken(t.app, 'second', { mail: 'boss@second.test', isAdmin: true })).token;
    plain = (await userWithToken(t.app, 'demo', { mail: 'plain@demo.test' })).token;
  });
  afterAll(() => t?.close());

  let exported: Buffer;
  let templateFile: string;

  it('exports every element’s definition as {tenancy}.zip, and one element as {name}.zip', async () => {
    // The demo's Client, plus a model referring to it, a global of its type, a table and a template with a file.
    templateFile = (await files.put(Readable.from([Buffer.from('a Word file, as the template editor keeps it')]))).id;
    const { added } = await save([
      { action: 'add', kind: 'model', name: 'Matter' },
      { action: 'add', kind: 'table', name: 'Rates' },
    ]);
    const client = (await elements('demo', demo)).find((element) => element.name === 'Client')!;
    const matter = added[0]._id;
    const saved = await save([
      {
        action: 'add',
        kind: 'variable',
        parent: matter,
        name: 'Party',
        type: 'object',
        typeName: 'Client',
        typeDef: client._id,
      },
      {
        action: 'add',
        kind: 'variable',
        parent: matter,
        name: 'Primary',
        type: 'global',
        typeName: 'Client',
        typeDef: client._id,
      },
      {
        action: 'add',
        kind: 'template',
        parent: matter,
        name: 'Engagement',
        type: 'docx',
        fileId: templateFile,
        filename: 'Engagement.docx',
      },
      { action: 'update', kind: 'model', _id: matter, summary: 'Matter {Party.FullName}' },
    ]);

    const all = await download('demo', demo, `/api/v2/types/exports?minPosition=${saved.position}`);
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toBe('application/zip');
    expect(all.headers.get('content-disposition')).toBe('attachment; filename="demo.zip"');
    exported = all.bytes;
    const entries = await unzipText(exported);
    expect(Object.keys(entries).sort()).toEqual(
      [
        'manifest.json',
        'elements/Client.json',
        'elements/Matter.json',
        'elements/Rates.json',
        `files/${templateFile}`,
      ].sort(),
    );
    expect(JSON.parse(entries['manifest.json'])).toMatchObject({
      format: 'docauto-types',
      formatVersion: 1,
      workspace: 'demo',
    });
    const matterFile = JSON.parse(entries['elements/Matter.json']);
    expect(matterFile).toMatchObject({
      name: 'Matter',
      kind: 'model',
      definition: { summary: 'Matter {Party.FullName}' },
    });
    expect(matterFile).not.toHaveProperty('version');

    const one = await download('demo', demo, `/api/types/${client._id}/export`);
    expect(one.headers.get('content-disposition')).toBe('attachment; filename="Client.zip"');
    expect(Object.keys(await unzipText(one.bytes)).sort()).toEqual(['elements/Client.json', 'manifest.json']);
  });

  it('answers the global names of a model: the global variables of its type', async () => {
    const client = (await elements('demo', demo)).find((element) => element.name === 'Client')!;
    expect((await read('demo', demo, `/api/v2/types/model/${client._id}/globals`)).body).toEqual(['Primary']);
    expect((await read('demo', demo, '/api/v2/types/model/Client/globals')).body).toEqual(['Primary']);
    expect((await read('demo', demo, '/api/v2/types/model/nobody/globals')).status).toBe(404);
  });

  it('round trip: the export imported into a second workspace gives the same definitions, template files included', async () => {
    await files.delete(templateFile);
    const url = await uploaded('second', second, 'demo.zip', exported);
    const imported = await importFile('second', second, url, 'existing');
    expect(imported.status).toBe(201);
    expect(imported.body.created.map((each: Json) => each.name).sort()).toEqual(['Client', 'Matter', 'Rates']);
    expect(imported.body).toMatchObject({ updated: [], skipped: [], deleted: [] });
    expect(await definitionOf('second', second, imported.body.position)).toEqual(await definitionOf('demo', demo));
    expect(await files.stat(templateFile)).toEqual(expect.objectContaining({ id: templateFile }));
    // The upload is gone once imported.
    expect((await importFile('second', second, url, 'existing')).status).toBe(404);
  });

  it('existing keeps the workspace’s element; imported replaces it as one version; restore needs the dev add-on', async () => {
    const list = await elements('second', second);
    const matter = list.find((element) => element.name === 'Matter')!;
    const changed = await send('second', second, 'POST', '/api/v2/types', {
      items: [
        { action: 'add', kind: 'variable', parent: matter._id, name: 'Court', type: 'text' },
        { action: 'add', kind: 'model', name: 'Extra' },
      ],
    });
    expect(changed.status).toBe(201);

    const kept = await importFile('second', second, await uploaded('second', second, 'x.zip', exported), 'existing');
    expect(kept.status).toBe(201);
    expect(kept.body.skipped.map((each: Json) => each.name).sort()).toEqual(['Client', 'Matter', 'Rates']);
    expect(kept.body.created).toEqual([]);
    const afterKept = await read('second', second, `/api/v2/types/model/${matter._id}`, changed.body.position);
    expect(afterKept.body.properties.map((p: Json) => p.name)).toContain('Court');

    const replaced = await importFile(
      'second',
      second,
      await uploaded('second', second, 'x.zip', exported),
      'imported',
    );
    expect(replaced.status).toBe(201);
    expect(replaced.body.updated).toEqual([
      { _id: matter._id, name: 'Matter', kind: 'model', version: afterKept.body.version + 1 },
    ]);
    expect(replaced.body.skipped.map((each: Json) => each.name).sort()).toEqual(['Client', 'Rates']);
    const afterReplace = await read('second', second, `/api/v2/types/model/${matter._id}`, replaced.body.position);
    expect(afterReplace.body.properties.map((p: Json) => p.name)).toEqual(['Party', 'Primary']);
    const history = await read(
      'second',
      second,
      `/api/v2/types/model/${matter._id}/versions?limit=1`,
      replaced.body.position,
    );
    expect(history.body.versions[0].summary).toBe('variable Court removed');

    const before = await store.headPosition();
    const refused = await importFile('second', second, await uploaded('second', second, 'x.zip', exported), 'restore');
    expect(refused).toMatchObject({ status: 400, body: { message: 'Replacing all elements needs the dev add-on.' } });
    expect(await store.headPosition()).toBe(before);

    const dev = await operator(`${t.url}/api/workspaces/second/addons/dev`, { method: 'PUT', body: { enabled: true } });
    expect(dev.status).toBe(200);
    await t.app.get<ProjectionRunner>(PROJECTION_RUNNER).waitFor(((await dev.json()) as Json).position, 5000);
    const restored = await importFile('second', second, await uploaded('second', second, 'x.zip', exported), 'restore');
    expect(restored.status).toBe(201);
    expect(restored.body.deleted.map((each: Json) => each.name)).toEqual(['Extra']);
    expect(await definitionOf('second', second, restored.body.position)).toEqual(await definitionOf('demo', demo));
    expect((await read('second', second, '/api/v2/types/deleted', restored.body.position)).body).toEqual([
      expect.objectContaining({ name: 'Extra' }),
    ]);
  });

  it('imports a .json of one element, its type told by its content', async () => {
    const rates = (await unzipText(exported))['elements/Rates.json'];
    const answer = await upload('demo', demo, [{ name: 'rates.zip', bytes: Buffer.from(rates) }]);
    expect(answer).toMatchObject({ status: 201, body: { type: 'application/json' } });
    const imported = await importFile('demo', demo, answer.body.url, 'existing');
    expect(imported.body).toMatchObject({ created: [], skipped: [expect.objectContaining({ name: 'Rates' })] });
  });

  describe('bad input: 400 or 404 with a message, nothing written, never a 500', () => {
    let head: number;
    let before: unknown;
    beforeEach(async () => {
      head = await store.headPosition();
      before = await definitionOf('demo', demo);
    });
    afterEach(async () => {
      expect(await store.headPosition()).toBe(head);
      expect(await definitionOf('demo', demo)).toEqual(before);
    });

    const importBytes = async (bytes: Buffer, logic = 'imported', name = 'bad.zip') => {
      const url = await uploaded('demo', demo, name, bytes);
      return importFile('demo', demo, url, logic);
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
      const cases: [Parameters<typeof upload>[2], string][] = [
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
        [[{ name: 'empty.json', bytes: Buffer.alloc(0) }], 'empty.json is empty.'],
        [[], 'The upload holds no file: send one .json or .zip file in the field "file".'],
      ];
      for (const [parts, message] of cases)
        expect(await upload('demo', demo, parts)).toEqual({ status: 400, body: expect.objectContaining({ message }) });
      const notMultipart = await send('demo', demo, 'POST', '/upload/importModel', { file: 'x' });
      expect(notMultipart).toMatchObject({
        status: 400,
        body: { message: 'Send the file as multipart/form-data, in the field "file".' },
      });
      expect((await upload('demo', plain, [{ name: 'a.json', bytes: Buffer.from('{}') }])).status).toBe(403);
    });

    it('refuses a wrong logic, a malformed or unknown url, and another workspace’s upload', async () => {
      const url = await uploaded('demo', demo, 'demo.zip', exported);
      expect(await importFile('demo', demo, url, 'merge')).toMatchObject({
        status: 400,
        body: { message: expect.stringMatching(/logic/) },
      });
      expect((await importFile('demo', demo, '../../etc/passwd', 'existing')).status).toBe(400);
      const unknown = await importFile('demo', demo, '00000000-0000-4000-8000-000000000000', 'existing');
      expect(unknown).toMatchObject({ status: 404, body: { message: expect.stringMatching(/upload the file again/) } });
      // Another workspace cannot import, discard or even see this workspace's upload.
      expect((await importFile('second', second, url, 'existing')).status).toBe(404);
      expect((await send('second', second, 'DELETE', '/upload/importModel', { url })).status).toBe(404);
      expect((await send('demo', demo, 'DELETE', '/upload/importModel', { url })).body).toEqual({ discarded: true });
      expect((await send('demo', demo, 'DELETE', '/upload/importModel', { url })).status).toBe(404);
      expect((await importFile('demo', demo, url, 'existing')).status).toBe(404);
      expect((await send('demo', demo, 'DELETE', '/upload/importModel', { url: 'x/../y' })).status).toBe(400);
      expect((await send('demo', demo, 'DELETE', '/upload/importModel', {})).status).toBe(400);
    });

    it('refuses exports of unknown elements and undeclared parameters', async () => {
      expect((await download('demo', demo, '/api/types/nowhere/export')).status).toBe(404);
      expect((await download('demo', demo, '/api/v2/types/exports?all=1')).status).toBe(400);
      expect((await download('demo', plain, '/api/v2/types/exports')).status).toBe(403);
      expect((await download('second', demo, '/api/v2/types/exports')).status).toBe(403);
    });
  });
});
