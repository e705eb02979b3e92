import type { EventStore } from '@app/storage';
import { EVENT_STORE } from '../shared/storage/tokens';
import { DEMO_ADMIN, signIn } from '../testing/auth-testing';
import { operator, startTestApp, type TestApp } from '../testing/test-app';
import { userWithToken } from '../users/users.testing';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** The records API (002 §7 Records, issue 14's versions) over HTTP on real SQLite files. */
describe('records API (/api/collections/{adapter}/items)', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  let store: EventStore;

  const call = async (method: string, path: string, body?: unknown, token = admin, tenant = 'demo') => {
    const response = await fetch(`${t.url}/${tenant}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: Json = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // a download: kept as text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
  /** A read that waits for a write's position (read-your-writes). */
  const read = async (path: string, position: number, token = admin) => {
    const response = await fetch(`${t.url}/demo/api${path}`, {
      headers: { authorization: `Bearer ${token}`, 'x-min-position': String(position) },
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const save = async (items: unknown[]) => {
    const saved = await call('POST', '/v2/types', { items });
    expect([saved.status, saved.body.message]).toEqual([201, undefined]);
    return saved.body;
  };

  let modelId: string;
  let position = 0;
  const catalog = 'Customers';
  const items = `/collections/${catalog}/items`;
  const list = async (query = '', token = admin) => {
    const answer = await read(`${items}${query ? `?${query}` : ''}`, position, token);
    expect(answer.status).toBe(200);
    return answer.body as Json[];
  };
  const createRecord = async (nextValues: Record<string, unknown>, token = admin) => {
    const created = await call('POST', items, { nextValues }, token);
    expect(created.status).toBe(201);
    position = created.body.position;
    return created.body;
  };
  const update = async (id: string, nextValues: Record<string, unknown>, version?: number) => {
    const saved = await call('POST', `${items}/${id}`, { nextValues, ...(version ? { version } : {}) });
    expect(saved.status).toBe(201);
    position = saved.body.position;
    return saved.body;
  };

  beforeAll(async () => {
    t = await startTestApp();
    store = t.app.get(EVENT_STORE);
    const signedIn = await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password);
    admin = signedIn.token;
    const created = await save([{ action: 'add', kind: 'model', name: 'Customer' }]);
    modelId = created.added[0]._id;
    const address = (await save([{ action: 'add', kind: 'model', name: 'Postal' }])).added[0]._id;
    await save([
      { action: 'add', kind: 'variable', parent: address, name: 'City', type: 'text' },
      { action: 'add', kind: 'variable', parent: modelId, name: 'Name', type: 'text' },
      { action: 'add', kind: 'variable', parent: modelId, name: 'City', type: 'text' },
      { action: 'add', kind: 'variable', parent: modelId, name: 'Age', type: 'number' },
      { action: 'add', kind: 'variable', parent: modelId, name: 'Born', type: 'date' },
      { action: 'add', kind: 'variable', parent: modelId, name: 'Active', type: 'checkbox' },
      {
        action: 'add',
        kind: 'variable',
        parent: modelId,
        name: 'Tier',
        type: 'selection',
        _options: '["Gold","Silver"]',
      },
      { action: 'add', kind: 'variable', parent: modelId, name: 'Tags', type: 'text', isList: true },
      { action: 'add', kind: 'variable', parent: modelId, name: 'Home', type: 'object', typeDef: address },
    ]);
    const summary = await save([
      { action: 'update', kind: 'model', _id: modelId, summary: '{[Name]} of {[City]}', key: 'Name' },
    ]);
    const made = await call('POST', '/collections', { name: catalog, type: modelId });
    expect(made.status).toBe(201);
    position = Math.max(summary.position, made.body.position);
    const me = await call('GET', '/users');
    adminId = (me.body as Json[]).find((user) => user.mail === DEMO_ADMIN.mail)?._id;
    expect(adminId).toEqual(expect.any(String));
  });
  afterAll(() => t?.close());

  it('creates a record, saves a version, and refuses a save on a version someone else saved since (409)', async () => {
    const created = await createRecord({ Name: 'Ann', City: 'Oslo', Age: 30, Home: { City: 'Oslo' } });
    expect(created).toMatchObject({
      _id: expect.any(String),
      name: 'Ann of Oslo',
      status: 'Ok',
      version: 1,
      values: { Name: 'Ann', City: 'Oslo', Age: 30, Home: { City: 'Oslo' } },
      apps: [],
      attachments: [],
      extUserID: null,
      lastRunBy: null,
      lastRunByID: null,
    });
    const saved = await update(created._id, { City: 'Rome', Age: null }, 1);
    expect(saved).toMatchObject({
      name: 'Ann of Rome',
      version: 2,
      values: { Name: 'Ann', City: 'Rome', Home: { City: 'Oslo' } },
    });
    expect(saved.values).not.toHaveProperty('Age');
    const before = await store.headPosition();
    const stale = await call('POST', `${items}/${created._id}`, { nextValues: { City: 'Paris' }, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(
      /changed by someone else since you opened it \(you had version 1, it is now at version 2\)/,
    );
    expect(await store.headPosition()).toBe(before);
    const opened = await read(`${items}/${created._id}`, position);
    expect(opened.body).toMatchObject({ name: 'Ann of Rome', version: 2, values: { City: 'Rome' } });
  });

  it('refuses values that do not fit their variables, naming the variable, and stores nothing', async () => {
    const { _id } = await createRecord({ Name: 'Bob' });
    const before = await store.headPosition();
    const refused = async (nextValues: Record<string, unknown>, path = items) => {
      const answer = await call('POST', path, { nextValues });
      expect(answer.status).toBe(400);
      return answer.body.message as string;
    };
    expect(await refused({ Name: 'Cy', Age: 'thirty' })).toBe('The value of Age must be a number; got "thirty".');
    expect(await refused({ Born: '2026-13-01' })).toBe(
      'The value of Born must be a date written yyyy-mm-dd; got "2026-13-01".',
    );
    expect(await refused({ Active: 'yes' })).toBe('The value of Active must be true or false; got "yes".');
    expect(await refused({ Tier: 'Bronze' })).toBe('The value of Tier must be one of "Gold", "Silver"; got "Bronze".');
    expect(await refused({ Tags: 'vip' })).toBe('The value of Tags is a list: send an array of values; got "vip".');
    expect(await refused({ Home: { Town: 'x' } })).toBe(
      'The model Postal has no variable named "Town" (at Home.Town).',
    );
    expect(await refused({ Colour: 'red' }, `${items}/${_id}`)).toBe(
      'The model Customer has no variable named "Colour" (at Colour).',
    );
    expect(await refused({ Name: 'ok', Age: true }, `${items}/${_id}`)).toBe(
      'The value of Age must be a number; got true.',
    );
    expect((await call('POST', items, { values: {} })).status).toBe(400);
    expect((await call('POST', items, '{"nextValues":')).status).toBe(400);
    expect(await store.headPosition()).toBe(before);
    expect((await read(`${items}/${_id}`, position)).body.values).toEqual({ Name: 'Bob' });
  });

  it('lists a page of 20, newest first, with search, every filter key, sort and paging through skip', async () => {
    const made = await call('POST', '/collections', { name: 'Pages', type: modelId, isEveryone: true });
    expect(made.status).toBe(201);
    const pages = '/collections/Pages/items';
    const other = await userWithToken(t.app, 'demo', { mail: 'editor@demo.test', name: 'Edna Editor' });
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) {
      const token = i % 5 === 0 ? other.token : admin;
      const answer = await call(
        'POST',
        pages,
        { nextValues: { Name: `P${String(i).padStart(2, '0')}`, City: i % 2 ? 'Oslo' : 'Rome' } },
        token,
      );
      expect(answer.status).toBe(201);
      ids.push(answer.body._id);
      position = answer.body.position;
    }
    const edited = await call('POST', `${pages}/${ids[1]}`, { nextValues: { City: 'Bergen' } }, other.token);
    position = edited.body.position;
    const get = async (query: string) => {
      const answer = await read(`${pages}?${query}`, position);
      expect(answer.status).toBe(200);
      return answer.body as Json[];
    };
    const first = await get('');
    expect(first).toHaveLength(20);
    expect(first[0]).toMatchObject({ _id: ids[1], name: 'P01 of Bergen', status: 'Ok', date: expect.any(String) });
    expect(first[1].name).toBe('P24 of Rome');
    expect((await get('skip=20')).map((item) => item.name)).toEqual([
      'P05 of Oslo',
      'P04 of Rome',
      'P03 of Oslo',
      'P02 of Rome',
      'P00 of Rome',
    ]);
    expect((await get('sort=name:asc')).slice(0, 3).map((item) => item.name)).toEqual([
      'P00 of Rome',
      'P01 of Bergen',
      'P02 of Rome',
    ]);
    expect((await get('sort=app:desc'))[0].name).toBe('P24 of Rome');
    expect((await get('sort=date:asc'))[0].name).toBe('P00 of Rome');
    expect((await get('s=bergen')).map((item) => item._id)).toEqual([ids[1]]);
    expect((await get('s=OSLO')).length).toBe(11);
    const f = (filters: unknown, extra = '') => get(`f=${encodeURIComponent(JSON.stringify(filters))}${extra}`);
    expect((await f([{ key: 'myrecords' }], '&skip=0')).length).toBe(20);
    expect((await f([{ key: 'myrecords' }], '&skip=20')).length).toBe(0);
    expect((await f([{ key: 'edited_by', c: 'is', v: other.userId }])).map((item) => item.name).sort()).toEqual([
      'P00 of Rome',
      'P01 of Bergen',
      'P05 of Oslo',
      'P10 of Rome',
      'P15 of Oslo',
      'P20 of Rome',
    ]);
    expect((await f([{ key: 'edited_by', c: 'not', v: other.userId }], '&skip=0')).length).toBe(19);
    expect((await f([{ key: 'lastmod_by', c: 'is', v: other.userId }])).length).toBe(6);
    expect((await f([{ key: 'lastmod_by', c: 'not', v: other.userId }], '&skip=0')).length).toBe(19);
    expect((await f([{ key: 'status', c: 'is', v: 'Ok' }], '&skip=20')).length).toBe(5);
    expect((await f([{ key: 'status', c: 'not', v: 'Ok' }])).length).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await f([{ key: 'created', c: 'range', dateStart: today, dateEnd: today }], '&skip=20')).length).toBe(5);
    expect((await f([{ key: 'created', c: 'before', v: today }])).length).toBe(0);
    expect((await f([{ key: 'lastmod', c: 'after', v: '2000-01-01' }], '&skip=20')).length).toBe(5);
    expect((await f([{ key: 'app', c: 'include', v: 'Letter' }])).length).toBe(0);
    expect((await f([{ key: 'app', c: 'do not include', v: 'Letter' }], '&skip=20')).length).toBe(5);
    expect((await f([{ key: 'app_lastmod', c: 'after', v: '2000-01-01' }])).length).toBe(0);
    expect(
      (
        await f(
          [
            { key: 'lastmod_by', c: 'is', v: other.userId },
            { key: 'edited_by', c: 'is', v: other.userId },
          ],
          '&s=rome&sort=name:asc',
        )
      ).map((item) => item.name),
    ).toEqual(['P00 of Rome', 'P10 of Rome', 'P20 of Rome']);
    const users = await read('/collections/Pages/users', position);
    expect(users.body).toEqual(
      [
        { _id: adminId, name: expect.any(String) },
        { _id: other.userId, name: 'Edna Editor' },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('shows a record as it stood at an instant (asOf)', async () => {
    const { _id } = await createRecord({ Name: 'Dan', City: 'Oslo' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const between = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 30));
    await update(_id, { City: 'Rome' });
    const then = await call('GET', `${items}/${_id}?asOf=${encodeURIComponent(between)}`);
    expect(then).toMatchObject({
      status: 200,
      body: { name: 'Dan of Oslo', version: 1, values: { Name: 'Dan', City: 'Oslo' } },
    });
    const now = await call('GET', `${items}/${_id}?asOf=${encodeURIComponent(new Date().toISOString())}`);
    expect(now.body).toMatchObject({ version: 2, values: { City: 'Rome' } });
    expect((await call('GET', `${items}/${_id}?asOf=2000-01-01T00:00:00Z`)).status).toBe(404);
    expect((await call('GET', `${items}/${_id}?asOf=yesterday`)).status).toBe(400);
  });

  it('lists every version with a diff, restores two fields, and undoes the restore', async () => {
    const { _id } = await createRecord({ Name: 'Eve', City: 'Oslo', Age: 40, Tier: 'Gold' });
    await update(_id, { City: 'Rome', Age: 41 });
    await update(_id, { City: 'Paris', Tier: 'Silver', Age: 42 });
    const history = await call('GET', `${items}/${_id}/histories`);
    expect(history.status).toBe(200);
    expect(history.body.map((entry: Json) => [entry.version, entry.kind, entry.source, entry.changed])).toEqual([
      [3, 'saved', 'api', ['City', 'Tier', 'Age']],
      [2, 'saved', 'api', ['City', 'Age']],
      [1, 'created', 'api', ['Name', 'City', 'Age', 'Tier']],
    ]);
    expect(history.body[0]).toMatchObject({
      appName: '',
      editor: expect.any(String),
      editorId: adminId,
      launchTime: expect.any(String),
    });
    const firstId = history.body[2]._id;
    const diff = await call('GET', `${items}/${_id}/histories/${firstId}/diff`);
    expect(diff.body).toEqual([
      { name: 'Age', before: 40, after: 42 },
      { name: 'City', before: 'Oslo', after: 'Paris' },
      { name: 'Tier', before: 'Gold', after: 'Silver' },
    ]);
    const data = await call('GET', `${items}/${_id}/histories/${firstId}/data`);
    expect(data.status).toBe(200);
    expect(data.headers.get('content-disposition')).toMatch(/attachment; filename=".*-version-1\.json"/);
    expect(data.body).toEqual({ Name: 'Eve', City: 'Oslo', Age: 40, Tier: 'Gold' });

    const restored = await call('POST', `${items}/${_id}/histories/${firstId}/restore`, { fields: ['City', 'Tier'] });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      version: 4,
      name: 'Eve of Oslo',
      values: { City: 'Oslo', Tier: 'Gold', Age: 42 },
    });
    const afterRestore = (await call('GET', `${items}/${_id}/histories`)).body;
    expect(afterRestore[0]).toMatchObject({
      kind: 'restored',
      source: 'restore',
      changed: ['City', 'Tier'],
      restoredFrom: firstId,
    });
    const undo = await call('POST', `${items}/${_id}/histories/${afterRestore[1]._id}/restore`);
    expect(undo.body).toMatchObject({
      version: 5,
      name: 'Eve of Paris',
      values: { City: 'Paris', Tier: 'Silver', Age: 42 },
    });
    position = undo.body.position;
    expect((await read(`${items}/${_id}`, position)).body.values).toEqual({
      Name: 'Eve',
      City: 'Paris',
      Tier: 'Silver',
      Age: 42,
    });
    const paged = await call('GET', `${items}/${_id}/histories?skip=1&limit=2`);
    expect(paged.body.map((entry: Json) => entry.version)).toEqual([4, 3]);

    const other = await createRecord({ Name: 'Fay' });
    const otherHistory = (await call('GET', `${items}/${other._id}/histories`)).body;
    const before = await store.headPosition();
    const foreign = await call('POST', `${items}/${_id}/histories/${otherHistory[0]._id}/restore`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toMatch(/This record has no history entry/);
    expect((await call('GET', `${items}/${_id}/histories/${otherHistory[0]._id}/diff`)).status).toBe(404);
    expect((await call('GET', `${items}/${_id}/histories/${otherHistory[0]._id}/data`)).status).toBe(404);
    expect((await call('POST', `${items}/${_id}/histories/${firstId}/restore`, { fields: ['Nope'] })).status).toBe(400);
    expect((await call('POST', `${items}/${_id}/histories/${firstId}/restore`, { fields: 'City' })).status).toBe(400);
    expect(await store.headPosition()).toBe(before);
  });

  it('deletes a record, lists it as deleted with who and when, and undeletes it', async () => {
    const { _id } = await createRecord({ Name: 'Gil', City: 'Oslo' });
    const deleted = await call('DELETE', `${items}/${_id}`);
    expect(deleted).toMatchObject({ status: 200, body: { deleted: 1 } });
    position = deleted.body.position;
    expect((await list('s=gil')).length).toBe(0);
    const gone = await read(`/collections/${catalog}/deleted`, position);
    expect(gone.body[0]).toMatchObject({
      _id,
      name: 'Gil of Oslo',
      deletedAt: expect.any(String),
      deletedByID: adminId,
      deletedBy: expect.any(String),
    });
    expect((await call('POST', `${items}/${_id}`, { nextValues: { City: 'x' } })).status).toBe(409);
    const back = await call('POST', `${items}/${_id}/undelete`);
    expect(back).toMatchObject({ status: 200, body: { deleted: false, values: { Name: 'Gil', City: 'Oslo' } } });
    position = back.body.position;
    expect((await list('s=gil')).map((item) => item._id)).toEqual([_id]);
    expect((await read(`/collections/${catalog}/deleted`, position)).body.map((item: Json) => item._id)).not.toContain(
      _id,
    );
    const kinds = (await call('GET', `${items}/${_id}/histories`)).body.map((entry: Json) => entry.kind);
    expect(kinds).toEqual(['undeleted', 'deleted', 'created']);
  });

  it('deletes several records all or nothing: one unknown id and none is deleted', async () => {
    const a = await createRecord({ Name: 'Hal' });
    const b = await createRecord({ Name: 'Ida' });
    const before = await store.headPosition();
    const refused = await call('POST', `${items}/delete`, { ids: [a._id, b._id, 'no-such-record'] });
    expect(refused.status).toBe(404);
    expect(await store.headPosition()).toBe(before);
    expect((await list('s=hal')).length).toBe(1);
    const done = await call('POST', `${items}/delete`, { ids: [a._id, b._id] });
    expect(done).toMatchObject({ status: 200, body: { deleted: 2 } });
    position = done.body.position;
    expect((await list('s=hal')).length + (await list('s=ida')).length).toBe(0);
    expect((await call('POST', `${items}/delete`, { ids: [] })).status).toBe(400);
  });

  it('answers bad input on every call with a clear 4xx, never a 500', async () => {
    const { _id } = await createRecord({ Name: 'Jon' });
    const before = await store.headPosition();
    const bad = async (method: string, path: string, body?: unknown) => {
      const answer = await call(method, path, body);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      return answer;
    };
    expect((await bad('GET', `${items}?f=${encodeURIComponent('[{')}`)).body.message).toMatch(/f must be a JSON array/);
    expect((await bad('GET', `${items}?f=${encodeURIComponent('[{"key":"colour"}]')}`)).body.message).toMatch(
      /Unknown filter key "colour"/,
    );
    expect((await bad('GET', `${items}?skip=-1`)).body.message).toMatch(/skip/);
    expect((await bad('GET', `${items}?skip=1000000000000`)).body.message).toMatch(/skip must be at most/);
    expect((await bad('GET', `${items}?skip=abc`)).status).toBe(400);
    expect((await bad('GET', `${items}?sort=size:up`)).status).toBe(400);
    expect((await bad('GET', `${items}?nope=1`)).status).toBe(400);
    expect((await bad('GET', `${items}?s=${'x'.repeat(201)}`)).status).toBe(400);
    expect((await bad('GET', `${items}/no-such-record`)).status).toBe(404);
    expect((await bad('GET', `${items}/bad%20id`)).status).toBe(400);
    expect((await bad('GET', `${items}/${_id}/histories?skip=-1`)).status).toBe(400);
    expect((await bad('GET', `${items}/${_id}/histories?limit=100000`)).status).toBe(400);
    expect((await bad('GET', `${items}/${_id}/histories/nope/diff`)).status).toBe(404);
    expect((await bad('GET', `/collections/NoSuchCatalog/items`)).status).toBe(404);
    expect((await bad('POST', `/collections/NoSuchCatalog/items`, { nextValues: {} })).status).toBe(404);
    expect((await bad('POST', `${items}/${_id}`, { nextValues: {}, version: 0 })).status).toBe(400);
    expect((await bad('POST', `${items}/${_id}`, { nextValues: [] })).status).toBe(400);
    expect((await bad('DELETE', `${items}/no-such-record`)).status).toBe(404);
    expect((await bad('POST', `${items}/no-such-record/undelete`)).status).toBe(404);
    expect((await bad('GET', `/collections/${catalog}/deleted?skip=-5`)).status).toBe(400);
    expect(await store.headPosition()).toBe(before);
  });

  it("gives a user without the catalog a 404 from every call, and another workspace's token nothing", async () => {
    const { _id } = await createRecord({ Name: 'Kim' });
    const history = (await call('GET', `${items}/${_id}/histories`)).body;
    const outsider = await userWithToken(t.app, 'demo', { mail: 'outsider@demo.test' });
    const insider = await userWithToken(t.app, 'demo', { mail: 'insider@demo.test' });
    const granted = await call('PUT', `/users/${insider.userId}`, { permissions: [catalog] });
    expect(granted.status).toBe(200);
    const calls: [string, string, unknown?][] = [
      ['GET', items],
      ['GET', `${items}/${_id}`],
      ['POST', items, { nextValues: { Name: 'x' } }],
      ['POST', `${items}/${_id}`, { nextValues: { Name: 'x' } }],
      ['DELETE', `${items}/${_id}`],
      ['POST', `${items}/delete`, { ids: [_id] }],
      ['POST', `${items}/${_id}/undelete`],
      ['GET', `${items}/${_id}/histories`],
      ['GET', `${items}/${_id}/histories/${history[0]._id}/diff`],
      ['GET', `${items}/${_id}/histories/${history[0]._id}/data`],
      ['POST', `${items}/${_id}/histories/${history[0]._id}/restore`],
      ['GET', `/collections/${catalog}/deleted`],
      ['GET', `/collections/${catalog}/users`],
    ];
    const before = await store.headPosition();
    for (const [method, path, body] of calls) {
      const answer = await call(method, path, body, outsider.token);
      expect([method, path, answer.status]).toEqual([method, path, 404]);
    }
    expect(await store.headPosition()).toBe(before);
    expect((await call('GET', `${items}/${_id}`, undefined, insider.token)).body).toMatchObject({
      values: { Name: 'Kim' },
    });

    expect(
      (
        await operator(`${t.url}/api/workspaces`, {
          method: 'POST',
          body: { name: 'acme', settings: { label: 'Acme' } },
        })
      ).status,
    ).toBe(201);
    const foreign = (await userWithToken(t.app, 'acme', { mail: 'boss@acme.test', isAdmin: true })).token;
    const head = await store.headPosition();
    for (const [method, path, body] of calls) {
      const answer = await call(method, path, body, foreign);
      expect(answer.status).toBe(403);
      expect(JSON.stringify(answer.body)).not.toContain('Kim');
    }
    expect((await call('GET', items, undefined, foreign, 'acme')).status).toBe(404);
    expect(await store.headPosition()).toBe(head);
  });
});
