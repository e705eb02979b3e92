import type { EventStore } from '@app/storage';
import { EVENT_STORE } from '../shared/storage/tokens';
import { operator, startTestApp, type TestApp } from '../testing/test-app';
import { userWithToken } from '../users/users.testing';

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
}

const OTHER_WORKSPACE = 'This token belongs to another workspace.';

/**
 * Every endpoint that takes a signed-in user's token, found in the OpenAPI document so that a new one
 * is covered the day it is added: an administrator's token of workspace `acme` is refused on workspace
 * `demo`, before anything is read or written.
 */
describe('tenant isolation on every authenticated endpoint', () => {
  let t: TestApp;
  let store: EventStore;
  let foreignAdmin: string;
  const calls: { method: string; path: string }[] = [];

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    store = t.app.get(EVENT_STORE);
    const created = await operator(`${t.url}/api/workspaces`, {
      method: 'POST',
      body: { name: 'acme', settings: { label: 'Acme' } },
    });
    expect(created.status).toBe(201);
    foreignAdmin = (await userWithToken(t.app, 'acme', { mail: 'boss@acme.test', isAdmin: true })).token;
    const document = (await (await fetch(`${t.url}/api/docs-json`)).json()) as OpenApiDocument;
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith('/{tenancy}/api/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.security?.some((scheme) => 'bearer' in scheme)) calls.push({ method, path });
      }
    }
  });
  afterAll(() => t?.close());

  it('finds the authenticated endpoints in the OpenAPI document', () => {
    expect(calls.length).toBeGreaterThanOrEqual(8);
    expect(calls).toEqual(expect.arrayContaining([{ method: 'get', path: '/{tenancy}/api/users' }]));
  });

  it("refuses another workspace's administrator token on each of them with 403, changing nothing", async () => {
    const before = await store.headPosition();
    const answers: string[] = [];
    for (const { method, path } of calls) {
      const url = t.url + path.replace('{tenancy}', 'demo').replace(/\{[^}]+\}/g, 'someone');
      const response = await fetch(url, {
        method: method.toUpperCase(),
        headers: { authorization: `Bearer ${foreignAdmin}`, 'content-type': 'application/json' },
        ...(method === 'get' || method === 'delete' ? {} : { body: '{}' }),
      });
      const body = (await response.json()) as { message?: string };
      answers.push(`${method.toUpperCase()} ${path} → ${response.status} ${body.message}`);
    }
    expect(answers).toEqual(
      calls.map(({ method, path }) => `${method.toUpperCase()} ${path} → 403 ${OTHER_WORKSPACE}`),
    );
    expect(await store.headPosition()).toBe(before);
  });
});
