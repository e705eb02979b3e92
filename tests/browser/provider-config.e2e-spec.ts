// The document storage providers' settings pages (issue 16 "Settings pages"), through the UI only, against a local
// server that plays OneDrive (Microsoft identity platform + Graph): connect, test, disconnect.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startFakeProvider, type FakeProvider } from '../../backend/src/document-storage/testing/fake-provider-server';
import { DEMO, openSignedIn, signInDemoAdminByApi } from './access-session';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { enableAddon, ROOT } from './harness';

const SHOTS = join(ROOT, 'test-results', 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `provider-config-${name}.png`) });

describeInBrowser('provider settings pages (config-onedrive, config-clio, config-netdocuments)', () => {
  let onedrive: FakeProvider | undefined;
  const fake = () => {
    if (!onedrive) throw new Error('the fake OneDrive is not started');
    return onedrive;
  };
  beforeAll(async () => {
    onedrive = await startFakeProvider('onedrive');
  });
  afterAll(async () => {
    await onedrive?.stop();
  });

  const app = useProductInBrowser({
    env: () => ({ ...fake().env(), SECRETS_KEY: 'browser-tests-secrets-key-0123456789abcdef' }),
    prepare: async (product) => {
      await enableAddon(product, DEMO, 'onedrive');
      await enableAddon(product, DEMO, 'clio');
    },
  });

  app.test('an administrator connects OneDrive, tests the connection and disconnects', async (page) => {
    const admin = await signInDemoAdminByApi(app.product);
    await openSignedIn(page, app.product, admin, `/${DEMO}/config-onedrive`);
    await page.getByRole('heading', { name: 'OneDrive', level: 1 }).waitFor({ timeout: 15_000 });
    await page.getByTestId('connection-state').getByText('Not connected', { exact: true }).waitFor();
    const redirect = page.getByLabel('Redirect URI');
    expect(await redirect.inputValue()).toMatch(new RegExp(`/${DEMO}/api/integrations/onedrive/callback$`));
    await shot(page, 'empty');

    // Nothing typed: the form says what is missing and nothing is sent.
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByText('Enter the client id the provider gave the application.').waitFor();

    await page.getByLabel('Client id').fill(fake().client.id);
    // Typing answers what was said: the message goes.
    await page.getByText('Enter the client id the provider gave the application.').waitFor({ state: 'detached' });
    await page.getByLabel('Client secret').fill(fake().client.secret);
    await shot(page, 'filled');
    await page.getByRole('button', { name: 'Connect' }).click();

    // To the provider and back: the provider grants at once and sends the browser to the callback.
    await page
      .getByText('OneDrive is connected. Apps can now send their documents there.')
      .waitFor({ timeout: 15_000 });
    await page.getByTestId('connection-state').getByText('Connected', { exact: true }).waitFor();
    // Said once: the address no longer carries the provider's answer.
    expect(new URL(page.url()).pathname).toBe(`/${DEMO}/config-onedrive`);
    expect(new URL(page.url()).search).toBe('');
    expect(fake().grants).toEqual(['authorization_code']);

    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByTestId('test-outcome').getByText('Connected as Drive Owner.').waitFor();
    await shot(page, 'connected');

    // The provider goes down: the test says so in words.
    fake().mode = 'down';
    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByTestId('test-outcome').getByText('OneDrive is unavailable (HTTP 503); try again later.').waitFor();
    await shot(page, 'test-failed');
    fake().mode = 'up';

    await page.getByRole('button', { name: 'Disconnect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect OneDrive?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByTestId('connection-state').getByText('Not connected', { exact: true }).waitFor();
    expect(await page.getByLabel('Client id').inputValue()).toBe('');
  });

  app.test('a refusal at the provider comes back to the page in words', async (page) => {
    const admin = await signInDemoAdminByApi(app.product);
    await openSignedIn(page, app.product, admin, `/${DEMO}/config-clio`);
    await page.getByRole('heading', { name: 'Clio', level: 1 }).waitFor({ timeout: 15_000 });
    await page.goto(`${app.product.url}/${DEMO}/config-clio?connectError=denied`);
    await page
      .getByRole('alert')
      .getByText('Clio did not grant access. Connect again and allow access at Clio.')
      .waitFor({ timeout: 15_000 });
    await shot(page, 'refused');
  });

  app.test('config-netdocuments stays out of reach without its add-on', async (page) => {
    const admin = await signInDemoAdminByApi(app.product);
    await openSignedIn(page, app.product, admin, `/${DEMO}/config-netdocuments`);
    await page.waitForURL((url) => !url.pathname.endsWith('/config-netdocuments'), { timeout: 15_000 });
  });
});
