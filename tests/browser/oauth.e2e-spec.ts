/**
 * Sign-in through a provider as a person does it: Chromium presses the button, goes to the provider (the real
 * oauth2-mock-server, which approves at once), comes back through the real passport strategy and lands signed
 * in. The API-level flows and their refusals are in backend/src/oauth/*.e2e-spec.ts.
 */
import type { Page } from 'playwright-core';
import { startMockOAuthProvider, type MockOAuthProvider } from '../../backend/src/oauth/testing/mock-oauth-provider';
import { DEMO, addUserByApi, signInDemoAdminByApi } from './access-session';
import { waitForSignedIn } from './access-helpers';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { createWorkspace, type Product } from './harness';

let provider: MockOAuthProvider | undefined;
const mock = () => {
  if (!provider) throw new Error('the OAuth provider is not started');
  return provider;
};

/**
 * PUBLIC_URL defaults to http://localhost:{port}: the provider's redirect URI and the auth host's trusted origin
 * are there, so the browser uses that address (the oauth_nonce cookie is kept per host).
 */
const site = (product: Product) => product.url.replace('127.0.0.1', 'localhost');

const tokensOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('tokens') ?? '{}') as Record<string, string>);

/** The demo workspace's catalog, open to everyone: the workspace root opens it (000 §2.2). */
const DEMO_CATALOG = 'Clients';

describeInBrowser('sign-in through a provider', () => {
  beforeAll(async () => {
    provider = await startMockOAuthProvider();
  });
  afterAll(async () => {
    await provider?.stop();
  });

  const app = useProductInBrowser({
    // Read when the product starts, after the provider above is listening.
    env: () => mock().env(),
    prepare: async (product) => {
      const admin = await signInDemoAdminByApi(product);
      await addUserByApi(product, admin, 'Grace Google', 'grace@example.test');
      await createWorkspace(product, 'acme', { label: 'Acme LLP', isRegistration: true });
    },
  });

  app.test('Sign in with Google on the sign-in choice comes back signed in as the existing account', async (page) => {
    mock().profile = { id: 'google-grace', email: 'grace@example.test', name: 'Grace at Google' };
    await page.goto(`${site(app.product)}/${DEMO}/login`);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();

    await page.waitForURL((url) => url.pathname === `/${DEMO}/${DEMO_CATALOG}` && !url.searchParams.has('t'), {
      timeout: 15_000,
    });
    await waitForSignedIn(page, 'Grace Google');
    expect(Object.keys(await tokensOf(page))).toContain(DEMO);
  });

  app.test(
    'Sign in with Microsoft registers a new person where registration is on, signed in at once',
    async (page) => {
      mock().profile = { id: 'ms-new-person', email: 'New.Person@Example.test', name: 'New Person' };
      await page.goto(`${site(app.product)}/${DEMO}/login`);
      await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();

      await page.waitForURL(`**/${DEMO}/${DEMO_CATALOG}`, { timeout: 15_000 });
      await waitForSignedIn(page, 'New Person');
      expect(new URL(page.url()).pathname).toBe(`/${DEMO}/${DEMO_CATALOG}`);
    },
  );

  app.test(
    "the workspace entry's 'Sign in with Microsoft' lists the address's workspaces and enters the chosen one",
    async (page) => {
      // The address has an account in demo (made above) and, once it registers there, in acme: two workspaces.
      mock().profile = { id: 'ms-new-person', email: 'new.person@example.test', name: 'New Person' };
      await page.goto(`${site(app.product)}/acme/login`);
      await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
      await waitForSignedIn(page, 'New Person');
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());

      await page.goto(`${site(app.product)}/`);
      await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
      await page.getByRole('button', { name: /Acme LLP/ }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: /Demo workspace/ }).waitFor();
      await page.getByRole('button', { name: /Acme LLP/ }).click();

      await waitForSignedIn(page, 'New Person');
      expect(new URL(page.url()).pathname).toBe('/acme/');
      expect(Object.keys(await tokensOf(page))).toContain('acme');
    },
    45_000,
  );
});
