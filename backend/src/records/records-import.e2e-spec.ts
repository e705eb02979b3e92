import type { EventStore } from '@app/storage';
import { EVENT_STORE } from '../shared/storage/tokens';
import { DEMO_ADMIN, signIn } from '../testing/auth-testing';
import { startTestApp, type TestApp } from '../testing/test-app';
import { userWithToken } from '../users/users.testing';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** The limit this server runs with, so "too large" is tested without a 64 MB upload. */
const MAX_BYTES = 200_000;

/** The import and duplicates wizards' calls (002 §7) over HTTP on real SQLite files. */
describe('records import and duplicates (/upload/parse/csv, uploadValues, /import events, /duplicates)', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  let store: EventStore;
  const catalog = 'Contacts';

  const call = async (method: string, path: string, body?: unknown, token = admin, headers = {}) => {
    const response = await fetch(`${t.url}/demo${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: Json = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // an event stream: kept as text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
  const upload = async (content: string | Uint8Array<ArrayBuffer>, name = 'contacts.csv', token = admin) => {
    const form = new FormData();
    form.append('file', new Blob([content]), name);
    const response = await fetch(`${t.url}/demo/upload/parse/csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  /** The server-sent events of an import, parsed: [event, data] in the order they came. */
  const events = (text: string): [string, Json][] =>
    text
      .split('\n\n')
      .filter((block) => block.trim())
      .map((block) => {
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
        const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
        return [event, JSON.parse(data)];
      });
  const runImport = async (body: unknown, token = admin, userId = adminId) => {
    const prepared = await call('POST', '/upload/import/uploadValues', body, token);
    expect(prepared.status).toBe(201);
    const ran = await call(
      'GET',
      `/api/collections/${catalog}/import?sessionId=${prepared.body.sessionId}&userId=${userId}`,
      undefined,
      token,
    );
    expect(ran.status).toBe(200);
    expect(ran.headers.get('content-type')).toMatch(/^text\/event-stream/);
    return events(ran.body as string);
  };
  const names = async (position: number) => {
    const listed = await fetch(`${t.url}/demo/api/collections/${catalog}/items?sort=name:asc`, {
      headers: { authorization: `Bearer ${admin}`, 'x-min-position': String(position) },
    });
    return ((await listed.json()) as Json[]).map((item) => item.name);
  };
  const save = async (items: unknown[]) => {
    const saved = await call('POST', '/api/v2/types', { items });
    expect(saved.status).toBe(201);
    return saved.body;
  };

  beforeAll(async () => {
    t = await startTestApp({ RECORD_IMPORT_MAX_BYTES: String(MAX_BYTES) });
    store = t.app.get(EVENT_STORE);
    admin = (await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password)).token;
    const modelId = (await save([{ action: 'add', kind: 'model', name: 'Contact' }])).added[0]._id;
    await save([
      { action: 'add', kind: 'variable', parent: modelId, name: 'Name', type: 'text' },
      { action: 'add', kind: 'variable', parent: modelId, name: 'Age', type: 'number' },
      { action: 'add', kind: 'variable', parent: modelId, name: 'Born', type: 'date' },
      { action: 'add', kind: 'variable', parent: modelId, name: 'Active', type: 'checkbox' },
      { action: 'update', kind: 'model', _id: modelId, summary: '{[Name]}', key: 'Name' },
    ]);
    expect((await call('POST', '/api/collections', { name: catalog, type: modelId })).status).toBe(201);
    const users = (await call('GET', '/api/users')).body as Json[];
    adminId = users.find((user) => user.mail === DEMO_ADMIN.mail)._id;
  });
  afterAll(() => t?.close());

  it('imports a CSV with bad rows: the good rows are kept, each bad one fails with its row, column and reason', async () => {
    const csv =
      '\uFEFFname;AGE;Born;Active;Shoe size\r\n' +
      'Ann;31;3/9/1990;yes;38\r\n' +
      'Bob;old;1990-01-01;no;44\r\n' +
      '"Smith; Cy";40;31.02.1990;true;\r\n' +
      '"Dee\nwith a line break";1,234;9.3.1985;0;\r\n';
    const parsed = await upload(csv);
    expect(parsed.status).toBe(201);
    expect(parsed.body).toMatchObject({
      url: expect.any(String),
      columns: ['name', 'AGE', 'Born', 'Active', 'Shoe size'],
      total: 4,
    });
    expect(parsed.body.rows[3]).toMatchObject({ name: 'Dee\nwith a line break', AGE: '1,234' });
    const got = await runImport({ url: parsed.body.url });
    expect(got.map(([event]) => event)).toEqual(['compiling', 'total', 'succeeded', 'failed', 'completed']);
    expect(got[0][1]).toEqual({ columns: ['name', 'AGE', 'Born', 'Active'], unknownColumns: ['Shoe size'] });
    expect(got[1][1]).toEqual({ total: 4 });
    const completed = got[4][1];
    expect(completed).toMatchObject({ total: 4, succeeded: 2, failed: 2, unknownColumns: ['Shoe size'] });
    expect(completed.failures).toEqual([
      { row: 3, column: 'AGE', reason: '"old" is not a number.' },
      { row: 4, column: 'Born', reason: '"31.02.1990" is not a date (write yyyy-mm-dd, m/d/yyyy or d.m.yyyy).' },
    ]);
    expect(await names(completed.position)).toEqual(['Ann', 'Dee\nwith a line break']);
    const dee = (
      await call('GET', `/api/collections/${catalog}/items?s=dee`, undefined, admin, {
        'x-min-position': String(completed.position),
      })
    ).body[0];
    const opened = await call('GET', `/api/collections/${catalog}/items/${dee._id}`);
    expect(opened.body.values).toEqual({
      Name: 'Dee\nwith a line break',
      Age: 1234,
      Born: '1985-03-09',
      Active: false,
    });
    // The upload was used up by its import.
    expect((await call('POST', '/upload/import/uploadValues', { url: parsed.body.url })).status).toBe(404);
  });

  it('wraps a single JSON object into an array, and checks JSON values against the model', async () => {
    const one = await runImport({ values: { Name: 'Eve', Age: 22, Born: '1/2/2001', extra: 1 } });
    expect(one.at(-1)).toEqual([
      'completed',
      expect.objectContaining({ total: 1, succeeded: 1, failed: 0, unknownColumns: ['extra'] }),
    ]);
    const many = await runImport({ values: [{ Name: 'Fay', Active: 'maybe' }, { Name: 'Gus', Age: '5' }, 7] });
    const completed = many.at(-1)?.[1];
    expect(completed).toMatchObject({ total: 3, succeeded: 1, failed: 2 });
    expect(completed.failures).toEqual([
      { row: 1, column: 'Active', reason: '"maybe" is not true or false (write true/false, yes/no or 1/0).' },
      { row: 3, reason: 'This item is not an object of values keyed by variable name.' },
    ]);
    expect(await names(completed.position)).toEqual(expect.arrayContaining(['Eve', 'Gus']));
  });

  it('refuses a binary file named .csv, a broken quote and a header-less file, storing nothing', async () => {
    const head = await store.headPosition();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const binary = await upload(png, 'photo.csv');
    expect(binary.status).toBe(400);
    expect(binary.body.message).toBe(
      'photo.csv is not a CSV file (its content is not text): export it from your spreadsheet as CSV (UTF-8).',
    );
    const broken = await upload('Name,Age\nAnn,1\n"Bob,2\n');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/^The CSV file could not be read at line 3: /);
    expect((await upload('\n\n')).status).toBe(400);
    expect(await store.headPosition()).toBe(head);
  });

  it('refuses a file past RECORD_IMPORT_MAX_BYTES with a clear 413', async () => {
    const big = `Name,Age\n${'Someone with a long name,42\n'.repeat(Math.ceil(MAX_BYTES / 20))}`;
    const refused = await upload(big);
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe(
      'The file is larger than 0.2 MB, the most a records import may be: split it into smaller files.',
    );
  });

  it('tells progress while importing many rows, in order, ending with completed', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => `Person ${i},${i}`).join('\n');
    const parsed = await upload(`Name,Age\n${rows}\n`);
    expect(parsed.body.total).toBe(2500);
    const got = await runImport({ url: parsed.body.url });
    expect(got.slice(0, 2).map(([event]) => event)).toEqual(['compiling', 'total']);
    const progress = got.filter(([event]) => event === 'succeeded').map(([, data]) => data.succeeded);
    expect(progress).toEqual([1000, 2000, 2500]);
    expect(got.at(-1)).toEqual(['completed', expect.objectContaining({ total: 2500, succeeded: 2500, failed: 0 })]);
  });

  it('answers bad input with a clear 4xx and never runs a session twice or for someone else', async () => {
    expect((await call('POST', '/upload/import/uploadValues', {})).status).toBe(400);
    expect((await call('POST', '/upload/import/uploadValues', { values: [], url: 'x' })).status).toBe(400);
    const bad = await call('GET', `/api/collections/${catalog}/import?sessionId=nope`);
    expect(bad.status).toBe(400);
    const unknown = await call('GET', `/api/collections/${catalog}/import?sessionId=${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
    const prepared = await call('POST', '/upload/import/uploadValues', { values: [{ Name: 'Once' }] });
    const path = `/api/collections/${catalog}/import?sessionId=${prepared.body.sessionId}`;
    const other = await userWithToken(t.app, 'demo', { mail: 'colleague@demo.test' });
    expect((await call('PUT', `/api/users/${other.userId}`, { permissions: [catalog] })).status).toBe(200);
    expect((await call('GET', path, undefined, other.token)).status).toBe(404);
    expect((await call('GET', path)).status).toBe(200);
    expect((await call('GET', path)).status).toBe(404);
  });

  it('runs an import only for a user with the catalog in their permissions', async () => {
    const outsider = await userWithToken(t.app, 'demo', { mail: 'outsider@demo.test' });
    const prepared = await call(
      'POST',
      '/upload/import/uploadValues',
      { values: [{ Name: 'Sneaky' }] },
      outsider.token,
    );
    expect(prepared.status).toBe(201);
    const head = await store.headPosition();
    const path = `/api/collections/${catalog}/import?sessionId=${prepared.body.sessionId}&userId=${outsider.userId}`;
    expect((await call('GET', path, undefined, outsider.token)).status).toBe(404);
    expect(
      (await call('POST', `/api/collections/${catalog}/duplicates/match`, { key: 'Name' }, outsider.token)).status,
    ).toBe(404);
    expect((await call('POST', `/api/collections/${catalog}/duplicates`, { key: 'Name' }, outsider.token)).status).toBe(
      404,
    );
    expect(await store.headPosition()).toBe(head);
  });

  it('counts duplicates by a key and clears them, keeping the oldest of each group', async () => {
    const dupes = await runImport({ values: [{ Name: 'Ann', Age: 1 }, { Name: 'ann ', Age: 2 }, { Name: 'Bob' }] });
    const position = dupes.at(-1)?.[1].position as number;
    await names(position);
    const none = await call('POST', `/api/collections/${catalog}/duplicates/match`, { key: 'Age' });
    expect(none.status).toBe(200);
    const match = await call('POST', `/api/collections/${catalog}/duplicates/match`, { key: 'name' });
    // Ann (from the CSV), Ann and "ann " (this JSON); Bob's CSV row had failed, so this Bob is alone.
    expect(match.body).toMatchObject({ count: 3, duplicates: 2 });
    expect((await call('POST', `/api/collections/${catalog}/duplicates/match`, { key: '' })).status).toBe(400);
    const unknownKey = await call('POST', `/api/collections/${catalog}/duplicates/match`, { key: 'Colour' });
    expect(unknownKey.status).toBe(400);
    expect(unknownKey.body.message).toBe(
      'The model Contact has no variable named "Colour": match by one of its variables.',
    );
    const cleared = await call('POST', `/api/collections/${catalog}/duplicates`, { key: 'Name' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.deleted).toBe(2);
    const left = await names(cleared.body.position);
    expect(left.filter((name: string) => name.trim().toLowerCase() === 'ann')).toEqual(['Ann']);
    expect((await call('POST', `/api/collections/${catalog}/duplicates/match`, { key: 'Name' })).body.count).toBe(0);
  });
});
