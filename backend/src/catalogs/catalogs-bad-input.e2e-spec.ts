// Bad input on every catalogs call is answered with a clear 4xx, never a 500, and nothing is written.
import { startCatalogsApp, type CatalogsTestApp } from './catalogs-api.testing';

/** The catalogs API (002 §4 Collections store, §7) over HTTP on real SQLite files. */
describe('catalogs API: bad input (/api/collections)', () => {
  let t: CatalogsTestApp;

  beforeAll(async () => {
    t = await startCatalogsApp();
  });
  afterAll(() => t?.close());
  beforeEach(() => t.deleteAll());

  it('answers bad input with a clear 4xx, never a 500, writing nothing', async () => {
    const a = (await t.create({ name: 'Iota', type: 'new' })).obj;
    const before = await t.store.headPosition();
    const answers = [
      await t.call('POST', '/collections', '{"name": "Broken",'),
      await t.call('POST', '/collections', { name: 'Kappa', type: 'new', colour: 'red' }),
      await t.call('POST', '/collections', { name: 'K'.repeat(100_000), type: 'new' }),
      await t.call('POST', '/collections', { name: 42, type: 'new' }),
      await t.call('PUT', '/collections', '[]'),
      await t.call('PUT', '/collections', { collections: [] }),
      await t.call('PUT', '/collections', { collections: [{ _id: a._id, colour: 'red' }] }),
      await t.call('PUT', '/collections', { collections: [{ _id: a._id, label: 'x'.repeat(201) }] }),
      await t.call('PUT', '/collections', { collections: [{ _id: a._id, appOptions: [{ appName: 'A', x: 1 }] }] }),
      await t.call('PUT', '/collections', {
        collections: [{ _id: a._id, appOptions: [{ appName: 'A', uploadDocuments: 'Box' }] }],
      }),
      await t.call('PUT', '/collections', {
        collections: [{ _id: a._id, appOptions: [{ appName: 'A' }, { appName: 'A' }] }],
      }),
      await t.call('PUT', '/collections', { collections: [{ _id: a._id, position: -1 }] }),
      await t.call('PUT', '/collections', { collections: [{ _id: a._id }, { _id: a._id }] }),
      await t.call('PUT', '/collections', { collections: [{ _id: a._id, name: 'Renamed' }] }),
      await t.call('PUT', '/collections', { collections: [{ _id: 'bad.id', label: 'x' }] }),
      await t.call('DELETE', '/collections/bad.id'),
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
    expect(await t.store.headPosition()).toBe(before);
  });
});
