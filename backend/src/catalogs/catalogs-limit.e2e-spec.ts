// The 6-catalog limit (002 §8): a seventh catalog is taken while the flag is off and refused while it is on.
import { DEMO_ADMIN, signIn } from '../testing/auth-testing';
import { startTestApp, type TestApp } from '../testing/test-app';
import { startCatalogsApp, type CatalogsTestApp, type Json } from './catalogs-api.testing';

/** The catalogs API (002 §4 Collections store, §7) over HTTP on real SQLite files. */
describe('catalogs API with the 6-catalog limit off (/api/collections)', () => {
  let t: CatalogsTestApp;

  beforeAll(async () => {
    t = await startCatalogsApp();
  });
  afterAll(() => t?.close());
  beforeEach(() => t.deleteAll());

  it('creates a seventh catalog while the 6-catalog limit flag is off (002 §8)', async () => {
    const model = await t.newModel('Thing');
    let position = 0;
    for (let n = 1; n <= 7; n++) position = (await t.create({ name: `Things${n}`, type: model })).position;
    expect((await t.list(position)).map((c) => c.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('catalogs API with the 6-catalog limit on (CATALOG_LIMIT_ENFORCED=true)', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it("refuses a seventh catalog with 002 §8's message, and takes one again after a deletion", async () => {
    t = await startTestApp({ CATALOG_LIMIT_ENFORCED: 'true' });
    const { token } = await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password);
    const post = (body: unknown) =>
      fetch(`${t.url}/demo/api/collections`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // The demo workspace starts with its sample catalog: the limit counts it.
    const existing = (await (
      await fetch(`${t.url}/demo/api/collections`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as Json[];
    expect(existing.map((catalog) => catalog.name)).toEqual(['Clients']);
    const ids: string[] = [];
    for (let n = existing.length + 1; n <= 6; n++) {
      const created = await post({ name: `Limited${n}`, type: 'new' });
      expect(created.status).toBe(201);
      ids.push(((await created.json()) as Json).obj._id);
    }
    const seventh = await post({ name: 'Limited7', type: 'new' });
    expect(seventh.status).toBe(400);
    expect(((await seventh.json()) as Json).message).toBe(
      'You have reached the maximum number of collections (6) and must remove an existing collection before you can ' +
        'create a new one. (This limit will be extended in the future.)',
    );
    const deleted = await fetch(`${t.url}/demo/api/collections/${ids[0]}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.status).toBe(200);
    expect((await post({ name: 'Limited7', type: 'new' })).status).toBe(201);
  });
});
