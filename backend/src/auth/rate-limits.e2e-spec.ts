import type { EventStore } from '@app/storage';
import { EVENT_STORE } from '../shared/storage/tokens';
import { DEMO_ADMIN, postJson as post, signIn } from '../testing/auth-testing';
import { startTestApp, type TestApp } from '../testing/test-app';
import { TOO_MANY_ATTEMPTS } from './auth-rate-limit.guard';

const LIMIT = 2;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** AUTH_RATE_LIMIT attempts a minute per client address and workspace on each endpoint (docs/access.md). */
describe('rate limits of the sign-in, registration and password endpoints (HTTP)', () => {
  let t: TestApp;
  let store: EventStore;
  const api = (path: string, tenant = 'demo') => `${t.url}/${tenant}/api/${path}`;

  beforeAll(async () => {
    // Long enough that the checks below run well within the token's life on a loaded machine (npm test runs
    // about 60 suites at once); short enough to wait out.
    t = await startTestApp({ AUTH_RATE_LIMIT: String(LIMIT), ACCESS_TOKEN_TTL: '3s' });
    store = t.app.get(EVENT_STORE);
  });
  afterAll(() => t?.close());

  it.each([
    ['registration', 'auth/registration'],
    ['forgot password', 'users/reset'],
    ['set password', 'users/password'],
    ['refresh', 'auth/refresh'],
  ])('%s: past the limit, 429 with a clear message, and nothing is done', async (_what, path) => {
    // Malformed bodies count as attempts: the limit comes before anything is read.
    for (let attempt = 0; attempt < LIMIT; attempt++) expect((await post(api(path), {})).status).toBe(400);
    const before = await store.headPosition();
    const limited = await post(api(path), { user: { email: 'new@acme.test' }, email: DEMO_ADMIN.mail });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ message: TOO_MANY_ATTEMPTS });
    expect(await store.headPosition()).toBe(before);
    // Per workspace: the same client is not limited in another one (the malformed body is a 400 there).
    expect((await post(api(path, 'elsewhere'), {})).status).toBe(400);
  });

  it('isAuth: checking a token is never limited; only calls that would rotate a refresh token are', async () => {
    const session = await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password);
    const signedInAt = Date.now();
    for (let check = 0; check < LIMIT + 3; check++) {
      const checked = await post(api('isAuth/'), { token: session.token, refreshToken: session.refreshToken });
      expect(await checked.json()).toMatchObject({ isAuth: true });
    }
    expect(Date.now() - signedInAt).toBeLessThan(3000); // the checks above saw a live token
    await sleep(3100 - (Date.now() - signedInAt)); // the access token expires: isAuth would now rotate
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      const wrong = await post(api('isAuth/'), { token: session.token, refreshToken: `${'x'.repeat(22)}.wrong` });
      expect(await wrong.json()).toEqual({ isAuth: false });
    }
    const before = await store.headPosition();
    const limited = await post(api('isAuth/'), { token: session.token, refreshToken: session.refreshToken });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ message: TOO_MANY_ATTEMPTS });
    expect(await store.headPosition()).toBe(before);
    // Without a refresh token nothing can rotate: still answered.
    expect(await (await post(api('isAuth/'), { token: session.token })).json()).toEqual({ isAuth: false });
  });
});
