// An app's 'SELECT data FROM…' (001 §3 App selectFrom, selectOnce, autoSelect): the query's items at the start of the
// interview, and the choice of one filling the record, remembered so 'Select only once' does not ask again.
import { startRecordsApp, type Json, type RecordsTestApp } from '../../records/records-api.testing';
import { userWithToken } from '../../users/users.testing';

describe("runs API: an app's data from a query when it starts (real server, real SQLite files)", () => {
  let t: RecordsTestApp;
  let outsider: { token: string };

  const path = (recordId: string, app: string, rest = '') => `/runs/Customers/${recordId}/${app}/app-data${rest}`;
  const addClient = async (nextValues: Record<string, unknown>) => {
    const saved = await t.call('POST', '/collections/People/items', { nextValues });
    expect(saved.status).toBe(201);
    t.position = Math.max(t.position, saved.body.position);
    return saved.body._id as string;
  };
  const record = async (id: string) => (await t.read(`/collections/Customers/items/${id}`, t.position)).body as Json;

  let ann: string;
  let bo: string;

  beforeAll(async () => {
    t = await startRecordsApp();
    const client = (await t.save([{ action: 'add', kind: 'model', name: 'ClientCard' }])).added[0]._id;
    await t.save([
      { action: 'add', kind: 'variable', parent: client, name: 'Name', type: 'text' },
      { action: 'add', kind: 'variable', parent: client, name: 'City', type: 'text' },
      { action: 'add', kind: 'variable', parent: client, name: 'Age', type: 'text' },
      { action: 'add', kind: 'variable', parent: client, name: 'Extra', type: 'text' },
    ]);
    await t.save([{ action: 'update', kind: 'model', _id: client, summary: '{[Name]}', key: 'Name' }]);
    const made = await t.call('POST', '/collections', { name: 'People', type: client });
    expect(made.status).toBe(201);
    t.position = Math.max(t.position, made.body.position);
    ann = await addClient({ Name: 'Ann Lee', City: 'Oslo' });
    bo = await addClient({ Name: 'Bo Berg', City: 'Bergen', Age: 'old', Extra: 'x' });

    const query = async (name: string, params: unknown[]) => {
      const id = (await t.save([{ action: 'add', kind: 'query', name }])).added[0]._id;
      const version = (await t.read(`/v2/types/query/${id}`, t.position)).body.version;
      await t.save([
        { action: 'update', kind: 'query', _id: id, version, provider: 'docauto', source: 'People', params },
      ]);
    };
    await query('AllClients', []);
    await query('ClientsIn', [
      { name: 'Town', type: 'text', isList: false, required: true },
      { name: 'City', type: 'text', isList: false, operator: 'is', selectorType: 'param', paramName: 'Town' },
    ]);
    const saved = await t.save([
      { action: 'add', kind: 'template', parent: t.modelId, name: 'Letter', type: 'text', text: '{[Name]} {[City]}' },
      {
        action: 'add',
        kind: 'app',
        parent: t.modelId,
        name: 'Intake',
        screens: [],
        templates: ['Letter'],
        selectFrom: 'AllClients()',
        selectOnce: true,
      },
      {
        action: 'add',
        kind: 'app',
        parent: t.modelId,
        name: 'Quick',
        screens: [],
        templates: ['Letter'],
        selectFrom: 'ClientsIn(City)',
        autoSelect: true,
      },
      { action: 'add', kind: 'app', parent: t.modelId, name: 'Plain', screens: [], templates: ['Letter'] },
    ]);
    t.position = Math.max(t.position, saved.position);
    outsider = await userWithToken(t.app, 'demo', { mail: 'outsider@demo.test', name: 'Otto Outsider' });
  });
  afterAll(() => t?.close());

  it("lists the query's items by name, newest first, and asks on a new record; search narrows them", async () => {
    const listed = await t.read(path('new', 'Intake'), t.position);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      items: [
        { _id: bo, name: 'Bo Berg' },
        { _id: ann, name: 'Ann Lee' },
      ],
      truncated: false,
      start: 'ask',
      autoSelect: false,
      source: 'People',
    });
    const searched = await t.read(`${path('new', 'Intake')}?search=ann`, t.position);
    expect(searched.body.items).toEqual([{ _id: ann, name: 'Ann Lee' }]);
  });

  it("creates the record from the chosen item: only the values that fit the model's variables", async () => {
    const chosen = await t.call('POST', path('new', 'Intake', '/choose'), { id: bo });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ version: 1, filled: ['Name', 'City'], name: 'Bo Berg of Bergen' });
    // Age 'old' is no number, and Customers has no Extra.
    expect([...chosen.body.leftOut].sort()).toEqual(['Age', 'Extra']);
    t.position = Math.max(t.position, chosen.body.position);
    expect((await record(chosen.body.recordId)).values).toEqual({ Name: 'Bo Berg', City: 'Bergen' });
  });

  it("fills an existing record as the app's version, and 'Select only once' then stops asking", async () => {
    const created = await t.createRecord({ Name: 'Cy', Age: 3 });
    expect((await t.read(path(created._id, 'Intake'), t.position)).body.start).toBe('ask');
    const stale = await t.call('POST', path(created._id, 'Intake', '/choose'), { id: ann, version: 9 });
    expect(stale.status).toBe(409);
    expect((await record(created._id)).values).toEqual({ Name: 'Cy', Age: 3 });
    const chosen = await t.call('POST', path(created._id, 'Intake', '/choose'), { id: ann, version: 1 });
    expect(chosen.status).toBe(200);
    t.position = Math.max(t.position, chosen.body.position);
    expect((await record(created._id)).values).toEqual({ Name: 'Ann Lee', City: 'Oslo', Age: 3 });
    expect((await t.read(path(created._id, 'Intake'), t.position)).body.start).toBe('none');
    // Without 'Select only once' the app asks at every open.
    expect((await t.read(path(created._id, 'Quick'), t.position)).body.start).toBe('ask');
  });

  it("evaluates the reference's arguments on the record's answers, or the answers sent; says autoSelect", async () => {
    const created = await t.createRecord({ Name: 'Dee', City: 'Bergen' });
    const onRecord = await t.read(path(created._id, 'Quick'), t.position);
    expect(onRecord.body).toEqual({
      items: [{ _id: bo, name: 'Bo Berg' }],
      truncated: false,
      start: 'ask',
      autoSelect: true,
      source: 'People',
    });
    const onAnswers = await t.call('POST', path(created._id, 'Quick'), { answers: { City: 'Oslo' } });
    expect(onAnswers.status).toBe(200);
    expect(onAnswers.body.items).toEqual([{ _id: ann, name: 'Ann Lee' }]);
  });

  it('refuses bad input with a clear 4xx and writes nothing; reads as the caller', async () => {
    const created = await t.createRecord({ Name: 'Eve' });
    const before = await record(created._id);
    const choose = (body: unknown, app = 'Intake', token?: string) =>
      t.call('POST', path(created._id, app, '/choose'), body, token);
    expect((await choose({})).status).toBe(400);
    expect((await choose({ id: ann, version: 0 })).status).toBe(400);
    expect((await choose({ id: ann, extra: 1 })).status).toBe(400);
    const gone = await choose({ id: 'no-such-item', version: 1 });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(
      'The item is no longer among what AllClients() finds: it was deleted, changed, or is not yours to read. Choose again.',
    );
    const plain = await t.read(path(created._id, 'Plain'), t.position);
    expect([plain.status, plain.body.message]).toEqual([404, 'The app Plain does not select its data from a query.']);
    expect((await t.read(path(created._id, 'Nope'), t.position)).status).toBe(404);
    expect((await t.read(`${path(created._id, 'Intake')}?other=1`, t.position)).status).toBe(400);
    // A required argument with no answer: the query cannot run, said as a 400, not a 500.
    expect((await t.call('POST', path(created._id, 'Quick'), { answers: {} })).status).toBe(400);
    // A user without the Customers catalog in their permissions reaches nothing.
    expect((await t.read(path(created._id, 'Intake'), t.position, outsider.token)).status).toBe(404);
    expect((await choose({ id: ann, version: 1 }, 'Intake', outsider.token)).status).toBe(404);
    expect(await record(created._id)).toMatchObject({ version: before.version, values: { Name: 'Eve' } });
  });
});
