// A model's environment (002 §7 PUT /api/types/{typeId}/environment/): its apps' live versions in every catalog of it.
import { operator } from '../testing/test-app';
import { userWithToken } from '../users/users.testing';
import { startCatalogsApp, type CatalogsTestApp, type Json } from './catalogs-api.testing';

describe('catalogs API: a model environment (/api/types/{typeId}/environment/)', () => {
  let t: CatalogsTestApp;

  beforeAll(async () => {
    t = await startCatalogsApp();
  });
  afterAll(() => t?.close());
  beforeEach(() => t.deleteAll());

  /** A model with the apps Will and Letter: version 2 adds them, version 3 changes nothing else but counts. */
  async function estateModel(name: string) {
    const model = await t.newModel(name);
    const apps = await t.call('POST', '/v2/types', {
      items: [
        { action: 'add', kind: 'app', parent: model, name: 'Will', version: 1 },
        { action: 'add', kind: 'app', parent: model, name: 'Letter', version: 1 },
      ],
    });
    expect(apps.status).toBe(201);
    return model;
  }
  const environment = (typeId: string, body: unknown) => t.call('PUT', `/types/${typeId}/environment/`, body);

  it('sets the live versions in every catalog of the model at once, re-enabling an app given a snapshot', async () => {
    const model = await estateModel('Estate');
    const other = await estateModel('Court');
    const wills = (await t.create({ name: 'Wills', type: model })).obj;
    await t.create({ name: 'Trusts', type: model });
    const courts = (await t.create({ name: 'Courts', type: other })).obj;
    const disabled = await t.call('PUT', '/collections', {
      collections: [{ _id: wills._id, appOptions: [{ appName: 'Will', isDisabled: true, extAccess: true }] }],
    });
    expect(disabled.status).toBe(200);

    const set = await environment(model, { activesSnapshotsForApps: { Will: '2', Letter: '' } });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      environment: { Wills: { Will: '2', Letter: '' }, Trusts: { Will: '2', Letter: '' } },
      position: expect.any(Number),
    });
    const listed = await t.list(set.body.position);
    const byName = (name: string) => listed.find((catalog: Json) => catalog.name === name);
    expect(byName('Wills').appOptions).toEqual([
      expect.objectContaining({ appName: 'Will', liveVersion: '2', isDisabled: false, extAccess: true }),
    ]);
    expect(byName('Trusts').appOptions).toEqual([
      expect.objectContaining({ appName: 'Will', liveVersion: '2', isDisabled: false }),
    ]);
    expect(byName('Courts').appOptions).toEqual(courts.appOptions);
    const read = await t.call('GET', `/types/${model}/environment`);
    expect(read).toEqual({ status: 200, body: { environment: set.body.environment } });

    const back = await environment(model, { activesSnapshotsForApps: { Will: '' } });
    expect(back.body.environment).toEqual({ Wills: { Will: '', Letter: '' }, Trusts: { Will: '', Letter: '' } });
    // Setting what is already set writes nothing.
    const before = await t.store.headPosition();
    expect((await environment(model, { activesSnapshotsForApps: { Will: '' } })).status).toBe(200);
    expect(await t.store.headPosition()).toBe(before);
  });

  it('answers an empty environment for a model no catalog holds', async () => {
    const model = await estateModel('Lonely');
    expect(await t.call('GET', `/types/${model}/environment/`)).toEqual({ status: 200, body: { environment: {} } });
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const model = await estateModel('Probate');
    await t.create({ name: 'Probates', type: model });
    const before = await t.store.headPosition();
    const answers = [
      await environment(model, { activesSnapshotsForApps: { Codicil: '2' } }),
      await environment(model, { activesSnapshotsForApps: { Will: '99' } }),
      await environment(model, { activesSnapshotsForApps: { Will: 'latest' } }),
      await environment(model, { activesSnapshotsForApps: { Will: 2 } }),
      await environment(model, { activesSnapshotsForApps: { Will: '2' }, catalog: 'Probates' }),
      await environment(model, {}),
      await environment(model, '[]'),
      await environment('no-such-model', { activesSnapshotsForApps: {} }),
      await environment('bad.id', { activesSnapshotsForApps: {} }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400, 400, 404, 400]);
    expect(answers[0].body.message).toBe('The model Probate has no app "Codicil".');
    expect(answers[1].body.message).toContain('"99" (for Will) is not a snapshot of the model Probate');
    expect(await t.store.headPosition()).toBe(before);
  });

  it("is for administrators only; another workspace's token gets nothing", async () => {
    const model = await estateModel('Guarded');
    await t.create({ name: 'Guarded', type: model });
    const user = await userWithToken(t.app, 'demo', { mail: 'env-reader@demo.test' });
    const made = await operator(`${t.url}/api/workspaces`, {
      method: 'POST',
      body: { name: 'envacme', settings: { label: 'Acme' } },
    });
    expect(made.status).toBe(201);
    const foreign = (await userWithToken(t.app, 'envacme', { mail: 'boss@acme.test', isAdmin: true })).token;
    const before = await t.store.headPosition();
    const body = { activesSnapshotsForApps: { Will: '2' } };
    expect((await t.call('GET', `/types/${model}/environment`, undefined, user.token)).status).toBe(403);
    expect((await t.call('PUT', `/types/${model}/environment/`, body, user.token)).status).toBe(403);
    const refused = await t.call('PUT', `/types/${model}/environment/`, body, foreign);
    expect(refused).toMatchObject({ status: 403, body: { message: 'This token belongs to another workspace.' } });
    expect((await t.call('PUT', `/types/${model}/environment/`, body, foreign, 'envacme')).status).toBe(404);
    expect(await t.store.headPosition()).toBe(before);
  });
});
