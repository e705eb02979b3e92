// The integration routes (issue 16 "Settings pages"): save a client, connect through OAuth, test, disconnect.
import type { EventStore } from '@app/storage';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVENT_STORE } from '../shared/storage/tokens';
import { userWithToken } from '../users/users.testing';
import { STATE_REFUSED } from './connect-provider/connect-provider.controller';
import { startIntegrationsApp, type IntegrationsTestApp } from './testing/integrations.testing';

describe('integrations API (/{tenancy}/api/integrations/{provider})', () => {
  let t: IntegrationsTestApp;
  let plain: string;

  beforeAll(async () => {
    t = await startIntegrationsApp();
    plain = (await userWithToken(t.app, 'demo', { mail: 'plain@demo.test' })).token;
  });
  afterAll(() => t?.close());
  afterEach(() => {
    for (const fake of Object.values(t.fakes)) fake.mode = 'up';
  });

  it('shows an unconnected provider with the redirect URI to register, and no secret', async () => {
    expect(await t.call('GET', '/integrations/onedrive')).toMatchObject({
      status: 200,
      body: {
        provider: 'onedrive',
        label: 'OneDrive',
        clientId: null,
        hasClientSecret: false,
        connected: false,
        connectedAt: null,
        connectedBy: null,
        redirectUri: `${t.url}/demo/api/integrations/onedrive/callback`,
      },
    });
  });

  it('keeps the client secret encrypted: never answered, never in an event or a file in the clear', async () => {
    const secret = t.fakes.clio.client.secret;
    const saved = await t.call('PUT', '/integrations/clio', {
      body: { clientId: 'clio-client', clientSecret: secret },
    });
    expect(saved).toMatchObject({ status: 200, body: { position: expect.any(Number) } });
    const state = await t.call('GET', '/integrations/clio');
    expect(state.body).toMatchObject({ clientId: 'clio-client', hasClientSecret: true, connected: false });
    expect(JSON.stringify(state.body)).not.toContain(secret);

    const events = await t.app.get<EventStore>(EVENT_STORE).readAll();
    const saving = events.filter((event) => event.type === 'IntegrationClientSaved');
    expect(saving).toHaveLength(1);
    expect(saving[0].data).toMatchObject({
      provider: 'clio',
      clientId: 'clio-client',
      clientSecret: expect.stringMatching(/^v1\./),
    });
    expect(JSON.stringify(events)).not.toContain(secret);
    // The SQLite files themselves (the database and its write-ahead log), byte for byte.
    const files = readdirSync(t.dataDir).filter((name) => name.startsWith('events.sqlite'));
    expect(files.length).toBeGreaterThan(0);
    const clientIdSeen = files.some((name) => readFileSync(join(t.dataDir, name)).includes(Buffer.from('clio-client')));
    expect(clientIdSeen).toBe(true); // the files do hold the event
    for (const name of files) expect(readFileSync(join(t.dataDir, name)).includes(Buffer.from(secret))).toBe(false);
  });

  it('refuses to connect before a client is saved (409)', async () => {
    expect(await t.call('GET', '/integrations/netdocuments/connect')).toMatchObject({
      status: 409,
      body: { message: 'Save the NetDocuments client id and secret before connecting.' },
    });
  });

  it("connects: 302 to the provider's authorize URL with a signed state, the callback lands on the settings page", async () => {
    const fake = t.fakes.onedrive;
    await t.call('PUT', '/integrations/onedrive', {
      body: { clientId: fake.client.id, clientSecret: fake.client.secret },
    });
    const started = await t.call('GET', '/integrations/onedrive/connect');
    expect(started.status).toBe(302);
    const authorize = new URL(started.response.headers.get('location') ?? '');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${fake.url}/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      response_type: 'code',
      client_id: fake.client.id,
      redirect_uri: `${t.url}/demo/api/integrations/onedrive/callback`,
      scope: 'offline_access Files.ReadWrite',
      state: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
    });
    const cookie = (started.response.headers.get('set-cookie') ?? '').split(';')[0];
    expect(cookie).toMatch(/^integration_nonce=/);

    const callback = await fake.authorize(authorize.toString());
    // Without the browser's cookie (a callback URL someone else obtained) nothing is connected.
    const elsewhere = await fetch(callback, { redirect: 'manual' });
    expect(elsewhere.status).toBe(400);
    expect(((await elsewhere.json()) as { message: string }).message).toBe(STATE_REFUSED);

    const back = await fetch(callback, { redirect: 'manual', headers: { cookie } });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/demo/config-onedrive?connected=1');
    expect((await t.call('GET', '/integrations/onedrive')).body).toMatchObject({
      clientId: fake.client.id,
      connected: true,
      connectedAt: expect.any(String),
      connectedBy: expect.any(String),
    });
    const events = await t.app.get<EventStore>(EVENT_STORE).readAll();
    expect(events.filter((e) => e.type === 'IntegrationConnected')).toHaveLength(1);
    expect(JSON.stringify(events)).not.toMatch(/"at-\d+-|"rt-\d+-/); // the fake's tokens never in the clear
  });

  it('answers the authorize URL as JSON for a page that navigates itself', async () => {
    const answer = await t.call('GET', '/integrations/onedrive/connect', { headers: { accept: 'application/json' } });
    expect(answer).toMatchObject({
      status: 200,
      body: { redirectUrl: expect.stringContaining(`${t.fakes.onedrive.url}/authorize?`) },
    });
  });

  it('refuses an altered state, and brings a refusal at the provider back to the settings page', async () => {
    const started = await t.call('GET', '/integrations/onedrive/connect');
    const cookie = (started.response.headers.get('set-cookie') ?? '').split(';')[0];
    const state = new URL(started.response.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const callback = `${t.url}/demo/api/integrations/onedrive/callback`;
    const altered = await fetch(`${callback}?code=x&state=${state.slice(0, -2)}xx`, {
      redirect: 'manual',
      headers: { cookie },
    });
    expect(altered.status).toBe(400);
    const otherWorkspace = await fetch(`${t.url}/other/api/integrations/onedrive/callback?code=x&state=${state}`, {
      redirect: 'manual',
      headers: { cookie },
    });
    expect(otherWorkspace.status).toBe(400);
    const denied = await fetch(`${callback}?error=access_denied&error_description=The+user+declined&state=${state}`, {
      redirect: 'manual',
      headers: { cookie },
    });
    expect(denied.status).toBe(302);
    // Only a code travels back: the page shows its own words (anyone can build such an address).
    expect(denied.headers.get('location')).toBe('/demo/config-onedrive?connectError=denied');
  });

  it('comes back refused when the provider does not accept the client, unavailable when it is down', async () => {
    const fake = t.fakes.netdocuments;
    const attempt = async (clientSecret: string) => {
      await t.call('PUT', '/integrations/netdocuments', { body: { clientId: fake.client.id, clientSecret } });
      const started = await t.call('GET', '/integrations/netdocuments/connect');
      const cookie = (started.response.headers.get('set-cookie') ?? '').split(';')[0];
      const callback = await fake.authorize(started.response.headers.get('location') ?? '');
      const back = await fetch(callback, { redirect: 'manual', headers: { cookie } });
      return back.headers.get('location');
    };
    expect(await attempt('not-the-secret')).toBe('/demo/config-netdocuments?connectError=refused');
    fake.mode = 'down';
    expect(await attempt(fake.client.secret)).toBe('/demo/config-netdocuments?connectError=unavailable');
    expect((await t.call('GET', '/integrations/netdocuments')).body.connected).toBe(false);
  });

  it('tests the connection: who the workspace is connected as, or why not', async () => {
    await t.connect('clio');
    expect(await t.call('POST', '/integrations/clio/test')).toEqual(
      expect.objectContaining({ status: 200, body: { ok: true, message: 'Connected as Clio User.' } }),
    );
    t.fakes.clio.mode = 'down';
    expect((await t.call('POST', '/integrations/clio/test')).body).toEqual({
      ok: false,
      message: 'Clio is unavailable (HTTP 503); try again later.',
    });
  });

  it('disconnects: the client and tokens are forgotten, a test says it is not connected', async () => {
    await t.connect('netdocuments');
    expect((await t.call('DELETE', '/integrations/netdocuments')).status).toBe(200);
    expect((await t.call('GET', '/integrations/netdocuments')).body).toMatchObject({
      clientId: null,
      hasClientSecret: false,
      connected: false,
    });
    expect((await t.call('POST', '/integrations/netdocuments/test')).body).toEqual({
      ok: false,
      message: 'NetDocuments is not connected for this workspace: an administrator connects it on its settings page.',
    });
    expect((await t.call('DELETE', '/integrations/netdocuments')).status).toBe(200); // again: nothing to do
  });

  it('refuses non-administrators (403) on every route', async () => {
    for (const [method, path] of [
      ['GET', '/integrations/clio'],
      ['PUT', '/integrations/clio'],
      ['DELETE', '/integrations/clio'],
      ['POST', '/integrations/clio/test'],
      ['GET', '/integrations/clio/connect'],
    ]) {
      const body = method === 'PUT' ? { clientId: 'a', clientSecret: 'b' } : undefined;
      expect({ path, method, status: (await t.call(method, path, { token: plain, body })).status }).toEqual({
        path,
        method,
        status: 403,
      });
    }
  });

  it('answers 404 for an unknown provider and for a provider whose add-on is off', async () => {
    expect(await t.call('GET', '/integrations/dropbox')).toMatchObject({
      status: 404,
      body: { message: 'Unknown provider "dropbox"; expected one of: netdocuments, onedrive, clio, filevine.' },
    });
    await t.addon('clio', false);
    try {
      for (const [method, path] of [
        ['GET', '/integrations/clio'],
        ['POST', '/integrations/clio/test'],
        ['GET', '/integrations/clio/connect'],
        ['GET', '/clio/files/1000'],
      ]) {
        expect({ path, ...(await t.call(method, path)) }).toMatchObject({
          path,
          status: 404,
          body: { message: 'Clio is not available in this workspace (it needs the clio add-on).' },
        });
      }
    } finally {
      await t.addon('clio', true);
    }
  });

  it('refuses a bad client with a clear 400 and writes nothing', async () => {
    const before = await t.app.get<EventStore>(EVENT_STORE).headPosition();
    for (const body of [
      { clientId: 'a' },
      { clientId: '', clientSecret: 'b' },
      { clientId: 'a', clientSecret: 'b', extra: 1 },
    ]) {
      const answer = await t.call('PUT', '/integrations/clio', { body });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect(await t.app.get<EventStore>(EVENT_STORE).headPosition()).toBe(before);
  });
});
