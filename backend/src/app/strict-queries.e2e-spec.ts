import type { EventStore } from '@app/storage';
import { EVENT_STORE } from '../shared/storage/tokens';
import { operator, OPERATOR_TOKEN, startTestApp, type TestApp } from '../testing/test-app';
import { userWithToken } from '../users/users.testing';

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

/**
 * OAuth redirect URIs: the provider's own parameters are not ours to refuse (oauth-flow.ts, callbackQuerySchema;
 * the document storage providers' callback, connect-provider.controller.ts, where Microsoft adds session_state).
 */
const SIGN_IN_CALLBACK = '/api/auth/{provider}/callback';
const LOOSE = new Set([SIGN_IN_CALLBACK, '/{tenancy}/api/integrations/{provider}/callback']);
const PROVIDERS = ['MICROSOFT', 'GOOGLE', 'FACEBOOK'].flatMap((p) => [
  [`${p}_CLIENT_ID`, 'test-client'],
  [`${p}_CLIENT_SECRET`, 'test-secret'],
]);

const WRITES = ['post', 'put', 'patch', 'delete'];

/**
 * Every operation of the OpenAPI document, found there so that a new one is covered the day it is
 * added, refuses an unknown query parameter and a repeated one with a 400 that says which (JSON for
 * the API, a page for the sign-in routes the browser opens). GETs say what they take; write calls
 * take none (UndeclaredQueryInterceptor).
 */
describe('query parameters on every GET and every write call', () => {
  let t: TestApp;
  let adminToken: string;
  const paths: string[] = [];
  const writes: { method: string; path: string }[] = [];

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000', ...Object.fromEntries(PROVIDERS) });
    adminToken = (await userWithToken(t.app, 'demo', { mail: 'boss@demo.test', isAdmin: true })).token;
    const document = (await (await fetch(`${t.url}/api/docs-json`)).json()) as OpenApiDocument;
    for (const [path, operations] of Object.entries(document.paths)) {
      if ('get' in operations) paths.push(path);
      for (const method of WRITES) if (method in operations) writes.push({ method: method.toUpperCase(), path });
    }
  });
  afterAll(() => t?.close());

  const get = (path: string, query: string) => call('GET', path, query);

  async function call(method: string, path: string, query: string): Promise<string> {
    const url = path
      .replace('{tenancy}', 'demo')
      .replace('{provider}', 'microsoft')
      .replace('{name}', 'demo')
      .replace(/\{[^}]+\}/g, 'someone');
    const token = url.startsWith('/api/workspaces') ? OPERATOR_TOKEN : adminToken;
    const response = await fetch(`${t.url}${url}?${query}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      redirect: 'manual',
    });
    const text = await response.text();
    const message = response.headers.get('content-type')?.includes('json')
      ? (JSON.parse(text) as { message?: string }).message
      : text;
    return `${response.status} ${message}`;
  }

  it('finds the GET operations in the OpenAPI document', () => {
    expect(paths).toEqual(
      expect.arrayContaining(['/api/health', '/api/isTenancy/{name}', '/{tenancy}/api/users', SIGN_IN_CALLBACK]),
    );
    expect(paths.length).toBeGreaterThanOrEqual(10);
  });

  it('refuses an unknown parameter with 400 naming it and what the call takes', async () => {
    for (const path of paths.filter((p) => !LOOSE.has(p))) {
      expect(`${path} → ${await get(path, 'unexpected=1')}`).toMatch(
        new RegExp(`^${escape(path)} → 400 .*unknown parameter unexpected \\(this call takes .*minPosition\\)`),
      );
    }
  });

  it('refuses a repeated parameter with 400 saying so', async () => {
    for (const path of paths) {
      const repeated = path === SIGN_IN_CALLBACK ? 'state' : 'minPosition';
      expect(`${path} → ${await get(path, `${repeated}=1&${repeated}=2`)}`).toMatch(
        new RegExp(`^${escape(path)} → 400 .*${repeated} given more than once; send each parameter once`),
      );
    }
  });

  it('finds the write operations in the OpenAPI document', () => {
    expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/workspaces',
        'PATCH /api/workspaces/{name}/settings',
        'PUT /api/workspaces/{name}/addons/{addon}',
        'DELETE /{tenancy}/api/users/{id}',
        'POST /{tenancy}/api/auth/signin',
      ]),
    );
    expect(writes.length).toBeGreaterThanOrEqual(20);
  });

  it('refuses any query parameter on a write call with 400 naming it, writing nothing', async () => {
    const store = t.app.get<EventStore>(EVENT_STORE);
    const before = await store.headPosition();
    for (const { method, path } of writes) {
      expect(`${method} ${path} → ${await call(method, path, 'unexpected=1')}`).toBe(
        `${method} ${path} → 400 Invalid query: unknown parameter unexpected (this call takes no query parameters)`,
      );
    }
    expect(await store.headPosition()).toBe(before);
  });

  it('names every parameter a write call was sent, minPosition and repeated ones included', async () => {
    expect(await call('POST', '/{tenancy}/api/auth/signin', 'minPosition=3&force=1&force=2')).toBe(
      '400 Invalid query: unknown parameter minPosition, force (this call takes no query parameters)',
    );
  });

  it('still takes the parameters a call documents', async () => {
    const created = await operator(`${t.url}/api/workspaces/demo/settings`, {
      method: 'PATCH',
      body: { label: 'Read your write' },
    });
    const { position } = (await created.json()) as { position: number };
    const tenancy = await fetch(`${t.url}/api/isTenancy/demo?minPosition=${position}`);
    expect(tenancy.status).toBe(200);
    expect(await tenancy.json()).toMatchObject({ label: 'Read your write' });
    const start = await fetch(`${t.url}/demo/api/auth/google?collection=Clients&app=Intake&external=1`, {
      redirect: 'manual',
    });
    expect(start.status).toBe(302);
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
