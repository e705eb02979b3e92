// Deleting records (one, or several all or nothing), the deleted list, and undeleting.
import { startRecordsApp, catalog, items, type Json, type RecordsTestApp } from './records-api.testing';

/** The records API (002 §7 Records, issue 14's versions) over HTTP on real SQLite files. */
describe('records API: delete and undelete (/api/collections/{adapter}/items)', () => {
  let t: RecordsTestApp;

  beforeAll(async () => {
    t = await startRecordsApp();
  });
  afterAll(() => t?.close());

  it('deletes a record, lists it as deleted with who and when, and undeletes it', async () => {
    const { _id } = await t.createRecord({ Name: 'Gil', City: 'Oslo' });
    const deleted = await t.call('DELETE', `${items}/${_id}`);
    expect(deleted).toMatchObject({ status: 200, body: { deleted: 1 } });
    t.position = deleted.body.position;
    expect((await t.list('s=gil')).length).toBe(0);
    const gone = await t.read(`/collections/${catalog}/deleted`, t.position);
    expect(gone.body[0]).toMatchObject({
      _id,
      name: 'Gil of Oslo',
      deletedAt: expect.any(String),
      deletedByID: t.adminId,
      deletedBy: expect.any(String),
    });
    expect((await t.call('POST', `${items}/${_id}`, { nextValues: { City: 'x' } })).status).toBe(409);
    const back = await t.call('POST', `${items}/${_id}/undelete`);
    expect(back).toMatchObject({ status: 200, body: { deleted: false, values: { Name: 'Gil', City: 'Oslo' } } });
    t.position = back.body.position;
    expect((await t.list('s=gil')).map((item) => item._id)).toEqual([_id]);
    expect(
      (await t.read(`/collections/${catalog}/deleted`, t.position)).body.map((item: Json) => item._id),
    ).not.toContain(_id);
    const kinds = (await t.call('GET', `${items}/${_id}/histories`)).body.map((entry: Json) => entry.kind);
    expect(kinds).toEqual(['undeleted', 'deleted', 'created']);
  });

  it('deletes several records all or nothing: one unknown id and none is deleted', async () => {
    const a = await t.createRecord({ Name: 'Hal' });
    const b = await t.createRecord({ Name: 'Ida' });
    const before = await t.store.headPosition();
    const refused = await t.call('POST', `${items}/delete`, { ids: [a._id, b._id, 'no-such-record'] });
    expect(refused.status).toBe(404);
    expect(await t.store.headPosition()).toBe(before);
    expect((await t.list('s=hal')).length).toBe(1);
    const done = await t.call('POST', `${items}/delete`, { ids: [a._id, b._id] });
    expect(done).toMatchObject({ status: 200, body: { deleted: 2 } });
    t.position = done.body.position;
    expect((await t.list('s=hal')).length + (await t.list('s=ida')).length).toBe(0);
    expect((await t.call('POST', `${items}/delete`, { ids: [] })).status).toBe(400);
  });
});
