// What the list shows: only the catalogs a user may see, nothing to another workspace, each model's apps and variables.
import { operator } from '../testing/test-app';
import { userWithToken } from '../users/users.testing';
import { startCatalogsApp, type CatalogsTestApp } from './catalogs-api.testing';

/** The catalogs API (002 §4 Collections store, §7) over HTTP on real SQLite files. */
describe('catalogs API: list and permissions (/api/collections)', () => {
  let t: CatalogsTestApp;

  beforeAll(async () => {
    t = await startCatalogsApp();
  });
  afterAll(() => t?.close());
  beforeEach(() => t.deleteAll());

  it("shows a user only the catalogs for everyone or named in their permissions; another workspace's token nothing", async () => {
    const model = await t.newModel('Item');
    await t.create({ name: 'Open', type: model, isEveryone: true });
    await t.create({ name: 'Named', type: model });
    const { position } = await t.create({ name: 'Hidden', type: model });
    const user = await userWithToken(t.app, 'demo', { mail: 'reader@demo.test' });
    const granted = await t.call('PUT', `/users/${user.userId}`, { permissions: ['Named'] });
    expect(granted.status).toBe(200);
    expect((await t.list(position, user.token)).map((c) => c.name)).toEqual(['Open', 'Named']);
    expect((await t.list(position)).map((c) => c.name)).toEqual(['Open', 'Named', 'Hidden']);
    let before = await t.store.headPosition();
    expect((await t.call('POST', '/collections', { name: 'Mine', type: model }, user.token)).status).toBe(403);
    expect((await t.call('PUT', '/collections', { collections: [] }, user.token)).status).toBe(403);

    expect(
      (
        await operator(`${t.url}/api/workspaces`, {
          method: 'POST',
          body: { name: 'acme', settings: { label: 'Acme' } },
        })
      ).status,
    ).toBe(201);
    const foreign = (await userWithToken(t.app, 'acme', { mail: 'boss@acme.test', isAdmin: true })).token;
    expect(await t.store.headPosition()).toBeGreaterThan(before);
    before = await t.store.headPosition();
    const answer = await t.call('GET', '/collections', undefined, foreign);
    expect(answer).toMatchObject({ status: 403, body: { message: 'This token belongs to another workspace.' } });
    expect((await t.call('GET', '/collections', undefined, foreign, 'acme')).body).toEqual([]);
    expect((await t.call('DELETE', `/collections/${(await t.list(position))[0]._id}`, undefined, foreign)).status).toBe(
      403,
    );
    expect(await t.store.headPosition()).toBe(before);
  });

  it("shows everyone who sees a catalog its model's apps and variables as they are now (002 §3)", async () => {
    const person = await t.newModel('Client_of_record');
    const added = await t.call('POST', '/v2/types', {
      items: [
        { action: 'add', kind: 'variable', parent: person, name: 'FullName', type: 'text', isList: false },
        { action: 'add', kind: 'variable', parent: person, name: 'Kids', type: 'text', isList: true },
        {
          action: 'add',
          kind: 'app',
          parent: person,
          name: 'Intake',
          label: 'Client intake',
          screens: [],
          templates: [''],
          generateDocs: true,
          extUsers: true,
        },
      ],
    });
    expect(added.status).toBe(201);
    const created = await t.create({ name: 'Clients_of_record', type: person, isEveryone: true });
    // A user who is not an administrator reads it too: the catalogue's create buttons and apps come from here.
    const member = await userWithToken(t.app, 'demo', { mail: 'member-of-record@demo.test' });
    const [listed] = (await t.list(created.position, member.token)).filter((c) => c.name === 'Clients_of_record');
    expect(listed.type).toEqual({
      _id: person,
      name: 'Client_of_record',
      apps: [{ _id: expect.any(String), name: 'Intake', label: 'Client intake', extUsers: true }],
      properties: [
        { name: 'FullName', type: 'text', isList: false },
        { name: 'Kids', type: 'text', isList: true },
      ],
    });
  });
});
