import type { EventStore } from '@app/storage';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { DEMO_ADMIN, postJson as post, signIn } from '../../testing/auth-testing';
import { operator, startTestApp, type TestApp } from '../../testing/test-app';
import { WORKSPACE_DEACTIVATED } from '../auth-workspace';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POST /{tenancy}/api/isAuth/ given what it should not be (docs/access.md, "isAuth contract"). */
describe('isAuth with bad input (HTTP)', () => {
  let t: TestApp;
  let store: EventStore;
  let token: string;
  const api = (path: string, tenant = 'demo') => `${t.url}/${tenant}/api/${path}`;
  const head = () => store.headPosition();

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000', ACCESS_TOKEN_TTL: '1s' });
    store = t.app.get(EVENT_STORE);
    token = (await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password)).token;
    const created = await operator(`${t.url}/api/workspaces`, {
      method: 'POST',
      body: { name: 'closed', settings: { label: 'Closed' } },
    });
    expect(created.status).toBe(201);
    const { position } = (await (
      await operator(`${t.url}/api/workspaces/closed/deactivate`, { method: 'POST', body: { reason: 'test' } })
    ).json()) as { position: number };
    // Read the deactivation back, so the read models show it before the tests run.
    await fetch(`${t.url}/api/isTenancy/closed`, { headers: { 'x-min-position': String(position) } });
  });
  afterAll(() => t?.close());

  const long = (n: number) => 'x'.repeat(n);
  it.each([
    ['no token', {}, 'Invalid body: token: '],
    ['a number as token', { token: 42 }, 'Invalid body: token: '],
    ['an object as refreshToken', { token: 'a.b.c', refreshToken: { t: 1 } }, 'Invalid body: refreshToken: '],
    ['a list as visitorId', { token: 'a.b.c', visitorId: ['v'] }, 'Invalid body: visitorId: '],
    ['a 4,097-character token', { token: long(4097) }, 'Invalid body: token: '],
    ['a 201-character refreshToken', { token: 'a.b.c', refreshToken: long(201) }, 'Invalid body: refreshToken: '],
    ['a 201-character visitorId', { token: 'a.b.c', visitorId: long(201) }, 'Invalid body: visitorId: '],
    ['an empty token', { token: '' }, 'Invalid body: token: '],
  ])('answers 400 for %s, naming the field, changing nothing', async (_case, body, message) => {
    const before = await head();
    const response = await post(api('isAuth/'), body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(await head()).toBe(before);
  });

  it('answers a body that is a list, or not JSON, with 400', async () => {
    for (const raw of ['[1,2]', '{"token":']) {
      const response = await fetch(api('isAuth/'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: raw,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message?: unknown }).message).toEqual(expect.any(String));
    }
  });

  it('answers 404 for an unknown workspace and 403 for a deactivated one, changing nothing', async () => {
    const before = await head();
    const unknown = await post(api('isAuth/', 'nosuch'), { token });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('Workspace nosuch not found!');
    const closed = await post(api('isAuth/', 'closed'), { token });
    expect(closed.status).toBe(403);
    expect((await closed.json()).message).toBe(WORKSPACE_DEACTIVATED);
    expect(await head()).toBe(before);
  });

  it('a reused refresh token ends the family: isAuth answers false, and the newest token stops working too', async () => {
    const session = await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password);
    await sleep(1100); // the access token expires, so isAuth rotates
    const rotated = await (await post(api('isAuth/'), session)).json();
    expect(rotated).toMatchObject({ isAuth: true, token: expect.any(String), refreshToken: expect.any(String) });

    const reused = await post(api('isAuth/'), { token: session.token, refreshToken: session.refreshToken });
    expect(reused.status).toBe(200);
    expect(await reused.json()).toEqual({ isAuth: false });
    const ended = await store.readAll({ tenant: 'demo', types: ['SessionEnded'] });
    expect(ended.at(-1)?.data).toEqual({ reason: 'reuseDetected' });

    const before = await head();
    await sleep(1100); // the rotated access token expires as well
    const newest = await post(api('isAuth/'), { token: rotated.token, refreshToken: rotated.refreshToken });
    expect(await newest.json()).toEqual({ isAuth: false });
    const refreshed = await post(api('auth/refresh'), { refreshToken: rotated.refreshToken });
    expect(refreshed.status).toBe(401);
    expect((await refreshed.json()).message).toBe('Your session has ended. Please sign in again.');
    expect(await head()).toBe(before);
  });
});
