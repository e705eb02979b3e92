import { operator, OPERATOR_TOKEN, startTestApp, type TestApp } from '../testing/test-app';
import { userWithToken } from '../users/users.testing';

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

/** The provider's own parameters are not ours to refuse (oauth-flow.ts, callbackQuerySchema). */
const LOOSE = '/api/auth/{provider}/callback';
const PROVIDERS = ['MICROSOFT', 'GOOGLE', 'FACEBOOK'].flatMap((p) => [
  [`${p}_CLIENT_ID`, 'test-client'],
  [`${p}_CLIENT_SECRET`, 'test-secret'],
]);

/**
 * Every GET of the OpenAPI document, found there so that a new one is covered the day it is added,
 * refuses an unknown query parameter and a repeated one with a 400 that says which (JSON for the API,
 * a page for the sign-in routes the browser opens).
 */
describe('query parameters on every GET', () => {
  let t: TestApp;
  let adminToken: string;
  const paths: string[] = [];

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000', ...Object.fromEntries(PROVIDERS) });
    adminToken = (await userWithToken(t.app, 'demo', { mail: 'boss@demo.test', isAdmin: true })).token;
    const document = (await (await fetch(`${t.url}/api/docs-json`)).json()) as OpenApiDocument;
    for (const [path, operations] of Object.entries(document.paths)) if ('get' in operations) paths.push(path);
  });
  afterAll(() => t?.close());

  async function get(path: string, query: string): Promise<string> {
    const url = path
      .replace('{tenancy}', 'demo')
      .replace('{provider}', 'microsoft')
      .replace('{name}', 'demo')
      .replace(/\{[^}]+\}/g, 'someone');
    const token = url.startsWith('/api/workspaces') ? OPERATOR_TOKEN : adminToken;
    const response = await fetch(`${t.url}${url}?${query}`, {
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
      expect.arrayContaining(['/api/health', '/api/isTenancy/{name}', '/{tenancy}/api/users', LOOSE]),
    );
    expect(paths.length).toBeGreaterThanOrEqual(10);
  });

  it('refuses an unknown parameter with 400 naming it and what the call takes', async () => {
    for (const path of paths.filter((p) => p !== LOOSE)) {
      expect(`${path} → ${await get(path, 'unexpected=1')}`).toMatch(
        new RegExp(`^${escape(path)} → 400 .*unknown parameter unexpected \\(this call takes .*minPosition\\)`),
      );
    }
  });

  it('refuses a repeated parameter with 400 saying so', async () => {
    for (const path of paths) {
      const repeated = path === LOOSE ? 'state' : 'minPosition';
      expect(`${path} → ${await get(path, `${repeated}=1&${repeated}=2`)}`).toMatch(
        new RegExp(`^${escape(path)} → 400 .*${repeated} given more than once; send each parameter once`),
      );
    }
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
