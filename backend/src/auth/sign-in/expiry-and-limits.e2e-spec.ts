import type { EventStore } from '@app/storage';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { DEMO_ADMIN, lastPasswordLinkToken, signIn, withToken, postJson } from '../../testing/auth-testing';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { LINK_INVALID } from '../auth-messages';
import { TOO_MANY_ATTEMPTS } from '../auth-rate-limit.guard';

const post = postJson;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Short lifetimes and a small rate limit through the environment, as an operator would set them. */
describe('expired tokens and rate limits (HTTP)', () => {
  let t: TestApp;
  let store: EventStore;
  const api = (path: string, tenant = 'demo') => `${t.url}/${tenant}/api/${path}`;

  beforeAll(async () => {
    t = await startTestApp({ ACCESS_TOKEN_TTL: '1s', RESET_TOKEN_TTL: '1s', AUTH_RATE_LIMIT: '3' });
    store = t.app.get(EVENT_STORE);
  });
  afterAll(() => t?.close());

  it('an expired access token is refused; isAuth with the refresh token rotates; an expired reset link is refused', async () => {
    const session = await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password);
    expect((await post(api('users/reset'), { email: DEMO_ADMIN.mail })).status).toBe(200);
    const resetToken = await lastPasswordLinkToken(t.dataDir, DEMO_ADMIN.mail);
    await sleep(2100);

    const refused = await withToken(session.token, api('auth/signout'), { method: 'POST', body: {} });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ message: 'Your session has ended. Please sign in again.' });

    expect(await post(api('isAuth/'), { token: session.token }).then((r) => r.json())).toEqual({ isAuth: false });
    const renewed = await post(api('isAuth/'), { token: session.token, refreshToken: session.refreshToken });
    const body = await renewed.json();
    expect(body).toMatchObject({ isAuth: true, user: { mail: DEMO_ADMIN.mail }, token: expect.any(String) });
    expect(body.refreshToken).not.toBe(session.refreshToken);
    const fresh = await post(api('isAuth/'), { token: body.token });
    expect(await fresh.json()).toMatchObject({ isAuth: true });

    const before = await store.headPosition();
    const expiredLink = await post(api('users/password'), { token: resetToken, password: 'long-enough-1' });
    expect(expiredLink.status).toBe(400);
    expect(await expiredLink.json()).toMatchObject({ message: LINK_INVALID });
    expect(await store.headPosition()).toBe(before);
  });

  it('answers 429 with a clear message past AUTH_RATE_LIMIT attempts a minute, per workspace', async () => {
    // The first test used one sign-in of the three allowed this minute.
    const attempt = () => post(api('auth/signin'), { user: { email: DEMO_ADMIN.mail, password: 'wrong-password' } });
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ message: TOO_MANY_ATTEMPTS });
    // Counted per workspace: another workspace's sign-in is not blocked by this one's attempts.
    const elsewhere = await post(api('auth/signin', 'nosuch'), { user: { email: 'a@b.test', password: 'whatever' } });
    expect(elsewhere.status).toBe(404);
  });
});
