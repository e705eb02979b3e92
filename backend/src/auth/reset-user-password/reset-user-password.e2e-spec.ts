import type { EventStore } from '@app/storage';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { DEMO_ADMIN, lastPasswordLinkToken, signIn, withToken } from '../../testing/auth-testing';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { json, userWithToken } from '../../users/users.testing';
import { MICROSOFT_NO_PASSWORD, RESET_SENT_BY_ADMIN } from './reset-user-password.controller';

describe('RESET PASSWORD by an administrator (HTTP)', () => {
  let t: TestApp;
  let store: EventStore;
  let admin: string;
  const reset = (token: string, id: string) =>
    withToken(token, `${t.url}/demo/api/users/${id}/reset-password`, { method: 'POST' });

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    store = t.app.get(EVENT_STORE);
    admin = (await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password)).token;
  });
  afterAll(() => t?.close());

  it('mails a reset link with which the new user sets a password and signs in', async () => {
    const created = await withToken(admin, `${t.url}/demo/api/users`, {
      method: 'POST',
      body: { name: 'Newbie', mail: 'newbie@acme.test', isAdmin: false, pass: '', type: 'default' },
    });
    const { _id } = await json(created);
    const response = await reset(admin, _id);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: RESET_SENT_BY_ADMIN });
    const token = await lastPasswordLinkToken(t.dataDir, 'newbie@acme.test');
    const set = await fetch(`${t.url}/demo/api/users/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: 'newbie-password-1' }),
    });
    expect(set.status).toBeLessThan(300);
    await expect(signIn(t.url, 'demo', 'newbie@acme.test', 'newbie-password-1')).resolves.toMatchObject({
      user: { _id },
    });
  });

  it('refuses a Microsoft account (400), an unknown user (404) and a non-administrator (403), appending nothing', async () => {
    const ms = await userWithToken(t.app, 'demo', { mail: 'ms-reset@acme.test', type: 'microsoft' });
    const plain = await userWithToken(t.app, 'demo', { mail: 'plain-reset@acme.test' });
    const before = await store.headPosition();
    const microsoft = await reset(admin, ms.userId);
    expect(microsoft.status).toBe(400);
    expect((await json(microsoft)).message).toBe(MICROSOFT_NO_PASSWORD);
    expect((await reset(admin, 'no-such-user')).status).toBe(404);
    expect((await reset(plain.token, ms.userId)).status).toBe(403);
    expect((await reset(admin, 'a.b')).status).toBe(400);
    expect(await store.headPosition()).toBe(before);
  });
});
