// Saving catalogs' settings and order in one atomic append: version conflicts and racing writers.
import { startCatalogsApp, type CatalogsTestApp, type Json } from './catalogs-api.testing';

/** The catalogs API (002 §4 Collections store, §7) over HTTP on real SQLite files. */
describe('catalogs API: save and reorder (/api/collections)', () => {
  let t: CatalogsTestApp;

  beforeAll(async () => {
    t = await startCatalogsApp();
  });
  afterAll(() => t?.close());
  beforeEach(() => t.deleteAll());

  it('saves settings and a reorder in one atomic append, answering the whole list', async () => {
    const a = (await t.create({ name: 'Alpha', type: 'new' })).obj;
    const b = (await t.create({ name: 'Beta', type: 'new' })).obj;
    const c = (await t.create({ name: 'Gamma', type: 'new' })).obj;
    const letter = {
      appName: 'Letter',
      liveVersion: '',
      isDisabled: true,
      isSendDocuments: true,
      uploadDocuments: 'Clio',
    };
    const headBefore = await t.store.headPosition();
    const saved = await t.call('PUT', '/collections/', {
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
    const last = await t.store.readAll({ afterPosition: headBefore, types: ['CatalogChanged'] });
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
    const before = await t.store.headPosition();
    const again = await t.call('PUT', '/collections', { collections: saved.body.collections });
    expect(again.status).toBe(200);
    expect(await t.store.headPosition()).toBe(before);
  });

  it('refuses a save on a version saved since (409), and a save with one bad catalog, writing nothing', async () => {
    const a = (await t.create({ name: 'Delta', type: 'new' })).obj;
    const b = (await t.create({ name: 'Epsilon', type: 'new' })).obj;
    const first = await t.call('PUT', '/collections', { collections: [{ _id: a._id, label: 'Mine', version: 1 }] });
    expect(first.status).toBe(200);
    const before = await t.store.headPosition();
    const late = await t.call('PUT', '/collections', {
      collections: [
        { _id: b._id, label: 'Also mine', version: 1 },
        { _id: a._id, label: 'Theirs', version: 1 },
      ],
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(
      /The catalog Delta was saved by someone else since you opened it \(it is at version 2 now\)/,
    );
    const unknown = await t.call('PUT', '/collections', {
      collections: [
        { _id: b._id, label: 'Also mine' },
        { _id: 'no-such-catalog', label: 'x' },
      ],
    });
    expect(unknown.status).toBe(404);
    expect(await t.store.headPosition()).toBe(before);
    const listed = await t.list(before);
    expect(listed.map((c) => c.label)).toEqual(['Mine', '']);
  });

  it('of two saves racing on one catalog, one is written and the other is told, nothing half-done', async () => {
    const a = (await t.create({ name: 'Zeta', type: 'new' })).obj;
    const b = (await t.create({ name: 'Eta', type: 'new' })).obj;
    const answers = await Promise.all(
      ['One', 'Two', 'Three', 'Four'].map((label) =>
        t.call('PUT', '/collections', {
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
    const listed = await t.list(await t.store.headPosition());
    // Whatever won, both catalogs carry the same save's label.
    expect(listed[0].label).toBe(listed[1].label);
  });

  it('refuses a save when another writer appends between its decision and its append (409), writing none of it', async () => {
    const a = (await t.create({ name: 'Lambda', type: 'new' })).obj;
    const b = (await t.create({ name: 'Mu', type: 'new' })).obj;
    const append = t.store.appendStreams.bind(t.store);
    const spy = jest.spyOn(t.store, 'appendStreams').mockImplementationOnce(async (requests) => {
      // Another administrator's save lands on Mu first.
      await t.store.append(
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
      const late = await t.call('PUT', '/collections', {
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
    const listed = await t.list(await t.store.headPosition());
    expect(listed.map((c) => [c.name, c.label])).toEqual([
      ['Lambda', ''],
      ['Mu', 'Theirs'],
    ]);
  });
});
