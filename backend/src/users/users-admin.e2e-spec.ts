import type { ProjectionRunner } from '@app/projections';
import type { EventStore } from '@app/storage';
import { join } from 'node:path';
import { readOutbox } from '../shared/mail';
import { EVENT_STORE, PROJECTION_RUNNER } from '../shared/storage/tokens';
import { DEMO_ADMIN, signIn, withToken } from '../testing/auth-testing';
import { startTestApp, type TestApp } from '../testing/test-app';
import { CANNOT_DELETE_SELF } from './delete-user/delete-user.decide';
import { MailReservationStream, mailReservationId } from './user.streams';
import { EXTERNAL_ROLE_FIXED, MICROSOFT_MAIL_FIXED } from './update-user/update-user.decide';
import { json, userWithToken } from './users.testing';

describe('users administration (HTTP, administrator)', () => {
  let t: TestApp;
  let store: EventStore;
  let admin: { token: string; userId: string };
  const users = (path = '') => `${t.url}/demo/api/users${path}`;
  const call = (path: string, init: Parameters<typeof withToken>[2] = {}) => withToken(admin.token, users(path), init);
  const create = (body: Record<string, unknown>) =>
    call('', { method: 'POST', body: { name: 'Ada', isAdmin: false, pass: '', type: 'default', ...body } });

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    store = t.app.get(EVENT_STORE);
    const signedIn = await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password);
    admin = { token: signedIn.token, userId: signedIn.user._id };
  });
  afterAll(() => t?.close());

  it('creates a user with the address stripped and lower-cased, and lists users by name', async () => {
    const response = await create({ name: 'Zoe', mail: ' Zoe @Acme.TEST ' });
    expect(response.status).toBe(201);
    const zoe = await json(response);
    expect(zoe).toEqual({
      _id: expect.any(String),
      name: 'Zoe',
      mail: 'zoe@acme.test',
      isAdmin: false,
      isExternal: false,
      type: 'default',
      dateCreate: expect.any(String),
      permissions: [],
    });
    await create({ name: 'Bob', mail: 'bob@acme.test', isAdmin: true });
    const list = await json(call(''));
    const names = list.map((user: { name: string }) => user.name);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['Zoe', 'Bob', 'Demo administrator']));
    expect(JSON.stringify(list)).not.toMatch(/argon2|passwordHash/);
    // The creation sends no mail: RESET PASSWORD does (docs/access.md).
    expect((await readOutbox(join(t.dataDir, 'outbox'))).filter((mail) => mail.to === 'zoe@acme.test')).toEqual([]);
  });

  it.each([
    ['an invalid address', { mail: 'not-an-address' }, 400, 'From is not a valid email'],
    ['an empty name', { mail: 'noname@acme.test', name: '  ' }, 400, 'That name is empty'],
    ['a taken address, in another case', { mail: 'ZOE@acme.test' }, 409, 'That email is taken. Try another.'],
  ])('refuses %s with the §5 message and appends nothing', async (_case, body, status, message) => {
    const before = await store.headPosition();
    const response = await create(body);
    expect(response.status).toBe(status);
    expect((await json(response)).message).toBe(message);
    expect(await store.headPosition()).toBe(before);
  });

  it('refuses the address of a user created before addresses were reserved', async () => {
    const { position } = await store.append(
      'demo.user-legacy1',
      [
        {
          type: 'UserCreated',
          data: {
            userId: 'legacy1',
            name: 'Old',
            mail: 'old@acme.test',
            isAdmin: false,
            isExternal: false,
            type: 'default',
          },
          metadata: {
            tenant: 'demo',
            userId: null,
            correlationId: 'c',
            causationId: null,
            time: new Date().toISOString(),
          },
        },
      ],
      'no_stream',
    );
    await t.app.get<ProjectionRunner>(PROJECTION_RUNNER).waitFor(position, 5000);
    const response = await create({ mail: 'old@acme.test' });
    expect(response.status).toBe(409);
  });

  it('creates a Microsoft account without a name', async () => {
    const response = await create({ name: '', mail: 'ms@acme.test', type: 'microsoft' });
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({ name: '', type: 'microsoft' });
  });

  it('lets exactly one of two simultaneous creations with one address succeed', async () => {
    const answers = await Promise.all([create({ mail: 'twin@acme.test' }), create({ mail: 'Twin@acme.test' })]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const created = await store.readAll({ tenant: 'demo', types: ['UserCreated'] });
    expect(created.filter((e) => (e.data as { mail: string }).mail === 'twin@acme.test')).toHaveLength(1);
  });

  it('edits only the changed fields, re-reserving a changed address', async () => {
    const ann = await json(create({ name: 'Ann', mail: 'ann@acme.test' }));
    const before = await store.headPosition();
    const response = await call(`/${ann._id}`, {
      method: 'PUT',
      body: { _id: ann._id, name: 'Ann B', mail: 'ANN.B@acme.test', isAdmin: false },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ _id: ann._id, name: 'Ann B', mail: 'ann.b@acme.test' });
    const updated = await store.readAll({ tenant: 'demo', types: ['UserUpdated'], afterPosition: before });
    expect(updated.map((e) => e.data)).toEqual([{ userId: ann._id, name: 'Ann B', mail: 'ann.b@acme.test' }]);
    // The old address is free again, the new one is taken.
    expect((await create({ mail: 'ann@acme.test', name: 'New Ann' })).status).toBe(201);
    expect((await create({ mail: 'ann.b@acme.test' })).status).toBe(409);
  });

  it('refuses an edit to an address another user has, or one with another _id', async () => {
    const cy = await json(create({ name: 'Cy', mail: 'cy@acme.test' }));
    const taken = await call(`/${cy._id}`, { method: 'PUT', body: { _id: cy._id, name: 'Cy', mail: 'bob@acme.test' } });
    expect(taken.status).toBe(409);
    expect((await json(taken)).message).toBe('That email is taken. Try another.');
    const other = await call(`/${cy._id}`, { method: 'PUT', body: { _id: admin.userId, name: 'Cy' } });
    expect(other.status).toBe(400);
    expect((await call(`/${cy._id}`, { method: 'PUT', body: { _id: cy._id, name: '' } })).status).toBe(400);
  });

  it("refuses to change a Microsoft account's address with a message that says why, appending nothing", async () => {
    const ms = await json(create({ name: '', mail: 'ms-edit@acme.test', type: 'microsoft' }));
    const before = await store.headPosition();
    for (const mail of ['other@acme.test', 'not an address']) {
      const response = await call(`/${ms._id}`, { method: 'PUT', body: { _id: ms._id, name: 'Ms', mail } });
      expect(response.status).toBe(400);
      expect((await json(response)).message).toBe(MICROSOFT_MAIL_FIXED);
    }
    expect(await store.headPosition()).toBe(before);
    // The Edit User modal sends the address as it is (spaces and case aside): the other fields are saved.
    const same = await call(`/${ms._id}`, {
      method: 'PUT',
      body: { _id: ms._id, name: 'Ms Named', mail: ' MS-Edit@acme.test ', isAdmin: false },
    });
    expect(same.status).toBe(200);
    expect(await json(same)).toMatchObject({ name: 'Ms Named', mail: 'ms-edit@acme.test', type: 'microsoft' });
  });

  it("refuses to change an external user's role", async () => {
    const ext = await userWithToken(t.app, 'demo', { mail: 'ext-role@acme.test', isExternal: true });
    const response = await call(`/${ext.userId}`, { method: 'PUT', body: { _id: ext.userId, isAdmin: true } });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(EXTERNAL_ROLE_FIXED);
  });

  it('sets permissions for an administrator', async () => {
    const dee = await json(create({ name: 'Dee', mail: 'dee@acme.test' }));
    const response = await call(`/${dee._id}`, { method: 'PUT', body: { permissions: ['clients', 'matters'] } });
    expect(await json(response)).toMatchObject({ permissions: ['clients', 'matters'] });
  });

  it('deletes a user: gone from the list, cannot sign in, address reusable, events kept', async () => {
    const gone = await userWithToken(t.app, 'demo', { mail: 'gone@acme.test', name: 'Gone' }, 'gone-password-1');
    const session = await signIn(t.url, 'demo', 'gone@acme.test', 'gone-password-1');
    const response = await call(`/${gone.userId}`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    const { position } = await json(response);
    const list = await json(call('', { headers: { 'x-min-position': String(position) } }));
    expect(list.map((u: { _id: string }) => u._id)).not.toContain(gone.userId);
    await expect(signIn(t.url, 'demo', 'gone@acme.test', 'gone-password-1')).rejects.toThrow('401');
    expect((await withToken(gone.token, users())).status).toBe(401);
    const refreshed = await fetch(`${t.url}/demo/api/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    });
    expect(refreshed.status).toBe(401);
    const history = await store.readStream(`demo.user-${gone.userId}`);
    expect(history.map((e) => e.type)).toEqual(
      expect.arrayContaining(['UserCreated', 'UserPasswordSet', 'UserSignedIn', 'UserDeleted']),
    );
    const reservation = await store.readStream(MailReservationStream.name('demo', mailReservationId('gone@acme.test')));
    expect(reservation.map((e) => e.type)).toEqual(['UserMailReserved', 'UserMailReleased']);
    expect((await create({ mail: 'gone@acme.test', name: 'Back' })).status).toBe(201);
    expect((await call(`/${gone.userId}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses an administrator deleting themselves', async () => {
    const before = await store.headPosition();
    const response = await call(`/${admin.userId}`, { method: 'DELETE' });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(CANNOT_DELETE_SELF);
    expect(await store.headPosition()).toBe(before);
  });

  it('refuses a body on a delete, which takes none, appending nothing', async () => {
    const kept = await userWithToken(t.app, 'demo', { mail: 'kept@acme.test', name: 'Kept' });
    const before = await store.headPosition();
    const response = await call(`/${kept.userId}`, { method: 'DELETE', body: { hard: true } });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe('Invalid body: Unrecognized key: "hard"');
    expect(await store.headPosition()).toBe(before);
  });

  it('answers 304 to an unchanged list and a new ETag once a user is added', async () => {
    const first = await call('');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    expect((await call('', { headers: { 'if-none-match': etag } })).status).toBe(304);
    const { _id } = await json(create({ name: 'Eve', mail: 'eve@acme.test' }));
    const after = await call('', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await json(after)).map((u: { _id: string }) => u._id)).toContain(_id);
  });

  it('shows lastLogin from sign-in events', async () => {
    const list = await json(call(''));
    const me = list.find((u: { _id: string }) => u._id === admin.userId);
    expect(me.lastLogin).toEqual(expect.any(String));
  });
});
