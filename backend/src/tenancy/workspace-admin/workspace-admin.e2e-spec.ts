import { operator, startTestApp, type TestApp } from '../../testing/test-app';

describe('operator API /api/workspaces', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const api = (path: string, init?: Parameters<typeof operator>[1]) => operator(`${t.url}/api/workspaces${path}`, init);

  it('creates a workspace and shows a settings change on the next read (X-Min-Position)', async () => {
    expect(
      (await api('', { method: 'POST', body: { name: 'acme', settings: { label: 'Acme' }, addons: ['pdf'] } })).status,
    ).toBe(201);
    const changed = await api('/acme/settings', {
      method: 'PATCH',
      body: { label: 'Acme LLP', colors: ['#024638', '#CBCBCB', '#FFFFFF'], locale: 'fr-FR' },
    });
    expect(changed.status).toBe(200);
    const { position } = (await changed.json()) as { position: number };
    expect(position).toBeGreaterThan(0);

    const read = await fetch(`${t.url}/api/isTenancy/acme`, { headers: { 'X-Min-Position': String(position) } });
    expect(read.headers.get('x-min-position-reached')).toBe('true');
    expect(await read.json()).toMatchObject({
      label: 'Acme LLP',
      addons: ['pdf'],
      settings: { colors: ['#024638', '#CBCBCB', '#FFFFFF'], locale: 'fr-FR' },
    });

    const viaQuery = await fetch(`${t.url}/api/isTenancy/acme?minPosition=${position}`);
    expect(await viaQuery.json()).toMatchObject({ label: 'Acme LLP' });
  });

  it('answers 409 when the workspace changed since the If-Match revision', async () => {
    const shown = (await (await api('/acme')).json()) as { revision: number };
    const first = await api('/acme/settings', {
      method: 'PATCH',
      body: { portalName: 'Portal one' },
      headers: { 'If-Match': `"${shown.revision}"` },
    });
    expect(first.status).toBe(200);
    const second = await api('/acme/settings', {
      method: 'PATCH',
      body: { portalName: 'Portal two' },
      headers: { 'If-Match': `"${shown.revision}"` },
    });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { message: string }).message).toMatch(
      /changed this in the meantime.*Reload and try again/,
    );
  });

  it('answers 409 when creating a workspace that exists', async () => {
    const response = await api('', { method: 'POST', body: { name: 'demo', settings: { label: 'Again' } } });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message: 'Workspace demo already exists.' });
  });

  it('turns add-ons on and off, refusing unknown flags', async () => {
    const on = await api('/acme/addons/ms_auth_int', { method: 'PUT', body: { enabled: true } });
    const off = await api('/acme/addons/pdf', { method: 'PUT', body: { enabled: false } });
    const { position } = (await off.json()) as { position: number };
    expect(on.status).toBe(200);
    const read = await fetch(`${t.url}/api/isTenancy/acme`, { headers: { 'X-Min-Position': String(position) } });
    expect(((await read.json()) as { addons: string[] }).addons).toEqual(['ms_auth_int']);

    const unknown = await api('/acme/addons/fax', { method: 'PUT', body: { enabled: true } });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toMatch(
      /^Unknown add-on "fax"; expected one of: pdf, clio/,
    );
  });

  it('reactivates a deactivated workspace and refuses to deactivate twice', async () => {
    expect((await api('/acme/deactivate', { method: 'POST', body: { reason: 'unpaid' } })).status).toBe(200);
    const again = await api('/acme/deactivate', { method: 'POST', body: {} });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'Workspace acme is already deactivated.' });
    const back = await api('/acme/reactivate', { method: 'POST' });
    const { position } = (await back.json()) as { position: number };
    const read = await fetch(`${t.url}/api/isTenancy/acme`, { headers: { 'X-Min-Position': String(position) } });
    expect(await read.json()).toMatchObject({ isActive: true });
  });

  it('answers 400 saying what is wrong with a body', async () => {
    const response = await api('/acme/settings', {
      method: 'PATCH',
      body: { colors: ['orange'], label: '', extra: 1 },
    });
    expect(response.status).toBe(400);
    const { message } = (await response.json()) as { message: string };
    expect(message).toContain('label: must not be empty');
    expect(message).toContain('colors.0: must be a colour like #F26B2F');
    expect(message).toContain('Unrecognized key: "extra"');
  });

  it('answers 400, never 500, to malformed JSON', async () => {
    const response = await api('/acme/settings', { method: 'PATCH', body: '{"label": "Acme' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/^Malformed JSON in the request body/);
  });

  it('answers 400 to a malformed X-Min-Position', async () => {
    const response = await fetch(`${t.url}/api/isTenancy/acme`, { headers: { 'X-Min-Position': 'soon' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /X-Min-Position .* must be a whole number/,
    );
  });

  it('refuses requests without the operator token', async () => {
    const none = await fetch(`${t.url}/api/workspaces`);
    expect(none.status).toBe(401);
    const wrong = await fetch(`${t.url}/api/workspaces`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
  });
});

describe('operator API without OPERATOR_TOKEN', () => {
  it('is off, and says how to turn it on', async () => {
    const t = await startTestApp({ OPERATOR_TOKEN: '' });
    try {
      const response = await fetch(`${t.url}/api/workspaces`, { headers: { authorization: 'Bearer anything' } });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { message: string }).message).toMatch(/set OPERATOR_TOKEN/);
    } finally {
      await t.close();
    }
  });
});
