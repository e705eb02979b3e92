// A catalog's snapshots (its model's versions, labelled) and synchronising its app settings to catalogs of its model.
import { userWithToken } from '../users/users.testing';
import { startCatalogsApp, type CatalogsTestApp, type Json } from './catalogs-api.testing';

/** The catalogs API (002 §4 Collections store, §7) over HTTP on real SQLite files. */
describe('catalogs API: snapshots and synchronize (/api/collections/{ref}/…)', () => {
  let t: CatalogsTestApp;

  beforeAll(async () => {
    t = await startCatalogsApp();
  });
  afterAll(() => t?.close());
  beforeEach(() => t.deleteAll());

  it("lists a catalog's snapshots (its model's versions, by catalog id or name) and labels one", async () => {
    const { obj } = await t.create({ name: 'Estates', type: 'new' });
    const saved = await t.call('POST', '/v2/types', {
      items: [{ action: 'add', kind: 'app', parent: obj.type._id, name: 'Will', version: 1 }],
    });
    expect(saved.status).toBe(201);
    const snapshots = async (ref: string, position: number) => {
      const response = await fetch(`${t.url}/demo/api/collections/${ref}/snapshots`, {
        headers: { authorization: `Bearer ${t.admin}`, 'x-min-position': String(position) },
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
    const labelled = await t.call('POST', '/collections/estates/snapshots', { id: '2', label: 'With the will' });
    expect(labelled).toMatchObject({ status: 201, body: { status: 'Done' } });
    expect((await snapshots('Estates', labelled.body.position)).Snapshots[0]).toMatchObject({
      _id: '2',
      label: 'With the will',
    });
    const before = await t.store.headPosition();
    const refused = [
      await t.call('POST', '/collections/Estates/snapshots', { id: '2', label: '  ' }),
      await t.call('POST', '/collections/Estates/snapshots', { id: 'latest', label: 'x' }),
      await t.call('POST', '/collections/Estates/snapshots', { id: '9', label: 'x' }),
      await t.call('POST', '/collections/Estates/snapshots', { id: '2', label: 'x'.repeat(201) }),
      await t.call('POST', '/collections/Estates/snapshots', { id: '2', label: 'x', colour: 'red' }),
      await t.call('POST', '/collections/Nowhere/snapshots', { id: '2', label: 'x' }),
      await t.call('GET', '/collections/Nowhere/snapshots'),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 404, 404]);
    expect(refused[0].body.message).toBe('A snapshot label cannot be empty.');
    expect(await t.store.headPosition()).toBe(before);
  });

  it("synchronises a catalog's app settings to catalogs of its model, all in one append", async () => {
    const model = await t.newModel('Estate');
    const other = await t.newModel('Court');
    const parent = (await t.create({ name: 'Wills', type: model })).obj;
    const first = (await t.create({ name: 'Trusts', type: model })).obj;
    const second = (await t.create({ name: 'Probates', type: model })).obj;
    const stranger = (await t.create({ name: 'Courts', type: other })).obj;
    const letter = { appName: 'Letter', liveVersion: '1', isSendDocuments: true, uploadDocuments: 'Clio' };
    const memo = { appName: 'Memo', isDisabled: true };
    const ownMemo = { appName: 'Memo', liveVersion: '1' };
    const saved = await t.call('PUT', '/collections', {
      collections: [
        { _id: parent._id, appOptions: [letter, memo] },
        { _id: second._id, appOptions: [ownMemo] },
      ],
    });
    expect(saved.status).toBe(200);
    const before = await t.store.headPosition();
    const synced = await t.call('POST', `/collections/${parent._id}/synchronize`, {
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
    const written = await t.store.readAll({ afterPosition: before });
    expect(written.map((event) => event.type)).toEqual(['CatalogChanged', 'CatalogChanged']);
    expect(new Set(written.map((event) => event.metadata.correlationId)).size).toBe(1);

    // Without skipping, the disabled app is copied disabled; the list answered is what the list reads.
    const all = await t.call('POST', '/collections/Wills/synchronize', {
      parentCatalog: 'Wills',
      syncList: [second._id],
      skipDisabledAppOptions: false,
    });
    expect(all.status).toBe(200);
    const listed = await t.list(all.body.position);
    expect(listed.find((each) => each.name === 'Probates').appOptions).toEqual([
      { ...defaults, ...letter },
      { ...defaults, uploadDocuments: '', ...memo },
    ]);

    // A catalog of another model or the parent itself makes the whole synchronisation fail: nothing is written.
    const head = await t.store.headPosition();
    const refused = [
      await t.call('POST', `/collections/${parent._id}/synchronize`, {
        parentCatalog: parent._id,
        syncList: [first._id, stranger._id],
        skipDisabledAppOptions: false,
      }),
      await t.call('POST', `/collections/${parent._id}/synchronize`, {
        parentCatalog: parent._id,
        syncList: [parent._id],
      }),
      await t.call('POST', `/collections/${parent._id}/synchronize`, {
        parentCatalog: first._id,
        syncList: [second._id],
      }),
      await t.call('POST', `/collections/${parent._id}/synchronize`, {
        parentCatalog: parent._id,
        syncList: [first._id, 'trusts'],
      }),
      await t.call('POST', `/collections/${parent._id}/synchronize`, { parentCatalog: parent._id, syncList: [] }),
      await t.call('POST', `/collections/${parent._id}/synchronize`, {
        parentCatalog: parent._id,
        syncList: [first._id],
        colour: 'red',
      }),
      await t.call('POST', `/collections/${parent._id}/synchronize`, {
        parentCatalog: parent._id,
        syncList: ['no-such-catalog'],
      }),
      await t.call('POST', '/collections/Nowhere/synchronize', { parentCatalog: 'Nowhere', syncList: [first._id] }),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400, 404, 404]);
    expect(refused[0].body.message).toBe(
      'The catalog Courts holds items of another model than Wills: only catalogs that share its model can be ' +
        'synchronised.',
    );
    expect(refused[1].body.message).toBe(
      'The catalog Wills cannot be synchronised with itself: choose other catalogs of its model.',
    );
    expect(await t.store.headPosition()).toBe(head);

    const user = await userWithToken(t.app, 'demo', { mail: 'syncer@demo.test' });
    const forbidden = await t.call(
      'POST',
      `/collections/${parent._id}/synchronize`,
      { parentCatalog: parent._id, syncList: [first._id] },
      user.token,
    );
    expect(forbidden.status).toBe(403);
  });
});
