import { TEST_SECRETS_KEY } from '../../document-storage/testing/integrations.testing';
import { startFakeProvider, type FakeProvider } from '../../document-storage/testing/fake-provider-server';
import type { Json } from '../../records/records-api.testing';
import { operator } from '../../testing/test-app';
import { RunQueue } from '../run-queue/run-queue';
import { startRunsApp, type RunsTestApp } from '../runs-assembly.testing';
import { SendDocuments } from './send-documents';

/** The runs test app with the onedrive add-on on and connected to a local fake OneDrive (Microsoft Graph). */
export interface SendingTestApp extends RunsTestApp {
  oneDrive: FakeProvider;
  /** The catalog Customers' app option for Welcome: 'Send documents' to `provider` ('' turns it off). */
  sendWelcomeTo(provider: 'OneDrive' | 'Clio' | 'NetDocuments' | ''): Promise<void>;
  /** Resolves once no run is assembling and no document is being sent (the waits between retries do not count). */
  sendingIdle(): Promise<void>;
}

/** The environment a sending app needs besides the fake's own: its secrets key and quick retries. */
export const sendingEnv = (oneDrive: FakeProvider, more: Record<string, string> = {}) => ({
  SECRETS_KEY: TEST_SECRETS_KEY,
  ...oneDrive.env(),
  ...more,
});

/**
 * `env` adds to the environment (SEND_RETRY_DELAYS_MS, DATA_DIR for a restart). The fake is started here unless one
 * is given (a restart keeps the provider and its documents).
 */
export async function startSendingApp(env: Record<string, string> = {}, given?: FakeProvider): Promise<SendingTestApp> {
  const oneDrive = given ?? (await startFakeProvider('onedrive'));
  const t = await startRunsApp(sendingEnv(oneDrive, env));
  await connectProvider(t, oneDrive);
  const catalogs = await t.read('/collections', t.position);
  const catalogId = (catalogs.body as Json[]).find((each) => each.name === 'Customers')._id;
  const closeApp = t.close;
  return Object.assign(t, {
    oneDrive,
    sendWelcomeTo: async (provider: 'OneDrive' | 'Clio' | 'NetDocuments' | '') => {
      const saved = await t.call('PUT', '/collections', {
        collections: [
          {
            _id: catalogId,
            appOptions: [{ appName: 'Welcome', isSendDocuments: provider !== '', uploadDocuments: provider }],
          },
        ],
      });
      expect([saved.status, saved.body?.message]).toEqual([200, undefined]);
    },
    sendingIdle: async () => {
      // The queue hands a completed run over before it is idle: then the sending it started is what is left.
      await t.app.get(RunQueue).idle();
      await t.app.get(SendDocuments).idle();
    },
    close: async () => {
      await closeApp();
      if (!given) await oneDrive.stop();
    },
  });
}

/**
 * The operator turns the provider's add-on on; an administrator, on its settings page, saves the client, Connects,
 * grants at the provider and comes back.
 */
export async function connectProvider(t: RunsTestApp, fake: FakeProvider): Promise<void> {
  const { slug } = fake;
  const answer = await operator(`${t.url}/api/workspaces/demo/addons/${slug}`, {
    method: 'PUT',
    body: { enabled: true },
  });
  expect(answer.status).toBeLessThan(300);
  // The add-ons are read from the workspaces read model: wait until the settings route shows it.
  for (let tries = 0; (await t.call('GET', `/integrations/${slug}`)).status !== 200; tries += 1) {
    if (tries > 250) throw new Error(`the ${slug} add-on did not come on`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const saved = await t.call('PUT', `/integrations/${slug}`, {
    clientId: fake.client.id,
    clientSecret: fake.client.secret,
  });
  expect(saved.status).toBe(200);
  const started = await fetch(`${t.url}/demo/api/integrations/${slug}/connect`, {
    redirect: 'manual',
    headers: { authorization: `Bearer ${t.admin}` },
  });
  expect(started.status).toBe(302);
  const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0];
  const callback = await fake.authorize(started.headers.get('location') ?? '');
  const back = await fetch(callback, { redirect: 'manual', headers: { cookie } });
  expect([back.status, back.headers.get('location')]).toEqual([302, expect.stringContaining('connected=1')]);
}
