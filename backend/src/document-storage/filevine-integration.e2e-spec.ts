// Connecting Filevine (API v2): client id, secret and Personal Access Token, exchanged at its identity server.
import { EVENT_STORE } from '../shared/storage/tokens';
import type { EventStore } from '@app/storage';
import { startIntegrationsApp, type IntegrationsTestApp } from './testing/integrations.testing';

describe('integrations API: Filevine', () => {
  let t: IntegrationsTestApp;

  beforeAll(async () => {
    t = await startIntegrationsApp();
  });
  afterAll(() => t?.close());
  afterEach(() => {
    t.fakes.filevine.mode = 'up';
  });

  it('needs a personal access token for Filevine, and takes none for the others (400, nothing saved)', async () => {
    const { id, secret, personalAccessToken } = t.fakes.filevine.client;
    expect(
      await t.call('PUT', '/integrations/filevine', { body: { clientId: id, clientSecret: secret } }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Filevine needs a personal access token.' },
    });
    expect(
      await t.call('PUT', '/integrations/clio', { body: { clientId: id, clientSecret: secret, personalAccessToken } }),
    ).toMatchObject({ status: 400, body: { message: 'Clio takes no personal access token.' } });
    expect((await t.call('GET', '/integrations/filevine')).body).toMatchObject({
      clientId: null,
      hasClientSecret: false,
      hasPersonalAccessToken: false,
    });
    expect(await t.call('GET', '/integrations/filevine/connect')).toMatchObject({
      status: 409,
      body: { message: 'Save the Filevine client id, secret and personal access token before connecting.' },
    });
  });

  it('connects without a browser round trip: the token exchanged, the user and org looked up, secrets sealed', async () => {
    const { location } = await t.connect('filevine');
    expect(location).toBe('/demo/config-filevine?connected=1');
    expect(t.fakes.filevine.grants).toEqual(['personal_access_token']);
    const view = await t.call('GET', '/integrations/filevine');
    expect(view.body).toMatchObject({
      provider: 'filevine',
      label: 'Filevine',
      clientId: 'filevine-client',
      hasClientSecret: true,
      hasPersonalAccessToken: true,
      connected: true,
    });
    expect(JSON.stringify(view.body)).not.toContain(t.fakes.filevine.client.personalAccessToken);
    // Nothing secret is written in the clear.
    const store = t.app.get<EventStore>(EVENT_STORE);
    const events = JSON.stringify(await store.readStream('demo.integration-filevine'));
    expect(events).toContain('IntegrationConnected');
    expect(events).not.toContain(t.fakes.filevine.client.personalAccessToken);
    expect(events).not.toContain(t.fakes.filevine.client.secret);
    expect(await t.call('POST', '/integrations/filevine/test', { body: {} })).toEqual(
      expect.objectContaining({
        status: 200,
        body: { ok: true, message: 'Connected as Fiona Vine (Vine & Partners).' },
      }),
    );
  });

  it('exchanges the token again when Filevine ends the access token (it gives no refresh token)', async () => {
    t.fakes.filevine.expireAccessTokens();
    const tested = await t.call('POST', '/integrations/filevine/test', { body: {} });
    expect(tested.body).toEqual({ ok: true, message: 'Connected as Fiona Vine (Vine & Partners).' });
    expect(t.fakes.filevine.grants).toEqual(['personal_access_token', 'personal_access_token']);
  });

  it('goes back to the settings page saying Filevine refused a wrong token, or could not be reached', async () => {
    const { id, secret } = t.fakes.filevine.client;
    await t.call('PUT', '/integrations/filevine', {
      body: { clientId: id, clientSecret: secret, personalAccessToken: 'not-the-token' },
    });
    const refused = await t.call('GET', '/integrations/filevine/connect', { headers: { accept: 'application/json' } });
    expect(refused).toMatchObject({ status: 200, body: { redirectUrl: '/demo/config-filevine?connectError=refused' } });
    t.fakes.filevine.mode = 'down';
    const down = await t.call('GET', '/integrations/filevine/connect');
    expect(down.response.headers.get('location')).toBe('/demo/config-filevine?connectError=unavailable');
    expect((await t.call('GET', '/integrations/filevine')).body.connected).toBe(false);
  });
});
