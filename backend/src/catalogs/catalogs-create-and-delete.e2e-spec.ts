// Creating catalogs (of a new or an existing model, 002 §5's name and type rules, two at once) and deleting one.
import { startCatalogsApp, type CatalogsTestApp, type Json } from './catalogs-api.testing';

/** The catalogs API (002 §4 Collections store, §7) over HTTP on real SQLite files. */
describe('catalogs API: create and delete (/api/collections)', () => {
  let t: CatalogsTestApp;

  beforeAll(async () => {
    t = await startCatalogsApp();
  });
  afterAll(() => t?.close());
  beforeEach(() => t.deleteAll());

  it("creates a catalog of a new model: the types context makes the model of the catalog's name", async () => {
    const { obj, position } = await t.create({ name: 'Matters', type: 'new', isEveryone: true });
    expect(obj).toMatchObject({
      name: 'Matters',
      label: '',
      type: { _id: expect.any(String), name: 'Matters' },
      position: 0,
      detail: '',
      recordLabel: '',
      globalLabel: '',
      myRecords: false,
      appOptions: [],
      isEveryone: true,
      version: 1,
    });
    const model = await fetch(`${t.url}/demo/api/v2/types/model/${obj.type._id}`, {
      headers: { authorization: `Bearer ${t.admin}`, 'x-min-position': String(position) },
    });
    expect(await model.json()).toMatchObject({ name: 'Matters', kind: 'model' });
    const [listed] = await t.list(position);
    expect(listed).toEqual({ ...obj, lastModified: expect.any(String) });
  });

  it('creates catalogs of existing models and tables, each after the last one, and refuses a query', async () => {
    const client = await t.newModel('Person');
    const table = await t.newModel('Rates', 'table');
    const first = await t.create({ name: 'People', type: client });
    const second = await t.create({ name: 'RateCards', type: table });
    const third = await t.create({ name: 'MorePeople', type: client });
    expect([first.obj.position, second.obj.position, third.obj.position]).toEqual([0, 1, 2]);
    expect(first.obj.type).toEqual({ _id: client, name: 'Person', apps: [], properties: [] });
    expect(first.obj.isEveryone).toBe(false);
    const listed = await t.list(third.position);
    expect(listed.map((c) => [c.name, c.position, c.type.name])).toEqual([
      ['People', 0, 'Person'],
      ['RateCards', 1, 'Rates'],
      ['MorePeople', 2, 'Person'],
    ]);
    const query = await t.newModel('Lookup', 'query');
    const ofQuery = await t.call('POST', '/collections', { name: 'Lookups', type: query });
    expect(ofQuery).toMatchObject({
      status: 400,
      body: { message: 'The items of a collection are records of a model or a table; Lookup is a query.' },
    });
    const unknown = await t.call('POST', '/collections', { name: 'Ghosts', type: 'no-such-model' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/There is no model with the id "no-such-model" in this workspace/);
  });

  it("answers every name and type rule with 002 §5's message, writing nothing", async () => {
    await t.create({ name: 'Clients', type: 'new' });
    const existing = await t.newModel('Contacts');
    const before = await t.store.headPosition();
    const refused = async (body: unknown) => {
      const answer = await t.call('POST', '/collections', body);
      expect(answer.status).toBe(400);
      return answer.body.message as string;
    };
    expect(await refused({ type: 'new' })).toBe('Please provide a name.');
    expect(await refused({ name: '', type: 'new' })).toBe('Please provide a name.');
    expect(await refused({ name: 'A'.repeat(51), type: 'new' })).toBe('Collection names cannot exceed 50 characters.');
    expect(await refused({ name: 'Fees$', type: 'new' })).toBe("Collection names cannot include the '$' character.");
    expect(await refused({ name: 'My clients', type: 'new' })).toBe('Invalid: A name cannot contain spaces.');
    expect(await refused({ name: '2clients', type: 'new' })).toBe('Invalid: A name must start with a letter.');
    expect(await refused({ name: 'CLIENTS', type: existing })).toBe('A collection by this name already exists.');
    expect(await refused({ name: 'Others' })).toBe('You must choose a type for items in the collection.');
    expect(await refused({ name: 'Others', type: '' })).toBe('You must choose a type for items in the collection.');
    expect(await refused({ name: 'contacts', type: 'new' })).toBe('The new collection by this name already exists.');
    expect(await t.store.headPosition()).toBe(before);
  });

  it('of two administrators creating one name at the same instant, exactly one succeeds', async () => {
    const model = await t.newModel('Party');
    const answers = await Promise.all(
      ['Parties', 'PARTIES', 'parties'].map((name) => t.call('POST', '/collections', { name, type: model })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
    for (const answer of answers.filter((each) => each.status === 400)) {
      expect(answer.body.message).toBe('A collection by this name already exists.');
    }
    const news = await Promise.all([1, 2].map(() => t.call('POST', '/collections', { name: 'Courts', type: 'new' })));
    expect(news.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const head = await t.store.headPosition();
    expect((await t.list(head)).map((c) => c.name).sort()).toEqual(['Courts', expect.stringMatching(/^parties$/i)]);
    const models = await fetch(`${t.url}/demo/api/v2/types?search=courts`, {
      headers: { authorization: `Bearer ${t.admin}`, 'x-min-position': String(head) },
    });
    expect(((await models.json()) as Json[]).map((element) => element.name)).toEqual(['Courts']);
  });

  it('deletes a catalog: gone from the list, its name free again; an unknown one is 404', async () => {
    const a = (await t.create({ name: 'Theta', type: 'new' })).obj;
    const deleted = await t.call('DELETE', `/collections/${a._id}`);
    expect(deleted).toMatchObject({ status: 200, body: { deleted: true } });
    expect(await t.list(deleted.body.position)).toEqual([]);
    const again = await t.create({ name: 'theta', type: a.type._id });
    expect(again.obj).toMatchObject({ name: 'theta', position: 0 });
    expect((await t.call('DELETE', `/collections/${a._id}`)).status).toBe(404);
    expect((await t.call('DELETE', '/collections/no-such-catalog')).status).toBe(404);
  });
});
