import { DEMO_ADMIN, signIn } from '../../testing/auth-testing';
import { operator, startTestApp, type TestApp } from '../../testing/test-app';
import { PROVIDER_SLUGS, type ProviderSlug } from '../provider-rules';
import { startFakeProvider, type FakeProvider } from './fake-provider-server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export const TEST_SECRETS_KEY = 'integration-tests-secrets-key-0123456789';

export interface IntegrationsTestApp extends TestApp {
  fakes: Record<ProviderSlug, FakeProvider>;
  /** The demo administrator's bearer token. */
  admin: string;
  /** A call to /demo/api{path} as the administrator (or `token`), its JSON answer and the response. */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: Json; response: Response }>;
  addon(slug: string, enabled: boolean): Promise<void>;
  /** Save the fake's client and go through connect → provider → callback as the administrator's browser. */
  connect(slug: ProviderSlug): Promise<{ location: string }>;
}

/**
 * The real application on real SQLite files, aimed at local fake providers (NetDocuments, OneDrive, Clio, Filevine)
 * by their `{PROVIDER}_*_URL` variables, with their add-ons on in the demo workspace. `extraEnv` may name another
 * DATA_DIR (kept after close, for a restart on the same data) or SECRETS_KEY.
 */
export async function startIntegrationsApp(extraEnv: Record<string, string> = {}): Promise<IntegrationsTestApp> {
  const fakes = Object.fromEntries(
    await Promise.all(PROVIDER_SLUGS.map(async (slug) => [slug, await startFakeProvider(slug)] as const)),
  ) as Record<ProviderSlug, FakeProvider>;
  const env = Object.assign(
    { SECRETS_KEY: TEST_SECRETS_KEY },
    ...PROVIDER_SLUGS.map((slug) => fakes[slug].env()),
    extraEnv,
  );
  const t = await startTestApp(env);
  const admin = (await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password)).token;

  const call: IntegrationsTestApp['call'] = async (method, path, options = {}) => {
    const response = await fetch(`${t.url}/demo/api${path}`, {
      method,
      redirect: 'manual',
      headers: {
        authorization: `Bearer ${options.token ?? admin}`,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: Json = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: kept as text
    }
    return { status: response.status, body, response };
  };

  const addon = async (slug: string, enabled: boolean) => {
    const answer = await operator(`${t.url}/api/workspaces/demo/addons/${slug}`, { method: 'PUT', body: { enabled } });
    if (answer.status >= 300) throw new Error(`add-on ${slug}: ${answer.status} ${await answer.text()}`);
    // The add-ons are read from the workspaces read model: wait until it shows the change.
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      const { status } = await call('GET', `/integrations/${slug}`);
      if (enabled ? status === 200 : status === 404) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`add-on ${slug} did not become ${enabled ? 'on' : 'off'}`);
  };

  const connect = async (slug: ProviderSlug) => {
    const fake = fakes[slug];
    const { id: clientId, secret: clientSecret, personalAccessToken } = fake.client;
    const saved = await call('PUT', `/integrations/${slug}`, {
      body: { clientId, clientSecret, ...(slug === 'filevine' ? { personalAccessToken } : {}) },
    });
    if (saved.status !== 200) throw new Error(`save client: ${saved.status} ${JSON.stringify(saved.body)}`);
    const started = await call('GET', `/integrations/${slug}/connect`);
    // Filevine has no authorize page: connect exchanges the token and goes straight back to the settings page.
    if (slug === 'filevine') {
      const location = started.response.headers.get('location') ?? '';
      if (started.status !== 302 || !location.includes('connected=1')) {
        throw new Error(`connect: ${started.status} ${location} ${JSON.stringify(started.body)}`);
      }
      return { location };
    }
    if (started.status !== 302) throw new Error(`connect: ${started.status} ${JSON.stringify(started.body)}`);
    const cookie = (started.response.headers.get('set-cookie') ?? '').split(';')[0];
    const callback = await fake.authorize(started.response.headers.get('location') ?? '');
    const back = await fetch(callback, { redirect: 'manual', headers: { cookie } });
    const location = back.headers.get('location') ?? '';
    if (back.status !== 302 || !location.includes('connected=1')) {
      throw new Error(`callback: ${back.status} ${location} ${await back.text()}`);
    }
    return { location };
  };

  for (const slug of PROVIDER_SLUGS) await addon(slug, true);
  return {
    ...t,
    fakes,
    admin,
    call,
    addon,
    connect,
    close: async () => {
      await t.close();
      await Promise.all(PROVIDER_SLUGS.map((slug) => fakes[slug].stop()));
    },
  };
}
