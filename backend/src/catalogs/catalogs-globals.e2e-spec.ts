// A catalog's global info (002 §2.2, §7 globals/list, export, import, remove) through the HTTP API.
import { userWithToken } from '../users/users.testing';
import { startCatalogsApp, type CatalogsTestApp, type Json } from './catalogs-api.testing';

describe('catalogs API: global info (/api/collections/{ref}/globals/…)', () => {
  let t: CatalogsTestApp;
  let catalogId: string;
  let position: number;

  /** Uploads a file as the designer's import dialog does (POST /upload/importModel, field file). */
  const upload = async (content: string | Buffer, name = 'Firm.json', token = t.admin) => {
    const form = new FormData();
    form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
    const response = await fetch(`${t.url}/demo/upload/importModel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const globals = (action: string, body: unknown, token = t.admin) =>
    t.call('POST', `/collections/${catalogId}/globals/${action}`, body, token);
  const importFile = async (content: string, elementName = 'FirmInfo') => {
    const uploaded = await upload(content);
    expect(uploaded).toMatchObject({ status: 201, body: { type: 'application/json' } });
    return globals('import', { elementName, appName: 'FirmApp', url: uploaded.body.url });
  };

  beforeAll(async () => {
    t = await startCatalogsApp();
    await t.deleteAll();
    const firm = await t.newModel('Firm');
    const matter = await t.newModel('Matter');
    const saved = await t.call('POST', '/v2/types', {
      items: [
        { action: 'add', kind: 'variable', parent: firm, name: 'Name', type: 'text' },
        { action: 'add', kind: 'variable', parent: firm, name: 'Employees', type: 'number' },
        { action: 'add', kind: 'variable', parent: matter, name: 'Client', type: 'text' },
        { action: 'add', kind: 'variable', parent: matter, name: 'FirmInfo', type: 'global', typeDef: firm },
        { action: 'add', kind: 'variable', parent: matter, name: 'Court', type: 'global', typeDef: 'NoSuchModel' },
      ],
    });
    expect(saved.status).toBe(201);
    const created = await t.call('POST', '/collections', { name: 'Matters', type: matter });
    expect(created.status).toBe(201);
    catalogId = created.body.obj._id;
    position = created.body.position;
    await t.list(position);
  });
  afterAll(() => t?.close());

  it('lists nothing, imports a JSON file, lists it with who and when, exports the same values, removes it, undoes', async () => {
    expect(await globals('list', {})).toEqual({ status: 200, body: {} });
    const imported = await importFile('{"Name":"Acme LLP","Employees":12}');
    expect(imported).toMatchObject({ status: 201, body: { elementName: 'FirmInfo', version: 1 } });
    const listed = await globals('list', undefined);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      FirmInfo: {
        values: { Name: 'Acme LLP', Employees: 12 },
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        by: expect.any(String),
        byId: expect.any(String),
        version: 1,
        how: 'imported',
      },
    });

    const exported = await fetch(`${t.url}/demo/api/collections/Matters/globals/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ elementName: 'FirmInfo' }),
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="FirmInfo.json"');
    expect(exported.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await exported.json()).toEqual({ Name: 'Acme LLP', Employees: 12 });

    // An array of one object (a records export) is taken too, and replaces the whole set.
    expect(await importFile('[{"Name":"Acme"}]')).toMatchObject({ status: 201, body: { version: 2 } });
    expect((await globals('list', {})).body.FirmInfo).toMatchObject({ values: { Name: 'Acme' }, version: 2 });

    const removed = await globals('remove', { elementName: 'FirmInfo', appName: 'FirmApp' });
    expect(removed).toMatchObject({ status: 200, body: { removed: true, version: 3, undo: expect.any(String) } });
    expect((await globals('list', {})).body).toEqual({});
    // Its history keeps what was removed: the stream is the record of every change, who and when.
    const events = await t.store.readStream(`demo.catalogglobal-${catalogId}-FirmInfo`);
    expect(events.map((event) => event.type)).toEqual([
      'CatalogGlobalImported',
      'CatalogGlobalImported',
      'CatalogGlobalRemoved',
    ]);
    expect(events[2].data).toMatchObject({ previous: { Name: 'Acme' }, appName: 'FirmApp' });
    expect((await globals('export', { elementName: 'FirmInfo' })).status).toBe(404);
    expect((await globals('remove', { elementName: 'FirmInfo' })).body.message).toBe(
      'There is no global info for FirmInfo on this catalog.',
    );
    // The removal is undone by restoring the version it removed; the history lists every version, newest first.
    const undone = await globals('restore', { elementName: 'FirmInfo', historyId: removed.body.undo });
    expect(undone).toMatchObject({ status: 201, body: { restored: true, version: 4 } });
    expect((await globals('list', {})).body.FirmInfo).toMatchObject({
      values: { Name: 'Acme' },
      version: 4,
      how: 'restored',
    });
    const history = await globals('history', { elementName: 'FirmInfo' });
    expect(history.status).toBe(200);
    expect(history.body.map((entry: Json) => [entry.action, entry.version, entry.valueCount])).toEqual([
      ['restored', 4, 1],
      ['removed', 3, 0],
      ['imported', 2, 1],
      ['imported', 1, 2],
    ]);
    expect(history.body[0]).toMatchObject({ restoredFrom: removed.body.undo, by: expect.any(String) });
    expect(history.body[3]).toMatchObject({ fileName: 'Firm.json', date: expect.stringMatching(/^\d{4}-/) });
    // Back to the first import's values: an import can be undone the same way.
    expect(await globals('restore', { elementName: 'FirmInfo', historyId: history.body[3]._id })).toMatchObject({
      status: 201,
      body: { version: 5 },
    });
    expect((await globals('list', {})).body.FirmInfo.values).toEqual({ Name: 'Acme LLP', Employees: 12 });
    const before = await t.store.headPosition();
    const refused = [
      await globals('restore', { elementName: 'FirmInfo', historyId: history.body[1]._id }),
      await globals('restore', { elementName: 'FirmInfo', historyId: '00000000-0000-4000-8000-000000000000' }),
      await globals('restore', { elementName: 'FirmInfo', historyId: '../x' }),
      await globals('history', { elementName: 'Client' }),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([400, 404, 400, 404]);
    expect(refused[0].body.message).toBe(
      'That version is a removal: it left no values. Restore the version before it to bring its values back.',
    );
    expect(await t.store.headPosition()).toBe(before);
    expect(await globals('remove', { elementName: 'FirmInfo' })).toMatchObject({ status: 200 });
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const before = await t.store.headPosition();
    const zip = await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), 'Firm.zip');
    expect(zip.status).toBe(201);
    const binary = await upload(Buffer.from([0, 1, 2, 3, 255]), 'Firm.json');
    expect(binary).toMatchObject({ status: 400, body: { message: 'Firm.json is neither a .json nor a .zip file.' } });
    const answers = {
      notAGlobal: await importFile('{"Name":"x"}', 'Client'),
      unknown: await importFile('{"Name":"x"}', 'Nobody'),
      noModel: await importFile('{"Name":"x"}', 'Court'),
      notJson: await importFile('{"Name": oops'),
      twoObjects: await importFile('[{"Name":"a"},{"Name":"b"}]'),
      badValue: await importFile('{"Employees":"many"}'),
      unknownVariable: await importFile('{"Partner":"x"}'),
      recordProperty: await importFile('{"Name":"x","extUserID":null}'),
      tooLarge: await importFile(`{"Name":"${'x'.repeat(1024 * 1024)}"}`),
      zip: await globals('import', { elementName: 'FirmInfo', url: zip.body.url }),
      noUpload: await globals('import', { elementName: 'FirmInfo', url: '00000000-0000-4000-8000-000000000000' }),
      badName: await globals('import', { elementName: '../x', url: zip.body.url }),
      extraField: await globals('remove', { elementName: 'FirmInfo', colour: 'red' }),
      noName: await globals('export', {}),
      noCatalog: await t.call('POST', '/collections/Nowhere/globals/list', {}),
    };
    const statuses = Object.fromEntries(Object.entries(answers).map(([key, answer]) => [key, answer.status]));
    expect(statuses).toEqual({
      notAGlobal: 404,
      unknown: 404,
      noModel: 400,
      notJson: 400,
      twoObjects: 400,
      badValue: 400,
      unknownVariable: 400,
      recordProperty: 400,
      tooLarge: 400,
      zip: 400,
      noUpload: 404,
      badName: 400,
      extraField: 400,
      noName: 400,
      noCatalog: 404,
    });
    expect(answers.notAGlobal.body.message).toBe(
      "Client is not a global of this catalog's model (Matter): global info can only be kept for its variables of type global.",
    );
    expect(answers.noModel.body.message).toMatch(/^The global Court has no model/);
    expect(answers.notJson.body.message).toMatch(/^The file is not valid JSON: /);
    expect(answers.twoObjects.body.message).toMatch(/^Global info is one JSON object/);
    expect(answers.badValue.body.message).toBe('The value of Employees must be a number; got "many".');
    expect(answers.tooLarge.body.message).toBe('The file is larger than 1 MB, the most global info may be.');
    expect(answers.zip.body.message).toBe('Global data import takes one JSON file (application/json), not a zip.');
    expect(await t.store.headPosition()).toBe(before);
    expect((await globals('list', {})).body).toEqual({});
  });

  it('answers nothing to a non-administrator or to another workspace’s token', async () => {
    expect((await importFile('{"Name":"Acme"}')).status).toBe(201);
    const user = await userWithToken(t.app, 'demo', { mail: 'globals-reader@demo.test' });
    const granted = await t.call('PUT', `/users/${user.userId}`, { permissions: ['Matters'] });
    expect(granted.status).toBe(200);
    const foreign = (await userWithToken(t.app, 'acme', { mail: 'boss@globals.test', isAdmin: true })).token;
    const before = await t.store.headPosition();
    for (const token of [user.token, foreign]) {
      const refused = [
        await globals('list', {}, token),
        await globals('export', { elementName: 'FirmInfo' }, token),
        await globals('remove', { elementName: 'FirmInfo' }, token),
        await globals('history', { elementName: 'FirmInfo' }, token),
        await globals('restore', { elementName: 'FirmInfo', historyId: 'x' }, token),
        await upload('{"Name":"Mine"}', 'Firm.json', token),
      ];
      expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403]);
      expect(JSON.stringify(refused.map((answer) => answer.body))).not.toContain('Acme');
    }
    expect(await t.store.headPosition()).toBe(before);
    expect((await globals('list', {})).body.FirmInfo.values).toEqual({ Name: 'Acme' });
  });
});
