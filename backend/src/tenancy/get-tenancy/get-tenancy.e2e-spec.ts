import { operator, startTestApp, type TestApp } from '../../testing/test-app';

describe('GET /api/isTenancy/:name (000 §4 tenancy check)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const check = (path: string) => fetch(`${t.url}/api/isTenancy${path}`);

  it('describes an existing workspace without secrets', async () => {
    const response = await check('/demo');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      name: 'demo',
      label: 'Demo workspace',
      settings: { label: 'Demo workspace', locale: 'en-US', isRegistration: true },
      isActive: true,
      isNotResponding: false,
      countApps: 0,
      addons: [],
      rightLogo: null,
      baseAPIURL: null,
      logo: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password|admin@demo\.test/);
  });

  it('answers for a deactivated workspace with isActive false', async () => {
    const created = await operator(`${t.url}/api/workspaces`, {
      method: 'POST',
      body: { name: 'closed', settings: { label: 'Closed LLP' } },
    });
    expect(created.status).toBe(201);
    const deactivated = await operator(`${t.url}/api/workspaces/closed/deactivate`, { method: 'POST', body: {} });
    expect(deactivated.status).toBe(200);
    const { position } = (await deactivated.json()) as { position: number };
    const response = await fetch(`${t.url}/api/isTenancy/closed`, { headers: { 'X-Min-Position': String(position) } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: 'closed',
      label: 'Closed LLP',
      isActive: false,
      isNotResponding: false,
    });
  });

  it('answers 404 with the §8 message for an unknown workspace', async () => {
    const response = await check('/nosuch');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Workspace nosuch not found!' });
  });

  it.each(['/Acme', '/ac-me', '/a%20b'])('answers 400 with the §5 message for the invalid name %s', async (path) => {
    const response = await check(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Sorry, only letters (a-z), numbers (0-9) are allowed.' });
  });

  it.each(['/', ''])('answers 400 "Tenancy is empty" without a name (%j)', async (path) => {
    const response = await check(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Tenancy is empty' });
  });
});
