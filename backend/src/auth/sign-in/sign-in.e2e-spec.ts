import type { EventStore } from '@app/storage';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { DEMO_ADMIN, signIn, withToken, postJson } from '../../testing/auth-testing';
import { operator, startTestApp, type TestApp } from '../../testing/test-app';
import { BAD_CREDENTIALS } from '../auth-messages';

const post = postJson;

describe('sign-in, isAuth, refresh and sign-out (HTTP)', () => {
  let t: TestApp;
  let store: EventStore;
  const api = (path: string) => `${t.url}/demo/api/${path}`;
  const head = () => store.headPosition();

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    store = t.app.get(EVENT_STORE);
    const other = await operator(`${t.url}/api/workspaces`, {
      method: 'POST',
      body: { name: 'other', settings: { label: 'Other' } },
    });
    expect(other.status).toBe(201);
  });
  afterAll(() => t?.close());

  it('signs the demo administrator in: token, user, refreshToken, and UserSignedIn for lastLogin', async () => {
    const before = await head();
    const response = await post(api('auth/signin'), {
      user: { email: 'Admin@Demo.test', password: DEMO_ADMIN.password },
      visitorId: 'browser-1',
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      token: expect.any(String),
      refreshToken: expect.any(String),
      user: { mail: DEMO_ADMIN.mail, isAdmin: true, isExternal: false, type: 'default', permissions: [] },
    });
    expect(body.user.lastLogin).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash/);
    const appended = await store.readAll({ tenant: 'demo', afterPosition: before });
    expect(appended.map((event) => event.type).sort()).toEqual(['SessionStarted', 'UserSignedIn']);
    expect(JSON.stringify(appended)).not.toContain(body.refreshToken);
  });

  it.each([
    ['an unknown e-mail', 'nobody@demo.test', DEMO_ADMIN.password],
    ['a wrong password', DEMO_ADMIN.mail, 'wrong-password'],
  ])('refuses %s with the same §8 text and appends nothing', async (_case, email, password) => {
    const before = await head();
    const response = await post(api('auth/signin'), { user: { email, password } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: BAD_CREDENTIALS });
    expect(await head()).toBe(before);
  });

  it.each([
    ['no body', {}, 'user'],
    ['no password', { user: { email: DEMO_ADMIN.mail } }, 'user.password'],
    ['a number as e-mail', { user: { email: 5, password: 'x' } }, 'user.email'],
    [
      'a 10,000-character password',
      { user: { email: DEMO_ADMIN.mail, password: 'x'.repeat(10_000) } },
      'user.password',
    ],
    [
      'a 10,000-character visitorId',
      { user: { email: DEMO_ADMIN.mail, password: 'x' }, visitorId: 'v'.repeat(10_000) },
      'visitorId',
    ],
  ])('answers 400 for %s, naming the field, and appends nothing', async (_case, body, field) => {
    const before = await head();
    const response = await post(api('auth/signin'), body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain(field);
    expect(await head()).toBe(before);
  });

  it('answers 404 for an unknown workspace and 400 for an invalid name', async () => {
    const body = { user: { email: DEMO_ADMIN.mail, password: DEMO_ADMIN.password } };
    const unknown = await post(`${t.url}/nosuch/api/auth/signin`, body);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: 'Workspace nosuch not found!' });
    const invalid = await post(`${t.url}/No-Such/api/auth/signin`, body);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ message: 'Sorry, only letters (a-z), numbers (0-9) are allowed.' });
  });

  it('isAuth: a valid token answers the user without new tokens; garbage answers isAuth false', async () => {
    const { token } = await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password);
    const valid = await post(api('isAuth/'), { token, visitorId: 'browser-1' });
    expect(valid.status).toBe(200);
    const body = await valid.json();
    expect(body).toMatchObject({ isAuth: true, user: { mail: DEMO_ADMIN.mail } });
    expect(body.token).toBeUndefined();
    const garbage = await post(api('isAuth/'), { token: 'not-a-token' });
    expect(await garbage.json()).toEqual({ isAuth: false });
    const missing = await post(api('isAuth/'), {});
    expect(missing.status).toBe(400);
  });

  it('refresh rotates; reusing the old refresh token ends the whole family', async () => {
    const first = await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password);
    const rotated = await post(api('auth/refresh'), { refreshToken: first.refreshToken });
    expect(rotated.status).toBe(200);
    const second = await rotated.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.token).toEqual(expect.any(String));

    const reused = await post(api('auth/refresh'), { refreshToken: first.refreshToken });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({ message: 'Your session has ended. Please sign in again.' });
    // The thief's reuse also locks out the holder of the newest token.
    const afterReuse = await post(api('auth/refresh'), { refreshToken: second.refreshToken });
    expect(afterReuse.status).toBe(401);
    const ended = await store.readAll({ tenant: 'demo', types: ['SessionEnded'] });
    expect(ended.at(-1)?.data).toEqual({ reason: 'reuseDetected' });
  });

  it('two refreshes racing with one token: one wins, the other counts as reuse and ends the family', async () => {
    const session = await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password);
    const answers = await Promise.all(
      [1, 2].map(() => post(api('auth/refresh'), { refreshToken: session.refreshToken })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const winner = await answers.find((answer) => answer.status === 200)!.json();
    expect((await post(api('auth/refresh'), { refreshToken: winner.refreshToken })).status).toBe(401);
  });

  it('a made-up token of a real family (its id is in any access token) is a plain 401: the family lives on', async () => {
    const session = await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password);
    const familyId = JSON.parse(Buffer.from(session.token.split('.')[1], 'base64url').toString()).session;
    const before = await head();
    const forged = `${familyId}.${'A'.repeat(43)}`;
    const refused = await post(api('auth/refresh'), { refreshToken: forged });
    expect(refused.status).toBe(401);
    expect(await head()).toBe(before);
    // Its owner is not signed out: the real token still rotates, and the access token still works.
    const rotated = await post(api('auth/refresh'), { refreshToken: session.refreshToken });
    expect(rotated.status).toBe(200);
    expect((await withToken(session.token, api('users'))).status).toBe(200);
  });

  it('refuses an access token without an expiry, even one signed with the right key', async () => {
    const session = await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password);
    const { exp: _exp, ...claims } = JSON.parse(Buffer.from(session.token.split('.')[1], 'base64url').toString());
    const secret = readFileSync(join(t.dataDir, 'auth-secret'), 'utf8');
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
    const forever = `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
    expect((await withToken(forever, api('users'))).status).toBe(401);
    // The same claims with the expiry the server gave them pass: only the missing exp is refused.
    expect((await withToken(session.token, api('users'))).status).toBe(200);
  });

  it('refresh refuses malformed and foreign tokens with 4xx and appends nothing', async () => {
    const before = await head();
    for (const refreshToken of ['x', 'a'.repeat(10_000), 123]) {
      const response = await post(api('auth/refresh'), { refreshToken });
      expect([400, 401]).toContain(response.status);
      expect((await response.json()).message).toEqual(expect.any(String));
    }
    expect(await head()).toBe(before);
  });

  it('sign-out ends the session: its refresh token and its access token stop working', async () => {
    const session = await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password);
    const out = await withToken(session.token, api('auth/signout'), { method: 'POST', body: {} });
    expect(out.status).toBe(200);
    const refresh = await post(api('auth/refresh'), { refreshToken: session.refreshToken });
    expect(refresh.status).toBe(401);
    const again = await withToken(session.token, api('auth/signout'), { method: 'POST', body: {} });
    expect(again.status).toBe(401);
    expect(await post(api('isAuth/'), { token: session.token }).then((r) => r.json())).toEqual({ isAuth: false });
  });

  it('a token of one workspace is refused in another (sign-out, refresh, isAuth)', async () => {
    const none = await postJson(api('auth/signout'), undefined);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ message: 'Please sign in to continue.' });
    const { token } = await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password);
    const foreign = await withToken(token, `${t.url}/other/api/auth/signout`, { method: 'POST', body: {} });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ message: 'This token belongs to another workspace.' });
    const session = await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password);
    const before = await head();
    const foreignRefresh = await post(`${t.url}/other/api/auth/refresh`, { refreshToken: session.refreshToken });
    expect(foreignRefresh.status).toBe(401);
    expect(await head()).toBe(before);
    expect((await post(api('auth/refresh'), { refreshToken: session.refreshToken })).status).toBe(200);
    const elsewhere = await post(`${t.url}/other/api/isAuth/`, { token });
    expect(await elsewhere.json()).toEqual({ isAuth: false });
  });
});
