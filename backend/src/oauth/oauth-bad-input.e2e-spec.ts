import { operator, startTestApp, type TestApp } from '../testing/test-app';
import { startMockOAuthProvider, type MockOAuthProvider } from './testing/mock-oauth-provider';
import { settle, startSignIn, store } from './testing/oauth-flow.testing';

let provider: MockOAuthProvider;
let app: TestApp;

beforeAll(async () => {
  provider = await startMockOAuthProvider();
  app = await startTestApp(provider.env());
  app.env.PUBLIC_URL = app.url;
});

afterAll(async () => {
  await app?.close();
  await provider?.stop();
});

async function page(path: string): Promise<{ status: number; text: string; type: string }> {
  const response = await fetch(`${app.url}${path}`, { redirect: 'manual' });
  return { status: response.status, text: await response.text(), type: response.headers.get('content-type') ?? '' };
}

async function operatorCall(path: string, method: string, body?: unknown) {
  const response = await operator(`${app.url}${path}`, { method, body });
  expect(response.status).toBeLessThan(300);
  await settle(app, ((await response.json()) as { position: number }).position);
}

describe('bad input on the sign-in routes: a clear page, nothing written, never the provider', () => {
  it('answers each malformed start with its own 4xx page', async () => {
    const before = await store(app).headPosition();
    const cases: [string, number, string][] = [
      [
        '/demo/api/auth/twitter',
        404,
        'Unknown sign-in provider "twitter". Expected one of: microsoft, google, facebook.',
      ],
      ['/nowhere/api/auth/microsoft', 404, 'Workspace nowhere not found!'],
      [`/demo/api/auth/microsoft?collection=${'c'.repeat(10_000)}`, 400, 'collection'],
      ['/demo/api/auth/microsoft?app=a&app=b', 400, 'app'],
      ['/demo/api/auth/microsoft?collection=a%2Fb', 400, 'collection: must be one path segment'],
      ['/demo/api/auth/microsoft?internalEmail=not-an-address', 400, 'internalEmail: must be an e-mail address'],
      [`/demo/api/auth/microsoft?external=${'x'.repeat(5000)}`, 400, 'external'],
      [
        `/demo/api/auth/microsoft?back_url=${encodeURIComponent('https://evil.example')}`,
        400,
        'back_url is not an address of this installation.',
      ],
      ['/api/auth/twitter/callback?state=x', 404, 'Unknown sign-in provider'],
    ];
    for (const [path, status, message] of cases) {
      const answer = await page(path);
      expect({ path, status: answer.status }).toEqual({ path, status });
      expect(answer.type).toContain('text/html');
      expect(answer.text).toContain(message.replace(/"/g, '&quot;'));
    }
    expect(provider.bearerTokens).toEqual([]);
    expect(await store(app).headPosition()).toBe(before);
  });

  it('refuses Google and Facebook for external visits when no3p_auth_ext is on, but still offers Microsoft', async () => {
    await operatorCall('/api/workspaces/demo/addons/no3p_auth_ext', 'PUT', { enabled: true });
    try {
      for (const name of ['google', 'facebook']) {
        const answer = await page(`/demo/api/auth/${name}?external=1&collection=cases&app=intake`);
        expect(answer.status).toBe(403);
        expect(answer.text).toContain('is not available for external users of this workspace.');
        // Internal visits are not affected.
        expect((await page(`/demo/api/auth/${name}`)).status).toBe(302);
      }
      expect((await page('/demo/api/auth/microsoft?external=1')).status).toBe(302);
    } finally {
      await operatorCall('/api/workspaces/demo/addons/no3p_auth_ext', 'PUT', { enabled: false });
    }
  });

  it('answers a malformed provider setting with a page naming the variable', async () => {
    const saved = app.env.GOOGLE_TOKEN_URL;
    app.env.GOOGLE_TOKEN_URL = 'not a url';
    try {
      const answer = await page('/demo/api/auth/google');
      expect(answer.status).toBe(500);
      expect(answer.text).toContain(
        'Sign-in with Google is misconfigured: GOOGLE_TOKEN_URL must be an absolute http(s) URL',
      );
    } finally {
      app.env.GOOGLE_TOKEN_URL = saved;
    }
  });

  it('refuses to start a sign-in into a deactivated workspace', async () => {
    await operatorCall('/api/workspaces', 'POST', { name: 'closed', settings: { label: 'Closed' } });
    await operatorCall('/api/workspaces/closed/deactivate', 'POST');
    const answer = await page('/closed/api/auth/google');
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('Your workspace has been deactivated.');
  });

  it('sends a callback without a code back to the login screen instead of failing', async () => {
    const { authorize, cookie } = await startSignIn(`${app.url}/demo/api/auth/facebook`);
    const state = authorize.searchParams.get('state')!;
    const response = await fetch(`${app.url}/api/auth/facebook/callback?state=${encodeURIComponent(state)}`, {
      redirect: 'manual',
      headers: { cookie },
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/demo/login');
    expect(location.searchParams.get('error')).toBe('Sign-in with Facebook failed. Please try again.');
  });
});
