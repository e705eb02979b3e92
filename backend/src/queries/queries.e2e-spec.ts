import type { EventStore } from '@app/storage';
import { EVENT_STORE } from '../shared/storage/tokens';
import { DEMO_ADMIN, signIn } from '../testing/auth-testing';
import { startTestApp, type TestApp } from '../testing/test-app';
import { userWithToken } from '../users/users.testing';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** The query providers (001 §7 GET /api/queries/types/…) over HTTP on real SQLite files. */
describe('queries API (/api/queries)', () => {
  let t: TestApp;
  let admin: string;
  let store: EventStore;
  let position = 0;

  /** A GET as it stands after the last write (read-your-writes). */
  const get = async (path: string, token = admin) => {
    const response = await fetch(`${t.url}/demo/api${path}`, {
      headers: { authorization: `Bearer ${token}`, 'x-min-position': String(position) },
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json };
  };
  const write = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${t.url}/demo/api${path}`, {
      method,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Json;
    expect(response.status).toBeLessThan(300);
    position = Math.max(position, answer.position ?? (await store.headPosition()));
    return answer;
  };

  let matterId = '';

  beforeAll(async () => {
    t = await startTestApp();
    store = t.app.get(EVENT_STORE);
    admin = (await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password)).token;
    position = await store.headPosition();
    for (const catalog of (await get('/collections')).body as Json[]) {
      await write('DELETE', `/collections/${catalog._id}`, undefined);
    }
    const saved = await write('POST', '/v2/types', { items: [{ action: 'add', kind: 'model', name: 'Matter' }] });
    matterId = saved.added[0]._id;
    await write('POST', '/v2/types', {
      items: [
        { action: 'add', kind: 'variable', parent: matterId, name: 'Title', type: 'text', isList: false },
        { action: 'add', kind: 'variable', parent: matterId, name: 'Fee', type: 'number', isList: false },
        { action: 'add', kind: 'variable', parent: matterId, name: 'Opened', type: 'date', isList: false },
        { action: 'add', kind: 'variable', parent: matterId, name: 'Closed', type: 'checkbox', isList: false },
        {
          action: 'add',
          kind: 'variable',
          parent: matterId,
          name: 'Stage',
          type: 'selection',
          typeOfVariable: 'anOptionListedBelow',
          _options: '["Intake","Open","Closed"]',
        },
        { action: 'add', kind: 'variable', parent: matterId, name: 'Brief', type: 'file', isList: false },
      ],
    });
    await write('POST', '/collections', { name: 'Matters', type: matterId, isEveryone: true });
    await write('POST', '/collections', { name: 'Archive', type: matterId });
  });
  afterAll(() => t?.close());

  it("offers the product itself as the workspace's only provider until an integration is configured", async () => {
    expect(await get('/queries/providers')).toEqual({
      status: 200,
      body: [{ name: 'docauto', label: 'This workspace' }],
    });
  });

  it("lists the workspace's catalogs as the product's sources, in list order", async () => {
    expect(await get('/queries/types/docauto')).toEqual({ status: 200, body: ['Matters', 'Archive'] });
  });

  it("describes a catalog: its model's comparable variables with their operators, and write-back", async () => {
    const { status, body } = await get('/queries/types/docauto/descriptor/Matters');
    expect(status).toBe(200);
    expect(body).toEqual({
      selectors: [
        { name: 'Title', type: 'text', isList: false, operators: ['is', 'is not', 'contains', 'starts with'] },
        { name: 'Fee', type: 'number', isList: false, operators: ['=', '≠', '<', '≤', '>', '≥'] },
        { name: 'Opened', type: 'date', isList: false, operators: ['=', '≠', '<', '≤', '>', '≥'] },
        { name: 'Closed', type: 'checkbox', isList: false, operators: ['is'] },
        {
          name: 'Stage',
          type: 'selection',
          isList: false,
          operators: ['is', 'is not', 'includes'],
          enum: ['Intake', 'Open', 'Closed'],
        },
      ],
      writeBack: true,
    });
  });

  it("answers a catalog's records' shape with its model's name, as a JSON string", async () => {
    const response = await fetch(`${t.url}/demo/api/queries/types/docauto/sources/Archive`, {
      headers: { authorization: `Bearer ${admin}`, 'x-min-position': String(position) },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toBe('Matter');
  });

  it('follows a renamed model and forgets a deleted catalog', async () => {
    const model = await get(`/v2/types/model/${matterId}`);
    await write('POST', '/v2/types', {
      items: [{ action: 'update', kind: 'model', _id: matterId, name: 'Case', version: model.body.version }],
    });
    expect((await get('/queries/types/docauto/sources/Matters')).body).toBe('Case');
    const archive = ((await get('/collections')).body as Json[]).find((c) => c.name === 'Archive');
    await write('DELETE', `/collections/${archive._id}`, undefined);
    expect((await get('/queries/types/docauto')).body).toEqual(['Matters']);
    expect(await get('/queries/types/docauto/descriptor/Archive')).toEqual({
      status: 404,
      body: expect.objectContaining({ message: 'This workspace has no source named "Archive".' }),
    });
  });

  it('answers 404 with a clear message for an integration not configured, an unknown provider or source', async () => {
    const message = async (path: string) => {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      return answer.body.message as string;
    };
    expect(await message('/queries/types/clio')).toBe('This workspace has no Clio integration configured.');
    expect(await message('/queries/types/filevine/descriptor/Matters')).toBe(
      'This workspace has no Filevine integration configured.',
    );
    expect(await message('/queries/types/salesforce/sources/Matters')).toBe(
      'There is no query provider named "salesforce".',
    );
    expect(await message('/queries/types/docauto/sources/Ghosts')).toBe('This workspace has no source named "Ghosts".');
    expect(await message('/queries/types/docauto/descriptor/Ghosts')).toBe(
      'This workspace has no source named "Ghosts".',
    );
  });

  it('refuses bad input with a 400 that says what is wrong, never a 500', async () => {
    const bad = async (path: string) => {
      const answer = await get(path);
      expect(answer.status).toBe(400);
      return answer.body.message as string;
    };
    expect(await bad('/queries/types/9lives')).toMatch(/provider/);
    expect(await bad(`/queries/types/${'a'.repeat(51)}`)).toMatch(/provider/);
    expect(await bad(`/queries/types/docauto/descriptor/${'s'.repeat(201)}`)).toMatch(/source/);
    expect(await bad('/queries/types/docauto/sources/Matters%01')).toMatch(/source/);
    expect(await bad('/queries/types/docauto?extra=1')).toMatch(/unknown parameter extra/);
    expect(await bad('/queries/providers?extra=1')).toMatch(/unknown parameter extra/);
  });

  it('is for administrators only', async () => {
    const user = await userWithToken(t.app, 'demo', { mail: 'querier@demo.test' });
    for (const path of [
      '/queries/providers',
      '/queries/types/docauto',
      '/queries/types/docauto/descriptor/Matters',
      '/queries/types/docauto/sources/Matters',
    ]) {
      expect((await get(path, user.token)).status).toBe(403);
    }
    const anonymous = await fetch(`${t.url}/demo/api/queries/types/docauto`);
    expect(anonymous.status).toBe(401);
  });
});
