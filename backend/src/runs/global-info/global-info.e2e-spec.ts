// Global-info apps (002 §2.1 /{catalog}/{globalTarget}/{app}): the interview over a catalog's global info, its
// autosave and its Finish, through the HTTP API on real SQLite files.
import { startRecordsApp, catalog, type Json, type RecordsTestApp } from '../../records/records-api.testing';
import { userWithToken } from '../../users/users.testing';

const base = (app = 'FirmApp', target = 'FirmInfo', adapter = catalog) => `/runs/${adapter}/globals/${target}/${app}`;

describe('runs API: global-info apps (/api/runs/{catalog}/globals/{globalTarget}/{app}/…)', () => {
  let t: RecordsTestApp;
  let firmId: string;
  let catalogId: string;

  const open = (path = base(), token?: string) => t.read(`${path}/interview`, t.position, token);
  const save = (body: unknown, path = base(), token?: string) => t.call('PUT', `${path}/answers`, body, token);
  const finish = (body: unknown, path = base()) => t.call('POST', `${path}/finish`, body);
  const events = async () =>
    (await t.store.readStream(`demo.catalogglobal-${catalogId}-FirmInfo`)).map((event) => event.type);

  beforeAll(async () => {
    t = await startRecordsApp();
    firmId = (await t.save([{ action: 'add', kind: 'model', name: 'Firm' }])).added[0]._id;
    const saved = await t.save([
      { action: 'add', kind: 'variable', parent: firmId, name: 'Name', type: 'text', label: 'Firm name' },
      { action: 'add', kind: 'variable', parent: firmId, name: 'Employees', type: 'number', maximum: 5000 },
      { action: 'add', kind: 'variable', parent: t.modelId, name: 'FirmInfo', type: 'global', typeDef: firmId },
    ]);
    t.position = saved.position;
    const catalogs = await t.read('/collections', t.position);
    catalogId = (catalogs.body as Json[]).find((entry) => entry.name === catalog)._id;
  });
  afterAll(() => t?.close());

  it("opens on the global's model: its default layout when it has no such app, with no values yet", async () => {
    const opened = await open();
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      catalog: { name: catalog, label: catalog },
      global: { elementName: 'FirmInfo', model: 'Firm' },
      app: { name: 'FirmApp', label: 'FirmApp', fromModel: false },
      values: {},
      version: 0,
    });
    // The global's model's questions, not the catalog's model's.
    expect(opened.body.input.model.variables.map((variable: Json) => variable.name)).toEqual(['Name', 'Employees']);
    expect(opened.body.input.app).toMatchObject({ name: 'FirmApp', screens: [], templates: [] });
  });

  it('saves answers as the global info as the administrator goes; a stale version is a 409 with their values', async () => {
    const first = await save({ version: 0, values: { Name: 'Acme LLP' } });
    expect(first).toMatchObject({
      status: 200,
      body: { elementName: 'FirmInfo', version: 1, values: { Name: 'Acme LLP' } },
    });
    t.position = first.body.position;
    const second = await save({ version: 1, values: { Employees: 12 } });
    expect(second.body).toMatchObject({ version: 2, values: { Name: 'Acme LLP', Employees: 12 } });
    t.position = second.body.position;

    // Someone answering on the version they read before: refused, nothing written, and told what is there now.
    const stale = await save({ version: 1, values: { Name: 'Mine' } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ version: 2, values: { Name: 'Acme LLP', Employees: 12 } });
    expect(stale.body.message).toMatch(/^The global info of FirmInfo was changed by someone else since/);
    expect(await events()).toEqual(['CatalogGlobalAnswered', 'CatalogGlobalAnswered']);

    // Reopening shows the saved values; the catalog's global info lists them as answered.
    expect((await open()).body).toMatchObject({ values: { Name: 'Acme LLP', Employees: 12 }, version: 2 });
    const listed = await t.call('POST', `/collections/${catalogId}/globals/list`, {});
    expect(listed.body.FirmInfo).toMatchObject({
      values: { Name: 'Acme LLP', Employees: 12 },
      version: 2,
      how: 'answered',
    });
    const history = await t.call('POST', `/collections/${catalogId}/globals/history`, { elementName: 'FirmInfo' });
    expect(history.body.map((entry: Json) => [entry.action, entry.version, entry.appName])).toEqual([
      ['answered', 2, 'FirmApp'],
      ['answered', 1, 'FirmApp'],
    ]);
  });

  it("refuses values that do not fit the global's model, as an import does: a 400, nothing written", async () => {
    const wrongType = await save({ version: 2, values: { Employees: 'many' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toMatch(/Employees/);
    const tooMany = await save({ version: 2, values: { Employees: 9000 } });
    expect(tooMany.status).toBe(400);
    const unknown = await save({ version: 2, values: { Court: 'High' } });
    expect(unknown.body.message).toBe('The model Firm has no variable named "Court" (at Court).');
    expect((await save({ version: 2 })).status).toBe(400);
    expect((await save({ version: -1, values: {} })).status).toBe(400);
    expect(await events()).toHaveLength(2);
  });

  it('Finish checks every answer as a record’s Finish does (422, nothing written), then saves and assembles nothing', async () => {
    const cleared = await save({ version: 2, values: { Employees: null } });
    expect(cleared.body).toMatchObject({ version: 3, values: { Name: 'Acme LLP' } });
    t.position = cleared.body.position;
    const problems = await finish({ version: 3 });
    expect(problems.status).toBe(422);
    expect(problems.body.message).toBe('There is a problem');
    expect(problems.body.problems).toEqual([
      expect.objectContaining({ path: 'Employees', missing: true, message: 'Enter employees' }),
    ]);
    expect(await events()).toHaveLength(3);

    expect((await finish({ version: 2, values: { Employees: 3 } })).status).toBe(409);
    const done = await finish({ version: 3, values: { Employees: 30 } });
    expect(done).toMatchObject({ status: 200, body: { version: 4, values: { Name: 'Acme LLP', Employees: 30 } } });
    // Finishing again with nothing new writes nothing.
    expect((await finish({ version: 4 })).body).toMatchObject({ version: 4 });
    expect(await events()).toHaveLength(4);
    // No run: the answer names the global info's version, not a run to wait for.
    expect(done.body).not.toHaveProperty('runId');
  });

  it("asks the global's model's own app when it has one, by its screens and label", async () => {
    const saved = await t.save([
      { action: 'add', kind: 'app', parent: firmId, name: 'FirmApp', label: 'Firm details', screens: [] },
    ]);
    t.position = saved.position;
    const opened = await open();
    expect(opened.body.app).toEqual({ name: 'FirmApp', label: 'Firm details', fromModel: true });
  });

  it('is for administrators only, and answers 404 or 400 for what does not exist or is malformed', async () => {
    const insider = await userWithToken(t.app, 'demo', { mail: 'insider@demo.test', name: 'Ines Insider' });
    expect((await t.call('PUT', `/users/${insider.userId}`, { permissions: [catalog] })).status).toBe(200);
    expect((await open(base(), insider.token)).status).toBe(403);
    expect((await save({ version: 4, values: { Name: 'X' } }, base(), insider.token)).status).toBe(403);
    expect((await open(base('FirmApp', 'NoSuchGlobal'))).status).toBe(404);
    expect((await open(base('FirmApp', 'FirmInfo', 'NoSuchCatalog'))).status).toBe(404);
    expect((await open(base('FirmApp', 'not-a-name'))).status).toBe(400);
    expect((await open(base('9app'))).status).toBe(400);
    expect((await t.call('POST', `${base()}/finish`, '{"version":')).status).toBe(400);
    expect(await events()).toHaveLength(4);
  });
});
