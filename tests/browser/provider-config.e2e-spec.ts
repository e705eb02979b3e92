// The providers' settings pages (issue 16 "Settings pages"), through the UI only, against local servers that play
// OneDrive (Microsoft identity platform + Graph) and Filevine (identity server + API v2): connect, test, disconnect.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startFakeProvider, type FakeProvider } from '../../backend/src/document-storage/testing/fake-provider-server';
import { DEMO, openSignedIn, signInDemoAdminByApi } from './access-session';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { enableAddon, ROOT } from './harness';

const SHOTS = join(ROOT, 'test-results', 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `provider-config-${name}.png`) });

describeInBrowser(
  'provider settings pages (config-onedrive, config-clio, config-netdocuments, config-filevine)',
  () => {
    let onedrive: FakeProvider | undefined;
    let filevine: FakeProvider | undefined;
    const fake = () => {
      if (!onedrive) throw new Error('the fake OneDrive is not started');
      return onedrive;
    };
    const fakeFilevine = () => {
      if (!filevine) throw new Error('the fake Filevine is not started');
      return filevine;
    };
    beforeAll(async () => {
      onedrive = await startFakeProvider('onedrive');
      filevine = await startFakeProvider('filevine');
    });
    afterAll(async () => {
      await onedrive?.stop();
      await filevine?.stop();
    });

    const app = useProductInBrowser({
      env: () => ({
        ...fake().env(),
        ...fakeFilevine().env(),
        SECRETS_KEY: 'browser-tests-secrets-key-0123456789abcdef',
      }),
      prepare: async (product) => {
        await enableAddon(product, DEMO, 'onedrive');
        await enableAddon(product, DEMO, 'clio');
        await enableAddon(product, DEMO, 'filevine');
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
      await page
        .getByTestId('test-outcome')
        .getByText('OneDrive is unavailable (HTTP 503); try again later.')
        .waitFor();
      await shot(page, 'test-failed');
      fake().mode = 'up';

      await page.getByRole('button', { name: 'Disconnect' }).click();
      const dialog = page.getByRole('dialog', { name: 'Disconnect OneDrive?' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Disconnect' }).click();
      await page.getByTestId('connection-state').getByText('Not connected', { exact: true }).waitFor();
      expect(await page.getByLabel('Client id').inputValue()).toBe('');
    });

    app.test(
      'an administrator connects Filevine with a personal access token, tests it and disconnects',
      async (page) => {
        const admin = await signInDemoAdminByApi(app.product);
        await openSignedIn(page, app.product, admin, `/${DEMO}/config-filevine`);
        await page.getByRole('heading', { name: 'Filevine', level: 1 }).waitFor({ timeout: 15_000 });
        await page.getByTestId('connection-state').getByText('Not connected', { exact: true }).waitFor();
        // No authorize page at Filevine: nothing to register as a redirect URI.
        expect(await page.getByLabel('Redirect URI').count()).toBe(0);
        await shot(page, 'filevine-empty');

        await page.getByLabel('Client id').fill(fakeFilevine().client.id);
        await page.getByLabel('Client secret').fill(fakeFilevine().client.secret);
        await page.getByRole('button', { name: 'Connect' }).click();
        await page.getByText('Enter the personal access token created for this workspace.').waitFor();
        await page.getByLabel('Personal access token').fill(fakeFilevine().client.personalAccessToken);
        await shot(page, 'filevine-filled');
        await page.getByRole('button', { name: 'Connect' }).click();

        await page
          .getByText("Filevine is connected. Queries can now read Filevine's projects and contacts.")
          .waitFor({ timeout: 15_000 });
        await page.getByTestId('connection-state').getByText('Connected', { exact: true }).waitFor();
        expect(new URL(page.url()).search).toBe('');
        expect(fakeFilevine().grants).toEqual(['personal_access_token']);
        await page.getByRole('button', { name: 'Test connection' }).click();
        await page.getByTestId('test-outcome').getByText('Connected as Fiona Vine (Vine & Partners).').waitFor();
        await shot(page, 'filevine-connected');

        await page.getByRole('button', { name: 'Disconnect' }).click();
        const dialog = page.getByRole('dialog', { name: 'Disconnect Filevine?' });
        await dialog.waitFor();
        await dialog.getByRole('button', { name: 'Disconnect' }).click();
        await page.getByTestId('connection-state').getByText('Not connected', { exact: true }).waitFor();
        expect(await page.getByLabel('Personal access token').inputValue()).toBe('');
      },
    );

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
  },
);
