// Notification groups over HTTP on real SQLite files (002 §3 Group, §7 GET /api/groups).
import type { EventStore } from '@app/storage';
import { EVENT_STORE, READ_MODELS } from '../shared/storage/tokens';
import { DEMO_ADMIN, signIn, withToken } from '../testing/auth-testing';
import { operator, startTestApp, type TestApp } from '../testing/test-app';
import { groupMemberMails } from './groups/group-mail';
import { json, userWithToken } from './users.testing';

describe('notification groups (HTTP, /api/groups)', () => {
  let t: TestApp;
  let store: EventStore;
  let admin: string;
  let ada: string;
  let bob: string;
  const call = (method: string, path = '', body?: unknown, token = admin, tenant = 'demo') =>
    withToken(token, `${t.url}/${tenant}/api/groups${path}`, { method, body });

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    store = t.app.get(EVENT_STORE);
    admin = (await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password)).token;
    ada = (await userWithToken(t.app, 'demo', { name: 'Ada', mail: 'ada@demo.test' })).userId;
    bob = (await userWithToken(t.app, 'demo', { name: 'Bob', mail: 'bob@demo.test' })).userId;
  });
  afterAll(() => t?.close());

  it('creates, lists, renames, changes members of and deletes a group', async () => {
    const created = await call('POST', '', { name: '  Partners ', members: [ada] });
    expect(created.status).toBe(201);
    const partners = await json(created);
    expect(partners).toEqual({
      _id: expect.any(String),
      name: 'Partners',
      members: [ada],
      version: 1,
      position: expect.any(Number),
    });
    expect((await call('POST', '', { name: 'Associates' })).status).toBe(201);
    expect((await json(call('GET'))).map((g: { name: string }) => g.name)).toEqual(['Associates', 'Partners']);

    const renamed = await call('PUT', `/${partners._id}`, { name: 'Senior partners', version: 1 });
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toMatchObject({ name: 'Senior partners', members: [ada], version: 2 });
    const members = await json(call('PUT', `/${partners._id}`, { members: [bob, ada], version: 2 }));
    expect(members).toMatchObject({ name: 'Senior partners', members: [bob, ada], version: 3 });
    expect(await groupMemberMails(store, t.app.get(READ_MODELS), 'demo', partners._id)).toEqual([
      'bob@demo.test',
      'ada@demo.test',
    ]);

    // The old name is free again once renamed; the new one is taken, whatever the case.
    expect((await call('POST', '', { name: 'partners' })).status).toBe(201);
    const taken = await call('POST', '', { name: 'SENIOR PARTNERS' });
    expect(taken.status).toBe(400);
    expect((await json(taken)).message).toBe('A group by this name already exists.');

    const deleted = await call('DELETE', `/${partners._id}`);
    expect(deleted.status).toBe(200);
    const { position, ...answer } = await json(deleted);
    expect(answer).toEqual({ deleted: true });
    const after = await withToken(admin, `${t.url}/demo/api/groups`, {
      headers: { 'x-min-position': String(position) },
    });
    expect((await json(after)).map((g: { name: string }) => g.name)).toEqual(['Associates', 'partners']);
    expect(await groupMemberMails(store, t.app.get(READ_MODELS), 'demo', partners._id)).toEqual([]);
    expect((await call('POST', '', { name: 'Senior partners' })).status).toBe(201);
    expect((await call('DELETE', `/${partners._id}`)).status).toBe(404);
  });

  it('refuses a change made on a stale version (409) and writes nothing', async () => {
    const group = await json(call('POST', '', { name: 'Reviewers' }));
    expect((await call('PUT', `/${group._id}`, { members: [ada], version: 1 })).status).toBe(200);
    const before = await store.headPosition();
    const stale = await call('PUT', `/${group._id}`, { name: 'Late', version: 1 });
    expect(stale.status).toBe(409);
    expect((await json(stale)).message).toContain('changed by someone else');
    expect(await store.headPosition()).toBe(before);
  });

  it.each([
    ['no name', { members: [] }, 'name'],
    ['an empty name', { name: '   ' }, 'Please provide a name.'],
    ['a name over 50 characters', { name: 'x'.repeat(51) }, 'Group names cannot exceed 50 characters.'],
    ['an unknown member', { name: 'Ghosts', members: ['nobody'] }, 'There is no user nobody in this workspace.'],
    ['an unknown field', { name: 'Extra', isAdmin: true }, 'isAdmin'],
    ['members that are not a list', { name: 'Bad', members: 'ada' }, 'members'],
    ['a malformed member id', { name: 'Bad', members: ['a.b'] }, 'members'],
  ])('refuses %s with a clear 400 and writes nothing', async (_case, body, message) => {
    const before = await store.headPosition();
    const response = await call('POST', '', body);
    expect(response.status).toBe(400);
    expect((await json(response)).message).toContain(message);
    expect(await store.headPosition()).toBe(before);
  });

  it('refuses an external user as a member, a bad id and an unknown group, writing nothing', async () => {
    const external = await userWithToken(t.app, 'demo', { mail: 'guest@demo.test', isExternal: true });
    const group = await json(call('POST', '', { name: 'Watchers' }));
    const before = await store.headPosition();
    const refused = await call('PUT', `/${group._id}`, { members: [external.userId] });
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toContain('External users cannot be members of a group');
    expect((await call('PUT', '/not.an.id', { name: 'X' })).status).toBe(400);
    expect((await call('PUT', '/unknown-group', { name: 'X' })).status).toBe(404);
    expect((await call('DELETE', '/unknown-group')).status).toBe(404);
    expect((await call('PUT', `/${group._id}`, { version: 0 })).status).toBe(400);
    expect(await store.headPosition()).toBe(before);
  });

  it('is for administrators only (403), and gives another workspace nothing', async () => {
    const group = await json(call('POST', '', { name: 'Private' }));
    const user = await userWithToken(t.app, 'demo', { mail: 'plain@demo.test' });
    const before = await store.headPosition();
    expect((await call('GET', '', undefined, user.token)).status).toBe(403);
    expect((await call('POST', '', { name: 'Mine' }, user.token)).status).toBe(403);
    expect((await call('PUT', `/${group._id}`, { name: 'Mine' }, user.token)).status).toBe(403);
    expect((await call('DELETE', `/${group._id}`, undefined, user.token)).status).toBe(403);

    const made = await operator(`${t.url}/api/workspaces`, {
      method: 'POST',
      body: { name: 'acme', settings: { label: 'Acme' } },
    });
    expect(made.status).toBe(201);
    const foreign = (await userWithToken(t.app, 'acme', { mail: 'boss@acme.test', isAdmin: true })).token;
    const afterSetup = await store.headPosition();
    expect(afterSetup).toBeGreaterThan(before);
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['POST', '', { name: 'Stolen' }],
      ['PUT', `/${group._id}`, { name: 'Stolen' }],
      ['DELETE', `/${group._id}`, undefined],
    ] as const) {
      const answer = await call(method, path, body, foreign);
      expect(answer.status).toBe(403);
      expect((await json(answer)).message).toBe('This token belongs to another workspace.');
    }
    // In its own workspace the foreign administrator sees its own (no) groups, and cannot reach demo's.
    expect(await json(call('GET', '', undefined, foreign, 'acme'))).toEqual([]);
    expect((await call('DELETE', `/${group._id}`, undefined, foreign, 'acme')).status).toBe(404);
    expect(await store.headPosition()).toBe(afterSetup);
  });
});
