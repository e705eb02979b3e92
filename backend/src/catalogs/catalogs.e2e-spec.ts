import type { EventStore } from '@app/storage';
import { EVENT_STORE } from '../shared/storage/tokens';
import { DEMO_ADMIN, signIn } from '../testing/auth-testing';
import { operator, startTestApp, type TestApp } from '../testing/test-app';
import { userWithToken } from '../users/users.testing';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** The catalogs API (002 §4 Collections store, §7) over HTTP on real SQLite files. */
describe('catalogs API (/api/collections)', () => {
  let t: TestApp;
  let admin: string;
  let store: EventStore;

  const call = async (method: string, path: string, body?: unknown, token = admin, tenant = 'demo') => {
    const response = await fetch(`${t.url}/${tenant}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json };
  };
  /** The list as it stands after a write at `position` (read-your-writes). */
  const list = async (position: number, token = admin) => {
    const response = await fetch(`${t.url}/demo/api/collections`, {
      headers: { authorization: `Bearer ${token}`, 'x-min-position': String(position) },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Json[];
  };
  const create = async (body: unknown) => {
    const created = await call('POST', '/collections', body);
    expect(created).toMatchObject({ status: 201, body: { status: 'Done' } });
    return created.body as { obj: Json; position: number };
  };
  const newModel = async (name: string, kind = 'model') => {
    const saved = await call('POST', '/v2/types', { items: [{ action: 'add', kind, name }] });
    expect(saved.status).toBe(201);
    return saved.body.added[0]._id as string;
  };
  const deleteAll = async () => {
    for (const catalog of await list(await store.headPosition())) {
      expect((await call('DELETE', `/collections/${catalog._id}`)).status).toBe(200);
    }
  };

  beforeAll(async () => {
    t = await startTestApp();
    store = t.app.get(EVENT_STORE);
    admin = (await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password)).token;
  });
  afterAll(() => t?.close());
  beforeEach(deleteAll);

  it("creates a catalog of a new model: the types context makes the model of the catalog's name", async () => {
    const { obj, position } = await create({ name: 'Matters', type: 'new', isEveryone: true });
    expect(obj).toMatchObject({
      name: 'Matters',
      label: '',
      type: { _id: expect.any(String), name: 'Matters' },
      position: 0,
      detail: '',
      recordLabel: '',
      globalLabel: '',
      myRecords: false,
      appOptions: [],
      isEveryone: true,
      version: 1,
    });
    const model = await fetch(`${t.url}/demo/api/v2/types/model/${obj.type._id}`, {
      headers: { authorization: `Bearer ${admin}`, 'x-min-position': String(position) },
    });
    expect(await model.json()).toMatchObject({ name: 'Matters', kind: 'model' });
    const [listed] = await list(position);
    expect(listed).toEqual({ ...obj, lastModified: expect.any(String) });
  });

  it('creates catalogs of existing models and tables, each after the last one, and refuses a query', async () => {
    const client = await newModel('Person');
    const table = await newModel('Rates', 'table');
    const first = await create({ name: 'People', type: client });
    const second = await create({ name: 'RateCards', type: table });
    const third = await create({ name: 'MorePeople', type: client });
    expect([first.obj.position, second.obj.position, third.obj.position]).toEqual([0, 1, 2]);
    expect(first.obj.type).toEqual({ _id: client, name: 'Person', apps: [], properties: [] });
    expect(first.obj.isEveryone).toBe(false);
    const listed = await list(third.position);
    expect(listed.map((c) => [c.name, c.position, c.type.name])).toEqual([
      ['People', 0, 'Person'],
      ['RateCards', 1, 'Rates'],
      ['MorePeople', 2, 'Person'],
    ]);
    const query = await newModel('Lookup', 'query');
    const ofQuery = await call('POST', '/collections', { name: 'Lookups', type: query });
    expect(ofQuery).toMatchObject({
      status: 400,
      body: { message: 'The items of a collection are records of a model or a table; Lookup is a query.' },
    });
    const unknown = await call('POST', '/collections', { name: 'Ghosts', type: 'no-such-model' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/There is no model with the id "no-such-model" in this workspace/);
  });

  it("answers every name and type rule with 002 §5's message, writing nothing", async () => {
    await create({ name: 'Clients', type: 'new' });
    const existing = await newModel('Contacts');
    const before = await store.headPosition();
    const refused = async (body: unknown) => {
      const answer = await call('POST', '/collections', body);
      expect(answer.status).toBe(400);
      return answer.body.message as string;
    };
    expect(await refused({ type: 'new' })).toBe('Please provide a name.');
    expect(await refused({ name: '', type: 'new' })).toBe('Please provide a name.');
    expect(await refused({ name: 'A'.repeat(51), type: 'new' })).toBe('Collection names cannot exceed 50 characters.');
    expect(await refused({ name: 'Fees$', type: 'new' })).toBe("Collection names cannot include the '$' character.");
    expect(await refused({ name: 'My clients', type: 'new' })).toBe('Invalid: A name cannot contain spaces.');
    expect(await refused({ name: '2clients', type: 'new' })).toBe('Invalid: A name must start with a letter.');
    expect(await refused({ name: 'CLIENTS', type: existing })).toBe('A collection by this name already exists.');
    expect(await refused({ name: 'Others' })).toBe('You must choose a type for items in the collection.');
    expect(await refused({ name: 'Others', type: '' })).toBe('You must choose a type for items in the collection.');
    expect(await refused({ name: 'contacts', type: 'new' })).toBe('The new collection by this name already exists.');
    expect(await store.headPosition()).toBe(before);
  });

  it('of two administrators creating one name at the same instant, exactly one succeeds', async () => {
    const model = await newModel('Party');
    const answers = await Promise.all(
      ['Parties', 'PARTIES', 'parties'].map((name) => call('POST', '/collections', { name, type: model })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
    for (const answer of answers.filter((each) => each.status === 400)) {
      expect(answer.body.message).toBe('A collection by this name already exists.');
    }
    const news = await Promise.all([1, 2].map(() => call('POST', '/collections', { name: 'Courts', type: 'new' })));
    expect(news.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const head = await store.headPosition();
    expect((await list(head)).map((c) => c.name).sort()).toEqual(['Courts', expect.stringMatching(/^parties$/i)]);
    const models = await fetch(`${t.url}/demo/api/v2/types?search=courts`, {
      headers: { authorization: `Bearer ${admin}`, 'x-min-position': String(head) },
    });
    expect(((await models.json()) as Json[]).map((element) => element.name)).toEqual(['Courts']);
  });

  it('creates a seventh catalog while the 6-catalog limit flag is off (002 §8)', async () => {
    const model = await newModel('Thing');
    let position = 0;
    for (let n = 1; n <= 7; n++) position = (await create({ name: `Things${n}`, type: model })).position;
    expect((await list(position)).map((c) => c.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('saves settings and a reorder in one atomic append, answering the whole list', async () => {
    const a = (await create({ name: 'Alpha', type: 'new' })).obj;
    const b = (await create({ name: 'Beta', type: 'new' })).obj;
    const c = (await create({ name: 'Gamma', type: 'new' })).obj;
    const letter = {
      appName: 'Letter',
      liveVersion: '',
      isDisabled: true,
      isSendDocuments: true,
      uploadDocuments: 'Clio',
    };
    const headBefore = await store.headPosition();
    const saved = await call('PUT', '/collections/', {
      collections: [
        {
          _id: a._id,
          label: 'Alphas',
          detail: '{Name}',
          recordLabel: 'New alpha',
          myRecords: true,
          appOptions: [letter],
        },
        { _id: c._id, position: 0 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.collections.map((each: Json) => [each.name, each.position])).toEqual([
      ['Gamma', 0],
      ['Alpha', 1],
      ['Beta', 2],
    ]);
    expect(saved.body.collections[1]).toMatchObject({
      label: 'Alphas',
      detail: '{Name}',
      recordLabel: 'New alpha',
      myRecords: true,
      appOptions: [{ ...letter, extAccess: false, notification: '' }],
      version: 2,
    });
    // One append: the three catalogs' events share one correlation; each says what it replaced.
    const last = await store.readAll({ afterPosition: headBefore, types: ['CatalogChanged'] });
    expect(last).toHaveLength(3);
    expect(new Set(last.map((e) => e.metadata.correlationId)).size).toBe(1);
    expect(last.map((e) => e.data)).toEqual(
      expect.arrayContaining([
        { catalogId: c._id, set: { position: 0 }, before: { position: 2 } },
        { catalogId: b._id, set: { position: 2 }, before: { position: 1 } },
        expect.objectContaining({ catalogId: a._id, before: expect.objectContaining({ label: '', position: 0 }) }),
      ]),
    );
    // The list as the answer gave it, round-tripped whole, saves nothing.
    const before = await store.headPosition();
    const again = await call('PUT', '/collections', { collections: saved.body.collections });
    expect(again.status).toBe(200);
    expect(await store.headPosition()).toBe(before);
  });

  it('refuses a save on a version saved since (409), and a save with one bad catalog, writing nothing', async () => {
    const a = (await create({ name: 'Delta', type: 'new' })).obj;
    const b = (await create({ name: 'Epsilon', type: 'new' })).obj;
    const first = await call('PUT', '/collections', { collections: [{ _id: a._id, label: 'Mine', version: 1 }] });
    expect(first.status).toBe(200);
    const before = await store.headPosition();
    const late = await call('PUT', '/collections', {
      collections: [
        { _id: b._id, label: 'Also mine', version: 1 },
        { _id: a._id, label: 'Theirs', version: 1 },
      ],
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(
      /The catalog Delta was saved by someone else since you opened it \(it is at version 2 now\)/,
    );
    const unknown = await call('PUT', '/collections', {
      collections: [
        { _id: b._id, label: 'Also mine' },
        { _id: 'no-such-catalog', label: 'x' },
      ],
    });
    expect(unknown.status).toBe(404);
    expect(await store.headPosition()).toBe(before);
    const listed = await list(before);
    expect(listed.map((c) => c.label)).toEqual(['Mine', '']);
  });

  it('of two saves racing on one catalog, one is written and the other is told, nothing half-done', async () => {
    const a = (await create({ name: 'Zeta', type: 'new' })).obj;
    const b = (await create({ name: 'Eta', type: 'new' })).obj;
    const answers = await Promise.all(
      ['One', 'Two', 'Three', 'Four'].map((label) =>
        call('PUT', '/collections', {
          collections: [
            { _id: a._id, label },
            { _id: b._id, label, position: 0 },
          ],
        }),
      ),
    );
    for (const answer of answers.filter((each) => each.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(/Nothing was saved/);
    }
    const listed = await list(await store.headPosition());
    // Whatever won, both catalogs carry the same save's label.
    expect(listed[0].label).toBe(listed[1].label);
  });

  it('refuses a save when another writer appends between its decision and its append (409), writing none of it', async () => {
    const a = (await create({ name: 'Lambda', type: 'new' })).obj;
    const b = (await create({ name: 'Mu', type: 'new' })).obj;
    const append = store.appendStreams.bind(store);
    const spy = jest.spyOn(store, 'appendStreams').mockImplementationOnce(async (requests) => {
      // Another administrator's save lands on Mu first.
      await store.append(
        `demo.catalog-${b._id}`,
        [
          {
            type: 'CatalogChanged',
            data: { catalogId: b._id, set: { label: 'Theirs' }, before: { label: '' } },
            metadata: {
              tenant: 'demo',
              userId: null,
              correlationId: 'other',
              causationId: null,
              time: new Date().toISOString(),
            },
          },
        ],
        0,
      );
      return append(requests);
    });
    try {
      const late = await call('PUT', '/collections', {
        collections: [
          { _id: a._id, label: 'Mine' },
          { _id: b._id, label: 'Mine' },
        ],
      });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(
        'Someone else saved these catalogs while yours were being saved. Nothing was saved: reload the catalogs, then ' +
          'make your changes again.',
      );
    } finally {
      spy.mockRestore();
    }
    const listed = await list(await store.headPosition());
    expect(listed.map((c) => [c.name, c.label])).toEqual([
      ['Lambda', ''],
      ['Mu', 'Theirs'],
    ]);
  });

  it('deletes a catalog: gone from the list, its name free again; an unknown one is 404', async () => {
    const a = (await create({ name: 'Theta', type: 'new' })).obj;
    const deleted = await call('DELETE', `/collections/${a._id}`);
    expect(deleted).toMatchObject({ status: 200, body: { deleted: true } });
    expect(await list(deleted.body.position)).toEqual([]);
    const again = await create({ name: 'theta', type: a.type._id });
    expect(again.obj).toMatchObject({ name: 'theta', position: 0 });
    expect((await call('DELETE', `/collections/${a._id}`)).status).toBe(404);
    expect((await call('DELETE', '/collections/no-such-catalog')).status).toBe(404);
  });

  it("shows a user only the catalogs for everyone or named in their permissions; another workspace's token nothing", async () => {
    const model = await newModel('Item');
    await create({ name: 'Open', type: model, isEveryone: true });
    await create({ name: 'Named', type: model });
    const { position } = await create({ name: 'Hidden', type: model });
    const user = await userWithToken(t.app, 'demo', { mail: 'reader@demo.test' });
    const granted = await call('PUT', `/users/${user.userId}`, { permissions: ['Named'] });
    expect(granted.status).toBe(200);
    expect((await list(position, user.token)).map((c) => c.name)).toEqual(['Open', 'Named']);
    expect((await list(position)).map((c) => c.name)).toEqual(['Open', 'Named', 'Hidden']);
    let before = await store.headPosition();
    expect((await call('POST', '/collections', { name: 'Mine', type: model }, user.token)).status).toBe(403);
    expect((await call('PUT', '/collections', { collections: [] }, user.token)).status).toBe(403);

    expect(
      (
        await operator(`${t.url}/api/workspaces`, {
          method: 'POST',
          body: { name: 'acme', settings: { label: 'Acme' } },
        })
      ).status,
    ).toBe(201);
    const foreign = (await userWithToken(t.app, 'acme', { mail: 'boss@acme.test', isAdmin: true })).token;
    expect(await store.headPosition()).toBeGreaterThan(before);
    before = await store.headPosition();
    const answer = await call('GET', '/collections', undefined, foreign);
    expect(answer).toMatchObject({ status: 403, body: { message: 'This token belongs to another workspace.' } });
    expect((await call('GET', '/collections', undefined, foreign, 'acme')).body).toEqual([]);
    expect((await call('DELETE', `/collections/${(await list(position))[0]._id}`, undefined, foreign)).status).toBe(
      403,
    );
    expect(await store.headPosition()).toBe(before);
  });

  it("lists a catalog's snapshots (its model's versions, by catalog id or name) and labels one", async () => {
    const { obj } = await create({ name: 'Estates', type: 'new' });
    const saved = await call('POST', '/v2/types', {
      items: [{ action: 'add', kind: 'app', parent: obj.type._id, name: 'Will', version: 1 }],
    });
    expect(saved.status).toBe(201);
    const snapshots = async (ref: string, position: number) => {
      const response = await fetch(`${t.url}/demo/api/collections/${ref}/snapshots`, {
        headers: { authorization: `Bearer ${admin}`, 'x-min-position': String(position) },
      });
      expect(response.status).toBe(200);
      return (await response.json()) as Json;
    };
    const listed = await snapshots(obj._id, saved.body.position);
    expect(listed).toEqual({
      status: 'Done',
      Snapshots: [
        { _id: '2', AppID: null, version: expect.any(String), label: null, modelVersion: 2 },
        { _id: '1', AppID: null, version: expect.any(String), label: null, modelVersion: 1 },
      ],
    });
    const labelled = await call('POST', '/collections/estates/snapshots', { id: '2', label: 'With the will' });
    expect(labelled).toMatchObject({ status: 201, body: { status: 'Done' } });
    expect((await snapshots('Estates', labelled.body.position)).Snapshots[0]).toMatchObject({
      _id: '2',
      label: 'With the will',
    });
    const before = await store.headPosition();
    const refused = [
      await call('POST', '/collections/Estates/snapshots', { id: '2', label: '  ' }),
      await call('POST', '/collections/Estates/snapshots', { id: 'latest', label: 'x' }),
      await call('POST', '/collections/Estates/snapshots', { id: '9', label: 'x' }),
      await call('POST', '/collections/Estates/snapshots', { id: '2', label: 'x'.repeat(201) }),
      await call('POST', '/collections/Estates/snapshots', { id: '2', label: 'x', colour: 'red' }),
      await call('POST', '/collections/Nowhere/snapshots', { id: '2', label: 'x' }),
      await call('GET', '/collections/Nowhere/snapshots'),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 404, 404]);
    expect(refused[0].body.message).toBe('A snapshot label cannot be empty.');
    expect(await store.headPosition()).toBe(before);
  });

  it("synchronises a catalog's app settings to catalogs of its model, all in one append", async () => {
    const model = await newModel('Estate');
    const other = await newModel('Court');
    const parent = (await create({ name: 'Wills', type: model })).obj;
    const first = (await create({ name: 'Trusts', type: model })).obj;
    const second = (await create({ name: 'Probates', type: model })).obj;
    const stranger = (await create({ name: 'Courts', type: other })).obj;
    const letter = { appName: 'Letter', liveVersion: '1', isSendDocuments: true, uploadDocuments: 'Clio' };
    const memo = { appName: 'Memo', isDisabled: true };
    const ownMemo = { appName: 'Memo', liveVersion: '1' };
    const saved = await call('PUT', '/collections', {
      collections: [
        { _id: parent._id, appOptions: [letter, memo] },
        { _id: second._id, appOptions: [ownMemo] },
      ],
    });
    expect(saved.status).toBe(200);
    const before = await store.headPosition();
    const synced = await call('POST', `/collections/${parent._id}/synchronize`, {
      parentCatalog: parent._id,
      syncList: [first._id, 'probates'],
      skipDisabledAppOptions: true,
    });
    expect(synced.status).toBe(200);
    expect(synced.body.status).toBe('Done');
    const byName = (name: string) => synced.body.collections.find((each: Json) => each.name === name);
    const defaults = { liveVersion: '', isDisabled: false, extAccess: false, notification: '', isSendDocuments: false };
    expect(byName('Trusts').appOptions).toEqual([{ ...defaults, ...letter }]);
    expect(byName('Probates').appOptions).toEqual([
      { ...defaults, ...letter },
      { ...defaults, uploadDocuments: '', ...ownMemo },
    ]);
    expect(byName('Courts').appOptions).toEqual([]);
    const written = await store.readAll({ afterPosition: before });
    expect(written.map((event) => event.type)).toEqual(['CatalogChanged', 'CatalogChanged']);
    expect(new Set(written.map((event) => event.metadata.correlationId)).size).toBe(1);

    // Without skipping, the disabled app is copied disabled; the list answered is what the list reads.
    const all = await call('POST', '/collections/Wills/synchronize', {
      parentCatalog: 'Wills',
      syncList: [second._id],
      skipDisabledAppOptions: false,
    });
    expect(all.status).toBe(200);
    const listed = await list(all.body.position);
    expect(listed.find((each) => each.name === 'Probates').appOptions).toEqual([
      { ...defaults, ...letter },
      { ...defaults, uploadDocuments: '', ...memo },
    ]);

    // A catalog of another model or the parent itself makes the whole synchronisation fail: nothing is written.
    const head = await store.headPosition();
    const refused = [
      await call('POST', `/collections/${parent._id}/synchronize`, {
        parentCatalog: parent._id,
        syncList: [first._id, stranger._id],
        skipDisabledAppOptions: false,
      }),
      await call('POST', `/collections/${parent._id}/synchronize`, {
        parentCatalog: parent._id,
        syncList: [parent._id],
      }),
      await call('POST', `/collections/${parent._id}/synchronize`, {
        parentCatalog: first._id,
        syncList: [second._id],
      }),
      await call('POST', `/collections/${parent._id}/synchronize`, {
        parentCatalog: parent._id,
        syncList: [first._id, 'trusts'],
      }),
      await call('POST', `/collections/${parent._id}/synchronize`, { parentCatalog: parent._id, syncList: [] }),
      await call('POST', `/collections/${parent._id}/synchronize`, {
        parentCatalog: parent._id,
        syncList: [first._id],
        colour: 'red',
      }),
      await call('POST', `/collections/${parent._id}/synchronize`, {
        parentCatalog: parent._id,
        syncList: ['no-such-catalog'],
      }),
      await call('POST', '/collections/Nowhere/synchronize', { parentCatalog: 'Nowhere', syncList: [first._id] }),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400, 404, 404]);
    expect(refused[0].body.message).toBe(
      'The catalog Courts holds items of another model than Wills: only catalogs that share its model can be ' +
        'synchronised.',
    );
    expect(refused[1].body.message).toBe(
      'The catalog Wills cannot be synchronised with itself: choose other catalogs of its model.',
    );
    expect(await store.headPosition()).toBe(head);

    const user = await userWithToken(t.app, 'demo', { mail: 'syncer@demo.test' });
    const forbidden = await call(
      'POST',
      `/collections/${parent._id}/synchronize`,
      { parentCatalog: parent._id, syncList: [first._id] },
      user.token,
    );
    expect(forbidden.status).toBe(403);
  });

  it('answers bad input with a clear 4xx, never a 500, writing nothing', async () => {
    const a = (await create({ name: 'Iota', type: 'new' })).obj;
    const before = await store.headPosition();
    const answers = [
      await call('POST', '/collections', '{"name": "Broken",'),
      await call('POST', '/collections', { name: 'Kappa', type: 'new', colour: 'red' }),
      await call('POST', '/collections', { name: 'K'.repeat(100_000), type: 'new' }),
      await call('POST', '/collections', { name: 42, type: 'new' }),
      await call('PUT', '/collections', '[]'),
      await call('PUT', '/collections', { collections: [] }),
      await call('PUT', '/collections', { collections: [{ _id: a._id, colour: 'red' }] }),
      await call('PUT', '/collections', { collections: [{ _id: a._id, label: 'x'.repeat(201) }] }),
      await call('PUT', '/collections', { collections: [{ _id: a._id, appOptions: [{ appName: 'A', x: 1 }] }] }),
      await call('PUT', '/collections', {
        collections: [{ _id: a._id, appOptions: [{ appName: 'A', uploadDocuments: 'Box' }] }],
      }),
      await call('PUT', '/collections', {
        collections: [{ _id: a._id, appOptions: [{ appName: 'A' }, { appName: 'A' }] }],
      }),
      await call('PUT', '/collections', { collections: [{ _id: a._id, position: -1 }] }),
      await call('PUT', '/collections', { collections: [{ _id: a._id }, { _id: a._id }] }),
      await call('PUT', '/collections', { collections: [{ _id: a._id, name: 'Renamed' }] }),
      await call('PUT', '/collections', { collections: [{ _id: 'bad.id', label: 'x' }] }),
      await call('DELETE', '/collections/bad.id'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([
      400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400,
    ]);
    expect(answers[0].body.message).toMatch(/Malformed JSON/);
    expect(answers[1].body.message).toMatch(/colour/);
    expect(answers[2].body.message).toBe('Collection names cannot exceed 50 characters.');
    expect(answers[9].body.message).toMatch(/uploadDocuments/);
    expect(answers[10].body.message).toMatch(/the app A has settings twice/);
    expect(answers[12].body.message).toBe(`The catalog ${a._id} is listed twice in one save: send it once.`);
    expect(answers[13].body.message).toBe('A catalog cannot be renamed: Iota stays Iota.');
    expect(await store.headPosition()).toBe(before);
  });

  it("shows everyone who sees a catalog its model's apps and variables as they are now (002 §3)", async () => {
    const person = await newModel('Client_of_record');
    const added = await call('POST', '/v2/types', {
      items: [
        { action: 'add', kind: 'variable', parent: person, name: 'FullName', type: 'text', isList: false },
        { action: 'add', kind: 'variable', parent: person, name: 'Kids', type: 'text', isList: true },
        {
          action: 'add',
          kind: 'app',
          parent: person,
          name: 'Intake',
          label: 'Client intake',
          screens: [],
          templates: [''],
          generateDocs: true,
          extUsers: true,
        },
      ],
    });
    expect(added.status).toBe(201);
    const created = await create({ name: 'Clients_of_record', type: person, isEveryone: true });
    // A user who is not an administrator reads it too: the catalogue's create buttons and apps come from here.
    const member = await userWithToken(t.app, 'demo', { mail: 'member-of-record@demo.test' });
    const [listed] = (await list(created.position, member.token)).filter((c) => c.name === 'Clients_of_record');
    expect(listed.type).toEqual({
      _id: person,
      name: 'Client_of_record',
      apps: [{ _id: expect.any(String), name: 'Intake', label: 'Client intake', extUsers: true }],
      properties: [
        { name: 'FullName', type: 'text', isList: false },
        { name: 'Kids', type: 'text', isList: true },
      ],
    });
  });
});

describe('catalogs API with the 6-catalog limit on (CATALOG_LIMIT_ENFORCED=true)', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it("refuses a seventh catalog with 002 §8's message, and takes one again after a deletion", async () => {
    t = await startTestApp({ CATALOG_LIMIT_ENFORCED: 'true' });
    const { token } = await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password);
    const post = (body: unknown) =>
      fetch(`${t.url}/demo/api/collections`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const ids: string[] = [];
    for (let n = 1; n <= 6; n++) {
      const created = await post({ name: `Limited${n}`, type: 'new' });
      expect(created.status).toBe(201);
      ids.push(((await created.json()) as Json).obj._id);
    }
    const seventh = await post({ name: 'Limited7', type: 'new' });
    expect(seventh.status).toBe(400);
    expect(((await seventh.json()) as Json).message).toBe(
      'You have reached the maximum number of collections (6) and must remove an existing collection before you can ' +
        'create a new one. (This limit will be extended in the future.)',
    );
    const deleted = await fetch(`${t.url}/demo/api/collections/${ids[0]}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.status).toBe(200);
    expect((await post({ name: 'Limited7', type: 'new' })).status).toBe(201);
  });
});
