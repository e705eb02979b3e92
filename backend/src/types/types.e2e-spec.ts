import type { EventStore } from '@app/storage';
import { EVENT_STORE } from '../shared/storage/tokens';
import { DEMO_ADMIN, signIn } from '../testing/auth-testing';
import { operator, startTestApp, type TestApp } from '../testing/test-app';
import { userWithToken } from '../users/users.testing';

/** The designer's API over HTTP on real SQLite files: saves as versions, history, diff, revert, restore. */
describe('types API (001 §7, and every version of a model)', () => {
  let t: TestApp;
  let token: string;
  let store: EventStore;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Json = any;
  const call = async (method: string, path: string, body?: unknown, as = token) => {
    const response = await fetch(`${t.url}/demo/api/v2/types${path}`, {
      method,
      headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json };
  };
  /** A save, then the element read after it (read-your-writes through X-Min-Position). */
  const save = async (items: unknown[]) => {
    const saved = await call('POST', '', { items });
    expect(saved.status).toBe(201);
    return saved.body as { position: number; added: { _id: string; name: string }[]; versions: Record<string, number> };
  };
  const read = async (path: string, position: number) => {
    const response = await fetch(`${t.url}/demo/api/v2/types${path}`, {
      headers: { authorization: `Bearer ${token}`, 'x-min-position': String(position) },
    });
    return { status: response.status, body: (await response.json()) as Json };
  };

  beforeAll(async () => {
    t = await startTestApp();
    store = t.app.get(EVENT_STORE);
    token = (await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password)).token;
  });
  afterAll(() => t?.close());

  it('creates a model, saves three versions, lists its history newest first, and compares two versions', async () => {
    const created = await save([{ action: 'add', kind: 'model', name: 'Customer' }]);
    const id = created.added[0]._id;
    expect(created.versions[id]).toBe(1);
    const v2 = await save([
      { action: 'add', kind: 'variable', parent: id, name: 'FirstName', type: 'text', isList: false },
      { action: 'add', kind: 'template', parent: id, name: 'Letter', type: 'text', text: 'Dear {FirstName}' },
    ]);
    expect(v2.versions[id]).toBe(2);
    const model = await read(`/model/${id}`, v2.position);
    const variable = model.body.properties[0];
    const template = model.body.templates[0];
    expect(model.body).toMatchObject({ _id: id, name: 'Customer', kind: 'model', type: 'object', version: 2 });
    const v3 = await save([
      { action: 'update', kind: 'variable', parent: id, _id: variable._id, name: 'GivenName', version: 2 },
      { action: 'update', kind: 'template', parent: id, _id: template._id, text: 'Hello {GivenName}', version: 2 },
    ]);
    expect(v3.versions[id]).toBe(3);

    const history = await read(`/model/${id}/versions`, v3.position);
    expect(history.body.total).toBe(3);
    expect(history.body.versions.map((v: Json) => [v.version, v.kind, v.summary])).toEqual([
      [3, 'saved', 'variable GivenName changed, template Letter changed'],
      [2, 'saved', 'variable FirstName added, template Letter added'],
      [1, 'created', 'model Customer created'],
    ]);
    expect(history.body.versions[0].userId).toEqual(expect.any(String));

    const diff = await read(`/model/${id}/diff?from=2&to=3`, v3.position);
    expect(diff.body.members).toEqual([
      expect.objectContaining({ kind: 'variable', status: 'changed', name: 'GivenName', previousName: 'FirstName' }),
      expect.objectContaining({
        kind: 'template',
        status: 'changed',
        properties: [{ property: 'text', before: 'Dear {FirstName}', after: 'Hello {GivenName}' }],
      }),
    ]);
    const at2 = await read(`/model/${id}/versions/2`, v3.position);
    expect(at2.body.properties[0].name).toBe('FirstName');

    // Revert to version 1: a new version 4 with nothing in it; revert that revert: version 3's state is back.
    const reverted = await call('POST', `/model/${id}/revert`, { version: 1 });
    expect(reverted.status).toBe(201);
    expect(reverted.body.version).toBe(4);
    const empty = await read(`/model/${id}`, reverted.body.position);
    expect(empty.body).toMatchObject({ version: 4, properties: [], templates: [] });
    const back = await call('POST', `/model/${id}/revert`, { version: 3 });
    const again = await read(`/model/${id}`, back.body.position);
    expect(again.body.version).toBe(5);
    expect(again.body.properties.map((p: Json) => p.name)).toEqual(['GivenName']);
    expect(again.body.templates[0].text).toBe('Hello {GivenName}');
    const latest = await read(`/model/${id}/versions?limit=2`, back.body.position);
    expect(latest.body.versions.map((v: Json) => [v.version, v.kind, v.revertedTo])).toEqual([
      [5, 'reverted', 3],
      [4, 'reverted', 1],
    ]);

    const labelled = await call('POST', `/model/${id}/versions/3/label`, { label: 'Before the revert' });
    expect(labelled.status).toBe(201);
    const withLabel = await read(`/model/${id}/versions?skip=2&limit=1`, labelled.body.position);
    expect(withLabel.body.versions).toEqual([expect.objectContaining({ version: 3, label: 'Before the revert' })]);
  });

  it('refuses a save on a version someone else has saved since (409), keeping theirs; refuses duplicates (400)', async () => {
    const { added } = await save([{ action: 'add', kind: 'model', name: 'Matter' }]);
    const id = added[0]._id;
    await save([{ action: 'add', kind: 'variable', parent: id, name: 'Title', version: 1 }]);
    const before = await store.headPosition();
    const late = await call('POST', '', {
      items: [{ action: 'add', kind: 'variable', parent: id, name: 'Court', version: 1 }],
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(
      /Matter was saved by someone else since you opened it \(it is at version 2 now\)/,
    );
    const duplicate = await call('POST', '', {
      items: [{ action: 'add', kind: 'variable', parent: id, name: 'title' }],
    });
    expect(duplicate).toMatchObject({ status: 400, body: { message: 'A variable by this name already exists.' } });
    const sameElement = await call('POST', '', { items: [{ action: 'add', kind: 'table', name: 'MATTER' }] });
    expect(sameElement).toMatchObject({ status: 400, body: { message: 'An element by this name already exists.' } });
    expect(await store.headPosition()).toBe(before);
  });

  it('moves a variable between two models in one atomic save: both versions or neither', async () => {
    const { added, position } = await save([
      { action: 'add', kind: 'model', name: 'Source' },
      { action: 'add', kind: 'model', name: 'Target' },
    ]);
    const [source, target] = added.map((each) => each._id);
    const withVar = await save([{ action: 'add', kind: 'variable', parent: source, name: 'Amount', type: 'number' }]);
    const amount = (await read(`/model/${source}`, withVar.position)).body.properties[0];
    const before = await store.headPosition();
    // A move whose removal names no member of the source is refused whole: the target does not get the copy.
    const refused = await call('POST', '', {
      items: [
        { action: 'add', kind: 'variable', parent: target, name: 'Amount', type: 'number' },
        { action: 'remove', kind: 'variable', parent: source, _id: 'not-a-member' },
      ],
    });
    expect(refused.status).toBe(400);
    expect(await store.headPosition()).toBe(before);
    const moved = await save([
      { action: 'add', kind: 'variable', parent: target, name: 'Amount', type: 'number' },
      { action: 'remove', kind: 'variable', parent: source, _id: amount._id },
    ]);
    expect(moved.versions).toEqual({ [target]: 2, [source]: 3 });
    expect((await read(`/model/${source}`, moved.position)).body.properties).toEqual([]);
    expect((await read(`/model/${target}`, moved.position)).body.properties.map((p: Json) => p.name)).toEqual([
      'Amount',
    ]);
    expect(position).toBeGreaterThan(0);
  });

  it('two saves of one element at the same instant: exactly one is written, the other is told, nothing is lost', async () => {
    const { added } = await save([{ action: 'add', kind: 'model', name: 'Raced' }]);
    const id = added[0]._id;
    const answers = await Promise.all(
      ['Alpha', 'Beta'].map((name) =>
        call('POST', '', { items: [{ action: 'add', kind: 'variable', parent: id, name, version: 1 }] }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const winner = answers.find((answer) => answer.status === 201)!;
    expect(answers.find((answer) => answer.status === 409)!.body.message).toMatch(/saved by someone else/);
    const model = await read(`/model/${id}`, winner.body.position);
    expect(model.body.version).toBe(2);
    expect(model.body.properties).toHaveLength(1);
  });

  it('two authors creating the same name at the same instant: one element, the other told the name exists', async () => {
    const before = (await read('', await store.headPosition())).body.length;
    const answers = await Promise.all(
      ['Contract', 'CONTRACT', 'contract'].map((name) =>
        call('POST', '', { items: [{ action: 'add', kind: 'model', name }] }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
    for (const refused of answers.filter((answer) => answer.status === 400)) {
      expect(refused.body.message).toBe('An element by this name already exists.');
    }
    expect((await read('', await store.headPosition())).body.length).toBe(before + 1);
  });

  it('deletes an element as a version, lists it as deleted, and restores it with its history', async () => {
    const { added } = await save([{ action: 'add', kind: 'table', name: 'Rates' }]);
    const id = added[0]._id;
    const table = await read(`/table/${id}`, await store.headPosition());
    expect(table.body).toMatchObject({ kind: 'table', key: 'Name', data: [{ Name: '' }] });
    expect(table.body.properties).toEqual([expect.objectContaining({ name: 'Name', type: 'text' })]);
    const removed = await save([{ action: 'remove', kind: 'table', _id: id }]);
    expect(removed.versions[id]).toBe(2);
    expect((await read(`/table/${id}`, removed.position)).status).toBe(404);
    const list = await read('', removed.position);
    expect(list.body.map((e: Json) => e.name)).not.toContain('Rates');
    const deleted = await read('/deleted', removed.position);
    expect(deleted.body).toEqual([expect.objectContaining({ _id: id, name: 'Rates', deletedBy: expect.any(String) })]);
    const restored = await call('POST', `/table/${id}/restore`, {});
    expect(restored.status).toBe(201);
    const back = await read(`/table/${id}`, restored.body.position);
    expect(back.body).toMatchObject({ name: 'Rates', version: 3 });
    const history = await read(`/table/${id}/versions`, restored.body.position);
    expect(history.body.versions.map((v: Json) => v.kind)).toEqual(['restored', 'deleted', 'created']);
    expect((await call('POST', `/table/${id}/restore`, {})).status).toBe(409);
  });

  it('reorders a model’s apps as one version; a list that is not its apps is refused', async () => {
    const { added } = await save([{ action: 'add', kind: 'model', name: 'Intake' }]);
    const id = added[0]._id;
    const withApps = await save(
      ['One', 'Two', 'Three'].map((name) => ({
        action: 'add',
        kind: 'app',
        parent: id,
        name,
        screens: [],
        generateDocs: true,
      })),
    );
    const apps = (await read(`/model/${id}`, withApps.position)).body.apps.map((app: Json) => app._id);
    const reordered = await call('POST', `/model/${id}/apps`, { apps: [apps[2], apps[0], apps[1]] });
    expect(reordered.status).toBe(201);
    const after = (await read(`/model/${id}`, reordered.body.position)).body;
    expect(after.version).toBe(3);
    expect(Object.fromEntries(after.apps.map((app: Json) => [app.name, app.position]))).toEqual({
      Three: 0,
      One: 1,
      Two: 2,
    });
    expect((await call('POST', `/model/${id}/apps`, { apps: [apps[0], apps[0], apps[1]] })).body).toEqual(
      expect.objectContaining({ message: 'The new order must list each of the model’s apps exactly once.' }),
    );
    expect((await call('POST', `/model/${id}/apps`, { apps: [apps[0]] })).status).toBe(400);
  });

  it('answers the older calls: the list narrowed to fields, and an element with its variables by id or name', async () => {
    const { added } = await save([{ action: 'add', kind: 'model', name: 'Estate' }]);
    const id = added[0]._id;
    const saved = await save([
      { action: 'add', kind: 'variable', parent: id, name: 'Value', type: 'number', isList: false },
    ]);
    const v1 = (path: string) =>
      fetch(`${t.url}/demo/api/types${path}`, {
        headers: { authorization: `Bearer ${token}`, 'x-min-position': String(saved.position) },
      });
    const list = (await (await v1('?fields=name,type,_id')).json()) as Json[];
    expect(list).toContainEqual({ name: 'Estate', type: 'object', _id: id });
    for (const path of [`/${id}`, '/Estate', '/estate']) {
      expect(await (await v1(path)).json()).toEqual({
        _id: id,
        name: 'Estate',
        type: 'object',
        properties: [{ _id: expect.any(String), name: 'Value', type: 'number', isList: false }],
      });
    }
    expect((await v1('/Nowhere')).status).toBe(404);
    expect((await v1('?fields=passwordHash')).status).toBe(400);
  });

  it('lists elements models first, then tables, by name, and searches them', async () => {
    const { position } = await save([
      { action: 'add', kind: 'table', name: 'Alpha' },
      { action: 'add', kind: 'model', name: 'Zeta' },
    ]);
    const names = (await read('', position)).body.map((e: Json) => `${e.kind}:${e.name}`);
    expect(names.indexOf('model:Zeta')).toBeLessThan(names.indexOf('table:Alpha'));
    const found = (await read('?search=zet', position)).body.map((e: Json) => e.name);
    expect(found).toEqual(['Zeta']);
  });

  it('answers bad input with a 4xx and a message, writing nothing, never a 500', async () => {
    const before = await store.headPosition();
    const bad: [string, string, unknown, number][] = [
      ['POST', '', { items: [] }, 400],
      ['POST', '', { items: [{ action: 'explode', kind: 'model' }] }, 400],
      ['POST', '', { items: [{ action: 'add', kind: 'model', name: 'has space' }] }, 400],
      ['POST', '', { items: [{ action: 'add', kind: 'variable', name: 'X' }] }, 400],
      ['POST', '', { items: [{ action: 'update', kind: 'variable', parent: 'nope', _id: 'x', name: 'Y' }] }, 404],
      ['POST', '', { items: 'not a list' }, 400],
      ['POST', '', [{ action: 'add' }], 400],
      ['POST', '/model/nope/revert', { version: 1 }, 404],
      ['POST', '/model/nope/revert', { version: -1 }, 400],
      ['POST', '/model/nope/versions/1/label', { label: 1 }, 400],
    ];
    for (const [method, path, body, status] of bad) {
      const answer = await call(method, path, body);
      expect({ path, body, status: answer.status }).toEqual({ path, body, status });
      expect(typeof answer.body.message).toBe('string');
    }
    const { added } = await save([{ action: 'add', kind: 'model', name: 'Big' }]);
    const afterCreate = await store.headPosition();
    const huge = await call('POST', '', {
      items: [
        { action: 'add', kind: 'formula', parent: added[0]._id, name: 'Huge', expression: 'x'.repeat(1_000_000) },
      ],
    });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toMatch(/too large/);
    expect(await store.headPosition()).toBe(afterCreate);
    for (const path of [
      '/model/x/versions/0',
      '/model/x/diff?from=1',
      '/spaceship/x',
      '/model/x/versions?limit=100000',
    ]) {
      expect((await call('GET', path)).status).toBe(400);
    }
    expect(before).toBeLessThan(afterCreate);
  });

  it('is for administrators only, and keeps workspaces apart', async () => {
    const { token: userToken } = await userWithToken(t.app, 'demo', { mail: 'plain@demo.test' });
    expect((await call('GET', '', undefined, userToken)).status).toBe(403);
    expect(
      (await call('POST', '', { items: [{ action: 'add', kind: 'model', name: 'Nope' }] }, userToken)).status,
    ).toBe(403);
    const { added } = await save([{ action: 'add', kind: 'model', name: 'Private' }]);
    const created = await operator(`${t.url}/api/workspaces`, {
      method: 'POST',
      body: { name: 'other', settings: { label: 'Other' } },
    });
    expect(created.status).toBe(201);
    const { token: otherAdmin } = await userWithToken(t.app, 'other', { mail: 'boss@other.test', isAdmin: true });
    const headers = { authorization: `Bearer ${otherAdmin}` };
    expect((await fetch(`${t.url}/other/api/v2/types/model/${added[0]._id}`, { headers })).status).toBe(404);
    expect((await fetch(`${t.url}/other/api/v2/types/model/${added[0]._id}/versions`, { headers })).status).toBe(404);
    const listed = (await (await fetch(`${t.url}/other/api/v2/types`, { headers })).json()) as Json[];
    expect(listed.map((e) => e.name)).not.toContain('Private');
    expect((await call('GET', `/model/${added[0]._id}`, undefined, otherAdmin)).status).toBe(403);
  });
  it('a name is held while used: freed by a rename or a delete, taken back by a restore, swapped in one save', async () => {
    const { added } = await save([
      { action: 'add', kind: 'model', name: 'Left' },
      { action: 'add', kind: 'model', name: 'Right' },
    ]);
    const [left, right] = added.map((each) => each._id);
    // A swap of two names in one save.
    await save([
      { action: 'update', kind: 'model', _id: left, name: 'Right' },
      { action: 'update', kind: 'model', _id: right, name: 'Left' },
    ]);
    // A rename frees the old name for a new element.
    await save([{ action: 'update', kind: 'model', _id: left, name: 'Middle' }]);
    const { added: again } = await save([{ action: 'add', kind: 'model', name: 'Right' }]);
    // Deleting frees a name; restoring takes it back unless another element has it.
    await save([{ action: 'remove', kind: 'model', _id: again[0]._id }]);
    const { added: third } = await save([{ action: 'add', kind: 'model', name: 'right' }]);
    const refused = await call('POST', `/model/${again[0]._id}/restore`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/An element by this name already exists/);
    await save([{ action: 'remove', kind: 'model', _id: third[0]._id }]);
    expect((await call('POST', `/model/${again[0]._id}/restore`)).status).toBe(201);
    // Reverting Middle to its version 2 would bring back the name Right, which the restored element holds.
    const revert = await call('POST', `/model/${left}/revert`, { version: 2 });
    expect(revert.status).toBe(400);
    expect(revert.body.message).toMatch(/An element by this name already exists/);
    // Its version 1 was named Left, which the other element took in the swap: freed by a rename, it can come back.
    await save([{ action: 'update', kind: 'model', _id: right, name: 'Other' }]);
    expect((await call('POST', `/model/${left}/revert`, { version: 1 })).status).toBe(201);
  });
  it('helps/evaluate names the element a variable draws on; 404 for one that draws on none', async () => {
    const { added } = await save([
      { action: 'add', kind: 'model', name: 'Firm' },
      { action: 'add', kind: 'table', name: 'Venues' },
    ]);
    const [firm, venues] = added.map((each) => each._id);
    const saved = await save([
      { action: 'add', kind: 'variable', parent: firm, name: 'Partner', type: 'object', typeDef: firm },
      {
        action: 'add',
        kind: 'variable',
        parent: firm,
        name: 'Venue',
        type: 'selection',
        typeOfVariable: 'aTable',
        options: 'Venues',
      },
      { action: 'add', kind: 'variable', parent: firm, name: 'Motto', type: 'text' },
    ]);
    const model = (await read(`/model/${firm}`, saved.position)).body;
    const idOf = (name: string) => model.properties.find((p: Json) => p.name === name)._id;
    const evaluate = (variable: string) => read(`/model/${firm}/variable/${variable}/helps/evaluate`, saved.position);
    expect((await evaluate(idOf('Partner'))).body).toEqual({ _id: firm, name: 'Firm', kind: 'model' });
    expect((await evaluate('Venue')).body).toEqual({ _id: venues, name: 'Venues', kind: 'table' });
    const none = await evaluate(idOf('Motto'));
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('The variable Motto draws on no element.');
    expect((await evaluate('Nobody')).status).toBe(404);
    expect((await read(`/model/nope/variable/x/helps/evaluate`, saved.position)).status).toBe(404);
  });
});
