import { operator, startTestApp, type TestApp } from '../testing/test-app';
import { UserStream } from '../users/user.streams';
import { startMockOAuthProvider, type MockOAuthProvider } from './testing/mock-oauth-provider';
import {
  callbackFromProvider,
  createUser,
  decodeT,
  eventsOf,
  followSignIn,
  isAuth,
  settle,
  startSignIn,
  store,
} from './testing/oauth-flow.testing';

let provider: MockOAuthProvider;
let app: TestApp;

beforeAll(async () => {
  provider = await startMockOAuthProvider();
  app = await startTestApp(provider.env());
  // The callback URL is only known once the app listens on its free port; the env is read per request.
  app.env.PUBLIC_URL = app.url;
});

afterAll(async () => {
  await app?.close();
  await provider?.stop();
});

async function setAddon(addon: string, enabled: boolean) {
  const response = await operator(`${app.url}/api/workspaces/demo/addons/${addon}`, {
    method: 'PUT',
    body: { enabled },
  });
  expect(response.status).toBe(200);
  await settle(app, ((await response.json()) as { position: number }).position);
}

async function setRegistration(isRegistration: boolean) {
  const response = await operator(`${app.url}/api/workspaces/demo/settings`, {
    method: 'PATCH',
    body: { isRegistration },
  });
  expect(response.status).toBe(200);
  await settle(app, ((await response.json()) as { position: number }).position);
}

describe('sign-in through a provider (real passport strategies against oauth2-mock-server)', () => {
  it('signs an existing user in with Microsoft: provider round trip, t token that works, identity linked once', async () => {
    const userId = await createUser(app, 'demo', { mail: 'ms.user@example.test', type: 'microsoft', name: '' });
    provider.profile = { id: 'ms-subject-1', email: 'MS.User@Example.test', name: 'Ms User' };
    const tokensSeen = provider.bearerTokens.length;

    const { hops, final } = await followSignIn(`${app.url}/demo/api/auth/microsoft`);

    const authorize = new URL(hops[0].location!);
    expect(authorize.origin).toBe(provider.issuerUrl);
    expect(authorize.pathname).toBe('/authorize');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${app.url}/api/auth/microsoft/callback`);
    expect(authorize.searchParams.get('client_id')).toBe('microsoft-client');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(new URL(hops[1].location!).pathname).toBe('/api/auth/microsoft/callback');
    expect(final.origin + final.pathname).toBe(`${app.url}/demo/`);
    // The strategy really exchanged the code and read the profile with the token it got.
    expect(provider.bearerTokens.length).toBe(tokensSeen + 1);

    const { token, refreshToken } = decodeT(final);
    expect(refreshToken).toBeTruthy();
    const check = await isAuth(app, 'demo', token);
    expect(check.status).toBe(200);
    expect(check.body.isAuth).toBe(true);
    expect(check.body.user?._id).toBe(userId);

    await followSignIn(`${app.url}/demo/api/auth/microsoft`);
    const events = await eventsOf(app, UserStream.name('demo', userId));
    const linked = events.filter((event) => event.type === 'ExternalIdentityLinked');
    expect(linked.map((event) => event.data)).toEqual([{ userId, provider: 'microsoft', subject: 'ms-subject-1' }]);
    expect(
      events.filter((event) => event.type === 'UserSignedIn').map((event) => (event.data as { method: string }).method),
    ).toEqual(['microsoft', 'microsoft']);
    // No personal data in metadata.
    expect(JSON.stringify(linked[0].metadata)).not.toContain('example.test');
  });

  it('registers a new user through Google when the workspace allows registration (not admin, type default)', async () => {
    provider.profile = { id: 'g-1', email: 'new.google@example.test', name: 'New Google' };
    const { final } = await followSignIn(`${app.url}/demo/api/auth/google`);
    expect(final.pathname).toBe('/demo/');
    const check = await isAuth(app, 'demo', decodeT(final).token);
    expect(check.body.user).toMatchObject({
      mail: 'new.google@example.test',
      type: 'default',
      isAdmin: false,
      isExternal: false,
    });
  });

  it('registers a new Microsoft user as type microsoft', async () => {
    provider.profile = { id: 'ms-new', email: 'new.ms@example.test', name: 'New Ms' };
    const { final } = await followSignIn(`${app.url}/demo/api/auth/microsoft`);
    const check = await isAuth(app, 'demo', decodeT(final).token);
    expect(check.body.user).toMatchObject({ mail: 'new.ms@example.test', type: 'microsoft', isAdmin: false });
  });

  it('registers through Facebook as type microsoft when ms_auth_int is on', async () => {
    await setAddon('ms_auth_int', true);
    try {
      provider.profile = { id: 'fb-1', email: 'new.facebook@example.test', name: 'New Facebook' };
      const { final } = await followSignIn(`${app.url}/demo/api/auth/facebook`);
      const check = await isAuth(app, 'demo', decodeT(final).token);
      expect(check.body.user).toMatchObject({ mail: 'new.facebook@example.test', type: 'microsoft', isAdmin: false });
    } finally {
      await setAddon('ms_auth_int', false);
    }
  });

  it('refuses an unknown address when registration is off: back to login with a readable error, nothing written', async () => {
    await setRegistration(false);
    try {
      provider.profile = { id: 'g-2', email: 'stranger@example.test', name: 'Stranger' };
      const before = await store(app).headPosition();
      const { final } = await followSignIn(`${app.url}/demo/api/auth/google`);
      expect(final.pathname).toBe('/demo/login');
      expect(final.searchParams.get('error')).toBe(
        'There is no account for stranger@example.test in this workspace. Ask an administrator to add you.',
      );
      expect(final.searchParams.get('t')).toBeNull();
      expect(await store(app).headPosition()).toBe(before);
    } finally {
      await setRegistration(true);
    }
  });

  it('refuses a provider account without an e-mail address, writing nothing', async () => {
    provider.profile = { id: 'g-3', email: null, name: 'No Mail' };
    const before = await store(app).headPosition();
    const { final } = await followSignIn(`${app.url}/demo/api/auth/google`);
    expect(final.pathname).toBe('/demo/login');
    expect(final.searchParams.get('error')).toBe('Your Google account did not share an e-mail address.');
    expect(await store(app).headPosition()).toBe(before);
  });

  it('returns an external visit to its record route with external kept and the login hint passed on', async () => {
    await createUser(app, 'demo', { mail: 'ext.person@example.test', isExternal: true, name: 'Ext' });
    provider.profile = { id: 'ms-ext', email: 'ext.person@example.test', name: 'Ext' };
    const start = `${app.url}/demo/api/auth/microsoft?collection=cases&app=intake&external=1&internalEmail=Ext.Person@example.test&back_url=${encodeURIComponent(app.url)}`;
    const { authorize } = await startSignIn(start);
    expect(authorize.searchParams.get('login_hint')).toBe('ext.person@example.test');
    const { final } = await followSignIn(start);
    expect(final.origin + final.pathname).toBe(`${app.url}/demo/cases/intake`);
    expect(final.searchParams.get('external')).toBe('');
    const check = await isAuth(app, 'demo', decodeT(final).token);
    expect(check.body.user).toMatchObject({ isExternal: true });
  });

  it('answers an unconfigured provider with a clear page, not a crash', async () => {
    const saved = app.env.GOOGLE_CLIENT_ID;
    delete app.env.GOOGLE_CLIENT_ID;
    try {
      const response = await fetch(`${app.url}/demo/api/auth/google`, { redirect: 'manual' });
      expect(response.status).toBe(501);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('Sign-in with Google is not configured for this installation.');
    } finally {
      app.env.GOOGLE_CLIENT_ID = saved;
    }
  });

  it('refuses a tampered, missing or foreign state before any code exchange', async () => {
    const { authorize, cookie } = await startSignIn(`${app.url}/demo/api/auth/microsoft`);
    const callback = await callbackFromProvider(authorize);
    const tokensSeen = provider.bearerTokens.length;
    const state = callback.searchParams.get('state')!;
    const [body, signature] = state.split('.');
    const decoded = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const forgedBody = Buffer.from(JSON.stringify({ ...decoded, tenant: 'other' })).toString('base64url');
    const variants = [`${forgedBody}.${signature}`, `${body}.${signature.slice(0, -2)}xx`, '', 'not-a-state'];
    for (const variant of variants) {
      const url = new URL(callback);
      url.searchParams.set('state', variant);
      const response = await fetch(url, { redirect: 'manual', headers: { cookie } });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('This sign-in request has expired or was altered.');
    }
    // A Microsoft state presented at the Google callback.
    const crossed = new URL(callback);
    crossed.pathname = '/api/auth/google/callback';
    expect((await fetch(crossed, { redirect: 'manual', headers: { cookie } })).status).toBe(400);
    expect(provider.bearerTokens.length).toBe(tokensSeen);
  });

  it('refuses a valid callback opened in another browser (no or another oauth_nonce cookie): login CSRF', async () => {
    const { authorize } = await startSignIn(`${app.url}/demo/api/auth/microsoft`);
    const callback = await callbackFromProvider(authorize);
    const other = await startSignIn(`${app.url}/demo/api/auth/microsoft`);
    const tokensSeen = provider.bearerTokens.length;
    for (const headers of [{}, { cookie: other.cookie }] as Record<string, string>[]) {
      const response = await fetch(callback, { redirect: 'manual', headers });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('This sign-in was started in another browser or its time ran out.');
    }
    expect(provider.bearerTokens.length).toBe(tokensSeen);
  });

  it('sends a refused consent back to the login screen with a readable error', async () => {
    const { authorize, cookie } = await startSignIn(`${app.url}/demo/api/auth/microsoft`);
    const callback = new URL(`${app.url}/api/auth/microsoft/callback`);
    callback.searchParams.set('error', 'access_denied');
    callback.searchParams.set('state', authorize.searchParams.get('state')!);
    const response = await fetch(callback, { redirect: 'manual', headers: { cookie } });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/demo/login');
    expect(location.searchParams.get('error')).toBe('Sign-in with Microsoft was cancelled or refused.');
  });
});
