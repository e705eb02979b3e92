import { operator, startTestApp, type TestApp } from '../testing/test-app';
import { startMockOAuthProvider, type MockOAuthProvider } from './testing/mock-oauth-provider';
import { createUser, followSignIn, isAuth, settle, store } from './testing/oauth-flow.testing';

let provider: MockOAuthProvider;
let app: TestApp;

interface Entry {
  name: string;
  label: string;
  logo: string | null;
}

beforeAll(async () => {
  provider = await startMockOAuthProvider();
  app = await startTestApp(provider.env());
  app.env.PUBLIC_URL = app.url;
  for (const [name, label] of [
    ['acme', 'Acme Law'],
    ['zeta', 'Zeta'],
    ['gone', 'Gone'],
  ]) {
    const created = await operator(`${app.url}/api/workspaces`, {
      method: 'POST',
      body: { name, settings: { label } },
    });
    expect(created.status).toBe(201);
    await settle(app, ((await created.json()) as { position: number }).position);
  }
  await createUser(app, 'demo', { mail: 'multi@example.test', type: 'microsoft', name: '' });
  await createUser(app, 'acme', { mail: 'multi@example.test', type: 'microsoft', name: '', isAdmin: true });
  await createUser(app, 'gone', { mail: 'multi@example.test', name: 'Multi' });
  const deactivated = await operator(`${app.url}/api/workspaces/gone/deactivate`, { method: 'POST' });
  expect(deactivated.status).toBeLessThan(300);
  await settle(app, ((await deactivated.json()) as { position: number }).position);
});

afterAll(async () => {
  await app?.close();
  await provider?.stop();
});

const post = (path: string, body: unknown) =>
  fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function hostSignIn(mail: string): Promise<{ token: string; workspaces: Entry[] }> {
  provider.profile = { id: `sub-${mail}`, email: mail, name: 'Multi' };
  const { final } = await followSignIn(`${app.url}/api/oauth/microsoft?redirect=${encodeURIComponent(`${app.url}/`)}`);
  expect(final.origin + final.pathname).toBe(`${app.url}/`);
  return JSON.parse(final.searchParams.get('p') ?? '{}') as { token: string; workspaces: Entry[] };
}

describe('auth host: one Microsoft identity across workspaces', () => {
  it('signs in with Microsoft and lists the active workspaces of that address in p', async () => {
    const p = await hostSignIn('Multi@Example.test');
    expect(typeof p.token).toBe('string');
    expect(p.workspaces).toEqual([
      { name: 'acme', label: 'Acme Law', logo: null },
      { name: 'demo', label: 'Demo workspace', logo: null },
    ]);
  });

  it('lists the same workspaces for the identity token, and enters one of them with a working session', async () => {
    const { token } = await hostSignIn('multi@example.test');
    const list = await post('/oauth/workspace/list', { token });
    expect(list.status).toBe(200);
    expect(((await list.json()) as Entry[]).map((entry) => entry.name)).toEqual(['acme', 'demo']);

    const entered = await post('/oauth/workspace', { workspace: 'acme', token });
    expect(entered.status).toBe(200);
    const body = (await entered.json()) as {
      token: string;
      refreshToken: string;
      user: { mail: string; isAdmin: boolean };
    };
    expect(body.refreshToken).toBeTruthy();
    expect(body.user).toMatchObject({ mail: 'multi@example.test', isAdmin: true });
    const check = await isAuth(app, 'acme', body.token);
    expect(check.body.isAuth).toBe(true);
  });

  it('refuses to enter a workspace the identity has no account in (403), a deactivated (403) or unknown one (404)', async () => {
    const { token } = await hostSignIn('multi@example.test');
    const before = await store(app).headPosition();
    const notMember = await post('/oauth/workspace', { workspace: 'zeta', token });
    expect(notMember.status).toBe(403);
    expect(((await notMember.json()) as { message: string }).message).toBe(
      'You are not a member of the workspace zeta.',
    );
    const deactivated = await post('/oauth/workspace', { workspace: 'gone', token });
    expect(deactivated.status).toBe(403);
    expect(((await deactivated.json()) as { message: string }).message).toBe('Your workspace has been deactivated.');
    const unknown = await post('/oauth/workspace', { workspace: 'nowhere', token });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe('Workspace nowhere not found!');
    expect(await store(app).headPosition()).toBe(before);
  });

  it('refuses forged, altered and session tokens as identities (401) and malformed bodies (400), writing nothing', async () => {
    const { token } = await hostSignIn('multi@example.test');
    const session = (await (await post('/oauth/workspace', { workspace: 'demo', token })).json()) as {
      token: string;
    };
    const before = await store(app).headPosition();
    const altered = `${token.slice(0, -3)}abc`;
    for (const bad of [altered, session.token, 'not-a-token']) {
      for (const [path, body] of [
        ['/oauth/workspace/list', { token: bad }],
        ['/oauth/workspace', { workspace: 'demo', token: bad }],
      ] as const) {
        const response = await post(path, body);
        expect(response.status).toBe(401);
        expect(((await response.json()) as { message: string }).message).toBe(
          'Your Microsoft sign-in has expired or is not valid. Please sign in with Microsoft again.',
        );
      }
    }
    const malformed: [string, unknown, string][] = [
      ['/oauth/workspace/list', {}, 'token'],
      ['/oauth/workspace/list', { token: 42 }, 'token'],
      ['/oauth/workspace/list', { token: 'x'.repeat(10_000) }, 'token'],
      ['/oauth/workspace', { token }, 'workspace'],
      ['/oauth/workspace', { workspace: 'Demo!', token }, 'Sorry, only letters (a-z), numbers (0-9) are allowed.'],
      ['/oauth/workspace', { workspace: 'a'.repeat(10_000), token }, 'workspace'],
      ['/oauth/workspace', '{not json', ''],
    ];
    for (const [path, body, mentions] of malformed) {
      const response = await post(path, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain(mentions);
    }
    expect(await store(app).headPosition()).toBe(before);
  });

  it('refuses to send an identity to another origin (open redirect) and checks the query', async () => {
    for (const redirect of ['https://evil.example/', 'javascript:alert(1)', '//evil.example/', 'not a url']) {
      const response = await fetch(`${app.url}/api/oauth/microsoft?redirect=${encodeURIComponent(redirect)}`, {
        redirect: 'manual',
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('redirect is not an address of this installation.');
    }
    const missing = await fetch(`${app.url}/api/oauth/microsoft`, { redirect: 'manual' });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('redirect');
    const huge = await fetch(`${app.url}/api/oauth/microsoft?redirect=${'a'.repeat(10_000)}`, { redirect: 'manual' });
    expect(huge.status).toBe(400);
  });

  it('serves GET /oauth/microsoft at the seed path too (the SPA fallback leaves /oauth alone)', async () => {
    const response = await fetch(`${app.url}/oauth/microsoft?redirect=${encodeURIComponent(app.url)}`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location')!).origin).toBe(provider.issuerUrl);
  });

  it('accepts an origin from OAUTH_REDIRECT_ORIGINS', async () => {
    app.env.OAUTH_REDIRECT_ORIGINS = 'https://portal.example.test';
    try {
      const response = await fetch(
        `${app.url}/api/oauth/microsoft?redirect=${encodeURIComponent('https://portal.example.test/path')}`,
        { redirect: 'manual' },
      );
      expect(response.status).toBe(302);
      expect(new URL(response.headers.get('location')!).origin).toBe(provider.issuerUrl);
    } finally {
      delete app.env.OAUTH_REDIRECT_ORIGINS;
    }
  });

  it('answers with a clear page when Microsoft is not configured', async () => {
    const saved = app.env.MICROSOFT_CLIENT_SECRET;
    delete app.env.MICROSOFT_CLIENT_SECRET;
    try {
      const response = await fetch(`${app.url}/api/oauth/microsoft?redirect=${encodeURIComponent(app.url)}`, {
        redirect: 'manual',
      });
      expect(response.status).toBe(501);
      expect(await response.text()).toContain('Sign-in with Microsoft is not configured for this installation.');
    } finally {
      app.env.MICROSOFT_CLIENT_SECRET = saved;
    }
  });
});
