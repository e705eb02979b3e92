// A record's versions: as it stood at an instant (asOf), its history with diffs and data, restore and undo.
import { startRecordsApp, items, type Json, type RecordsTestApp } from './records-api.testing';

/** The records API (002 §7 Records, issue 14's versions) over HTTP on real SQLite files. */
describe('records API: history, diff, restore and as-of (/api/collections/{adapter}/items)', () => {
  let t: RecordsTestApp;

  beforeAll(async () => {
    t = await startRecordsApp();
  });
  afterAll(() => t?.close());

  it('shows a record as it stood at an instant (asOf)', async () => {
    const { _id } = await t.createRecord({ Name: 'Dan', City: 'Oslo' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const between = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 30));
    await t.update(_id, { City: 'Rome' });
    const then = await t.call('GET', `${items}/${_id}?asOf=${encodeURIComponent(between)}`);
    expect(then).toMatchObject({
      status: 200,
      body: { name: 'Dan of Oslo', version: 1, values: { Name: 'Dan', City: 'Oslo' } },
    });
    const now = await t.call('GET', `${items}/${_id}?asOf=${encodeURIComponent(new Date().toISOString())}`);
    expect(now.body).toMatchObject({ version: 2, values: { City: 'Rome' } });
    expect((await t.call('GET', `${items}/${_id}?asOf=2000-01-01T00:00:00Z`)).status).toBe(404);
    expect((await t.call('GET', `${items}/${_id}?asOf=yesterday`)).status).toBe(400);
  });

  it('lists every version with a diff, restores two fields, and undoes the restore', async () => {
    const { _id } = await t.createRecord({ Name: 'Eve', City: 'Oslo', Age: 40, Tier: 'Gold' });
    await t.update(_id, { City: 'Rome', Age: 41 });
    await t.update(_id, { City: 'Paris', Tier: 'Silver', Age: 42 });
    const history = await t.call('GET', `${items}/${_id}/histories`);
    expect(history.status).toBe(200);
    expect(history.body.map((entry: Json) => [entry.version, entry.kind, entry.source, entry.changed])).toEqual([
      [3, 'saved', 'api', ['City', 'Tier', 'Age']],
      [2, 'saved', 'api', ['City', 'Age']],
      [1, 'created', 'api', ['Name', 'City', 'Age', 'Tier']],
    ]);
    expect(history.body[0]).toMatchObject({
      appName: '',
      editor: expect.any(String),
      editorId: t.adminId,
      launchTime: expect.any(String),
    });
    const firstId = history.body[2]._id;
    const diff = await t.call('GET', `${items}/${_id}/histories/${firstId}/diff`);
    expect(diff.body).toEqual([
      { name: 'Age', before: 40, after: 42 },
      { name: 'City', before: 'Oslo', after: 'Paris' },
      { name: 'Tier', before: 'Gold', after: 'Silver' },
    ]);
    const data = await t.call('GET', `${items}/${_id}/histories/${firstId}/data`);
    expect(data.status).toBe(200);
    expect(data.headers.get('content-disposition')).toMatch(/attachment; filename=".*-version-1\.json"/);
    expect(data.body).toEqual({ Name: 'Eve', City: 'Oslo', Age: 40, Tier: 'Gold' });

    const restored = await t.call('POST', `${items}/${_id}/histories/${firstId}/restore`, { fields: ['City', 'Tier'] });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      version: 4,
      name: 'Eve of Oslo',
      values: { City: 'Oslo', Tier: 'Gold', Age: 42 },
    });
    const afterRestore = (await t.call('GET', `${items}/${_id}/histories`)).body;
    expect(afterRestore[0]).toMatchObject({
      kind: 'restored',
      source: 'restore',
      changed: ['City', 'Tier'],
      restoredFrom: firstId,
    });
    const undo = await t.call('POST', `${items}/${_id}/histories/${afterRestore[1]._id}/restore`);
    expect(undo.body).toMatchObject({
      version: 5,
      name: 'Eve of Paris',
      values: { City: 'Paris', Tier: 'Silver', Age: 42 },
    });
    t.position = undo.body.position;
    expect((await t.read(`${items}/${_id}`, t.position)).body.values).toEqual({
      Name: 'Eve',
      City: 'Paris',
      Tier: 'Silver',
      Age: 42,
    });
    const paged = await t.call('GET', `${items}/${_id}/histories?skip=1&limit=2`);
    expect(paged.body.map((entry: Json) => entry.version)).toEqual([4, 3]);

    const other = await t.createRecord({ Name: 'Fay' });
    const otherHistory = (await t.call('GET', `${items}/${other._id}/histories`)).body;
    const before = await t.store.headPosition();
    const foreign = await t.call('POST', `${items}/${_id}/histories/${otherHistory[0]._id}/restore`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toMatch(/This record has no history entry/);
    expect((await t.call('GET', `${items}/${_id}/histories/${otherHistory[0]._id}/diff`)).status).toBe(404);
    expect((await t.call('GET', `${items}/${_id}/histories/${otherHistory[0]._id}/data`)).status).toBe(404);
    expect((await t.call('POST', `${items}/${_id}/histories/${firstId}/restore`, { fields: ['Nope'] })).status).toBe(
      400,
    );
    expect((await t.call('POST', `${items}/${_id}/histories/${firstId}/restore`, { fields: 'City' })).status).toBe(400);
    expect(await t.store.headPosition()).toBe(before);
  });
});
