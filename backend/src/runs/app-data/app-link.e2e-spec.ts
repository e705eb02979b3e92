// An app's 'LINK record TO…' (001 §3 App linkedQuery, autoLink, isLink): the query's items and the record's link,
// the link written as a RecordLinked event, and a bidirectional link's way back on our own records.
import { startRecordsApp, type Json, type RecordsTestApp } from '../../records/records-api.testing';
import { userWithToken } from '../../users/users.testing';

describe("runs API: an app's link to a query's item (real server, real SQLite files)", () => {
  let t: RecordsTestApp;
  let outsider: { token: string };

  const path = (catalog: string, recordId: string, app: string, rest = '') =>
    `/runs/${catalog}/${recordId}/${app}/link${rest}`;
  const addClient = async (nextValues: Record<string, unknown>) => {
    const saved = await t.call('POST', '/collections/People/items', { nextValues });
    expect(saved.status).toBe(201);
    t.position = Math.max(t.position, saved.body.position);
    return saved.body._id as string;
  };
  const record = async (id: string) => (await t.read(`/collections/Customers/items/${id}`, t.position)).body as Json;
  const choose = async (recordId: string, body: unknown, app = 'Matter', token?: string) => {
    const answer = await t.call('POST', path('Customers', recordId, app, '/choose'), body, token);
    if (answer.status === 200) t.position = Math.max(t.position, answer.body.position);
    return answer;
  };

  let ann: string;
  let bo: string;

  beforeAll(async () => {
    t = await startRecordsApp();
    const client = (await t.save([{ action: 'add', kind: 'model', name: 'ClientCard' }])).added[0]._id;
    await t.save([
      { action: 'add', kind: 'variable', parent: client, name: 'Name', type: 'text' },
      { action: 'add', kind: 'variable', parent: client, name: 'City', type: 'text' },
    ]);
    await t.save([{ action: 'update', kind: 'model', _id: client, summary: '{[Name]}', key: 'Name' }]);
    const made = await t.call('POST', '/collections', { name: 'People', type: client });
    expect(made.status).toBe(201);
    t.position = Math.max(t.position, made.body.position);
    ann = await addClient({ Name: 'Ann Lee', City: 'Oslo' });
    bo = await addClient({ Name: 'Bo Berg', City: 'Bergen' });

    const query = async (name: string, source: string, params: unknown[]) => {
      const id = (await t.save([{ action: 'add', kind: 'query', name }])).added[0]._id;
      const version = (await t.read(`/v2/types/query/${id}`, t.position)).body.version;
      await t.save([{ action: 'update', kind: 'query', _id: id, version, provider: 'docauto', source, params }]);
    };
    await query('AllClients', 'People', []);
    await query('AllCustomers', 'Customers', []);
    await query('ClientsIn', 'People', [
      { name: 'Town', type: 'text', isList: false, required: true },
      { name: 'City', type: 'text', isList: false, operator: 'is', selectorType: 'param', paramName: 'Town' },
    ]);
    const app = (parent: string, name: string, more: Record<string, unknown>) => ({
      action: 'add',
      kind: 'app',
      parent,
      name,
      screens: [],
      templates: [],
      ...more,
    });
    const saved = await t.save([
      app(t.modelId, 'Matter', { linkedQuery: 'AllClients()', isLink: true }),
      app(t.modelId, 'Quick', { linkedQuery: 'ClientsIn(City)', autoLink: true }),
      app(t.modelId, 'Plain', {}),
      // The People side: what its records are linked to, read through its own app.
      app(client, 'Cases', { linkedQuery: 'AllCustomers()' }),
    ]);
    t.position = Math.max(t.position, saved.position);
    outsider = await userWithToken(t.app, 'demo', { mail: 'outsider@demo.test', name: 'Otto Outsider' });
  });
  afterAll(() => t?.close());

  it("lists the query's items with the record's link (none yet), and says autoLink and bidirectional", async () => {
    const created = await t.createRecord({ Name: 'Cy' });
    const listed = await t.read(path('Customers', created._id, 'Matter'), t.position);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      items: [
        { _id: bo, name: 'Bo Berg' },
        { _id: ann, name: 'Ann Lee' },
      ],
      truncated: false,
      link: null,
      autoLink: false,
      bidirectional: true,
      source: 'People',
    });
    expect((await t.read(`${path('Customers', created._id, 'Matter')}?search=ann`, t.position)).body.items).toEqual([
      { _id: ann, name: 'Ann Lee' },
    ]);
    // A new record lists what it can link to once saved.
    expect((await t.read(path('Customers', 'new', 'Matter'), t.position)).body.link).toBeNull();
  });

  it('links the record (a version, not a change of its values); the linked record links back', async () => {
    const created = await t.createRecord({ Name: 'Dee', City: 'Oslo' });
    const linked = await choose(created._id, { id: ann, version: 1 });
    expect(linked.status).toBe(200);
    const link = { query: 'AllClients()', provider: 'docauto', source: 'People', id: ann, name: 'Ann Lee' };
    expect(linked.body).toMatchObject({ recordId: created._id, version: 2, link, linkedBack: true });
    expect((await t.read(path('Customers', created._id, 'Matter'), t.position)).body.link).toEqual(link);
    // The interview's header reads it from the open.
    const opened = await t.read(`/runs/Customers/${created._id}/Matter/interview`, t.position);
    expect(opened.body.record.link).toEqual(link);
    expect(opened.body.app.linksRecord).toBe(true);
    expect(await record(created._id)).toMatchObject({ values: { Name: 'Dee', City: 'Oslo' } });
    // Ann's record now links back to Dee's (Bidirectional link).
    const back = await t.read(path('People', ann, 'Cases'), t.position);
    expect(back.body.link).toEqual({
      query: '',
      provider: 'docauto',
      source: 'Customers',
      id: created._id,
      name: 'Dee of Oslo',
      back: true,
    });
  });

  it('writes nothing for the same link again; a change replaces it; a stale version is a 409', async () => {
    const created = await t.createRecord({ Name: 'Eli' });
    const first = await choose(created._id, { id: bo });
    expect(first.body.version).toBe(2);
    const again = await choose(created._id, { id: bo, version: 2 });
    expect([again.status, again.body.version]).toEqual([200, 2]);
    const stale = await choose(created._id, { id: ann, version: 1 });
    expect(stale.status).toBe(409);
    expect((await t.read(path('Customers', created._id, 'Matter'), t.position)).body.link.id).toBe(bo);
    const changed = await choose(created._id, { id: ann, version: 2 });
    expect([changed.status, changed.body.link.name]).toEqual([200, 'Ann Lee']);
  });

  it("evaluates the reference's arguments on the record's answers, and says 'Link automatically'", async () => {
    const created = await t.createRecord({ Name: 'Fay', City: 'Bergen' });
    const listed = await t.read(path('Customers', created._id, 'Quick'), t.position);
    expect(listed.body).toMatchObject({ items: [{ _id: bo, name: 'Bo Berg' }], autoLink: true, bidirectional: false });
    const linked = await choose(created._id, { id: bo }, 'Quick');
    expect(linked.body).toMatchObject({ linkedBack: false, link: { query: 'ClientsIn(City)', id: bo } });
  });

  it('refuses bad input with a clear 4xx and writes nothing; reads as the caller', async () => {
    const created = await t.createRecord({ Name: 'Gus' });
    expect((await choose(created._id, {})).status).toBe(400);
    expect((await choose(created._id, { id: ann, version: 0 })).status).toBe(400);
    expect((await choose(created._id, { id: ann, extra: 1 })).status).toBe(400);
    const onNew = await choose('new', { id: ann });
    expect([onNew.status, onNew.body.message]).toEqual([
      400,
      'A new record is linked once it is saved: answer a question first, then link it.',
    ]);
    const gone = await choose(created._id, { id: 'no-such-item' });
    expect(gone.status).toBe(404);
    const plain = await t.read(path('Customers', created._id, 'Plain'), t.position);
    expect([plain.status, plain.body.message]).toEqual([404, 'The app Plain does not link its records to a query.']);
    expect((await t.read(`${path('Customers', created._id, 'Matter')}?other=1`, t.position)).status).toBe(400);
    expect((await t.call('POST', path('Customers', created._id, 'Quick'), { answers: {} })).status).toBe(400);
    expect((await t.read(path('Customers', created._id, 'Matter'), t.position, outsider.token)).status).toBe(404);
    expect((await choose(created._id, { id: ann }, 'Matter', outsider.token)).status).toBe(404);
    const after = await t.read(path('Customers', created._id, 'Matter'), t.position);
    expect(after.body.link).toBeNull();
    expect((await record(created._id)).version).toBe(1);
  });
});
