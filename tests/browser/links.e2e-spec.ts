import type { Page } from 'playwright-core';
import { choosePassword, signInThroughForm, storedTokens, toast } from './access-helpers';
import {
  DEMO,
  DEMO_ADMIN,
  DEMO_ADMIN_PASSWORD,
  api,
  openAsDemoAdmin,
  openSignedIn,
  signInByApi,
} from './access-session';
import { describeInBrowser, useProductInBrowser } from './browser-suite';

const NOT_FOUND = 'Sorry, the requested link could not be found.';
const EXTERNAL = {
  userEmail: 'ext.person@client.test',
  userName: 'Ext Person',
  catalogName: 'clients',
  recordId: 'r-42',
  appName: 'intake',
};
const RECORD_PATH = '/demo/clients/r-42/intake';

/** Holds the link's GET until release(), so that what shows while it is resolved can be seen. */
async function holdLinkRequest(page: Page, linkId: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/demo/api/links/${linkId}`, async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest((r) => r.url().endsWith(`/demo/api/links/${linkId}`), { timeout: 15_000 });
  return { asked, release };
}

/** Answers the link's GET with a server failure; returns the message the server gives. */
async function failLinkRequest(page: Page, linkId: string): Promise<string> {
  const failure = 'The links cannot be read just now.';
  await page.route(`**/demo/api/links/${linkId}`, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: failure }) }),
  );
  return failure;
}

describeInBrowser('links for external users', () => {
  let linkId: string;
  const app = useProductInBrowser({
    prepare: async (product) => {
      const admin = await signInByApi(product, DEMO_ADMIN, DEMO_ADMIN_PASSWORD);
      const answer = await api<{ link: { linkId: string } }>(
        product,
        'POST',
        `/${DEMO}/api/links`,
        EXTERNAL,
        admin.token,
      );
      linkId = answer.link.linkId;
    },
  });

  app.test("shows 'Loading...' while the link is resolved, then the form", async (page) => {
    const { asked, release } = await holdLinkRequest(page, linkId);
    await page.goto(`${app.product.url}/demo/links/${linkId}`);
    await asked;
    await page.getByText('Loading...', { exact: true }).waitFor();
    expect(await page.getByTestId('link-email').count()).toBe(0);
    release();
    await page.getByTestId('link-email').waitFor({ timeout: 10_000 });
    expect(await page.getByText('Loading...', { exact: true }).count()).toBe(0);
  });

  app.test('an unknown link says it could not be found', async (page) => {
    await page.goto(`${app.product.url}/demo/links/no-such-link`);
    await page.getByText(NOT_FOUND, { exact: true }).waitFor({ timeout: 10_000 });
  });

  app.test("signed in, a link shows 'Loading...' while it is resolved, then goes to the record page", async (page) => {
    const { asked, release } = await holdLinkRequest(page, linkId);
    await openAsDemoAdmin(page, app.product, `/demo/links/${linkId}`);
    await asked;
    await page.getByText('Loading...', { exact: true }).waitFor();
    expect(page.url()).toBe(`${app.product.url}/demo/links/${linkId}`);
    release();
    await page.waitForURL(`${app.product.url}${RECORD_PATH}?external`, { timeout: 10_000 });
    // The app's page: an administrator's breadcrumbs name the catalog (the demo workspace's Clients, matched case
    // aside), the address's middle segment and the app.
    const crumbs = page.getByTestId('app-breadcrumbs');
    await crumbs.waitFor();
    for (const name of ['Clients', 'r-42', 'intake']) await crumbs.getByText(name, { exact: true }).waitFor();
  });

  app.test('signed in, an unknown link says it could not be found, without an error toast', async (page) => {
    await openAsDemoAdmin(page, app.product, '/demo/links/no-such-link');
    await page.getByText(NOT_FOUND, { exact: true }).waitFor({ timeout: 10_000 });
    expect(await page.locator('[data-scope="toast"][data-part="root"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
  });

  app.test(
    'signed in, a server failure is no "not found": the error is toasted and Retry resolves the link',
    async (page) => {
      const failure = await failLinkRequest(page, linkId);
      await openAsDemoAdmin(page, app.product, `/demo/links/${linkId}`);
      await toast(page, failure).waitFor({ timeout: 10_000 });
      await page.getByText(`Error: ${failure}`, { exact: true }).waitFor();
      expect(await page.getByText(NOT_FOUND, { exact: true }).count()).toBe(0);

      await page.unroute(`**/demo/api/links/${linkId}`);
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.waitForURL(`${app.product.url}${RECORD_PATH}?external`, { timeout: 10_000 });
      await page.getByTestId('app-route').waitFor();
    },
  );

  app.test(
    'signed out, a link the server cannot read is toasted and offers Retry rather than "not found"',
    async (page) => {
      const failure = await failLinkRequest(page, linkId);
      await page.goto(`${app.product.url}/demo/links/${linkId}`);
      await toast(page, failure).waitFor({ timeout: 10_000 });
      await page.getByText(`Error: ${failure}`, { exact: true }).waitFor();
      expect(await page.getByText(NOT_FOUND, { exact: true }).count()).toBe(0);
      await page.unroute(`**/demo/api/links/${linkId}`);
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByTestId('link-email').waitFor({ timeout: 10_000 });
    },
  );

  app.test(
    'a new external user registers by link, lands on the record page and is kept out of /users',
    async (page) => {
      await page.goto(`${app.product.url}/demo/links/${linkId}`);
      await page.getByRole('heading', { name: 'Create your account' }).waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('link-email').textContent()).toBe('e***@client.test');
      expect(await page.getByText(EXTERNAL.userEmail).count()).toBe(0);
      await page.getByLabel('Email').fill(EXTERNAL.userEmail);
      await choosePassword(page, 'ext-pass-1', 'ext-pass-2', 'REGISTER');
      await toast(page, 'Passwords did not match; try again').waitFor();
      await choosePassword(page, 'ext-pass-1', 'ext-pass-1', 'REGISTER');

      await page.waitForURL(`${app.product.url}${RECORD_PATH}?external`, { timeout: 10_000 });
      // The app's page: an external user's only breadcrumb is the app (002 §6).
      const crumbs = page.getByTestId('app-breadcrumbs');
      await crumbs.waitFor();
      expect(await crumbs.getByRole('listitem').allTextContents()).toEqual(['intake']);
      await page.getByText('Ext Person').first().waitFor();

      await page.goto(`${app.product.url}/demo/users`);
      await page.waitForURL((url) => url.pathname !== '/demo/users', { timeout: 10_000 });
      expect(await page.getByText('USERS', { exact: true }).count()).toBe(0);
    },
  );

  app.test('the same user later signs in by link (a wrong password is refused first)', async (page) => {
    await page.goto(`${app.product.url}/demo/links/${linkId}`);
    await page.getByRole('button', { name: 'SIGN IN' }).waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('link-email').textContent()).toBe('e***@client.test');
    await signInThroughForm(page, EXTERNAL.userEmail, 'wrong-pass-1', 'SIGN IN');
    await toast(page, 'does not match the user account').waitFor({ timeout: 10_000 });
    await signInThroughForm(page, EXTERNAL.userEmail, 'ext-pass-1', 'SIGN IN');
    await page.waitForURL(`${app.product.url}${RECORD_PATH}?external`, { timeout: 10_000 });
    await page.getByTestId('app-route').waitFor();
  });

  app.test(
    'an external token in the address is checked with isExternalToken, signs the person in and leaves the address bar',
    async (page) => {
      const { token } = await api<{ token: string }>(app.product, 'POST', `/${DEMO}/api/auth/signinByLink`, {
        linkId,
        user: { email: EXTERNAL.userEmail, password: 'ext-pass-1' },
        visitorId: 'browser-test-external-token',
      });
      const checks: string[] = [];
      page.on('request', (r) => {
        if (/\/api\/(isExternalToken|isAuth)\/?$/.test(new URL(r.url()).pathname))
          checks.push(new URL(r.url()).pathname);
      });
      await page.goto(`${app.product.url}${RECORD_PATH}?external=${encodeURIComponent(token)}`);
      await page.getByTestId('app-route').waitFor({ timeout: 10_000 });
      await page.getByText('Ext Person').first().waitFor();
      expect(checks).toEqual(['/demo/api/isExternalToken/']);
      expect(new URL(page.url()).search).toBe('?external');
      expect((await storedTokens(page)).demo).toBe(token);
    },
  );

  app.test('a refused external token in the address does not cost the stored session', async (page) => {
    const admin = await signInByApi(app.product, DEMO_ADMIN, DEMO_ADMIN_PASSWORD);
    const refused = page.waitForResponse((r) => r.url().endsWith('/demo/api/isExternalToken/'), { timeout: 15_000 });
    // The administrator's own token is no external user's: isExternalToken refuses it.
    await openSignedIn(page, app.product, admin, `${RECORD_PATH}?external=${encodeURIComponent(admin.token)}`);
    expect((await refused).status()).toBe(401);
    await page.getByTestId('app-route').waitFor({ timeout: 10_000 });
    await page.getByText('Demo administrator').first().waitFor();
    expect(new URL(page.url()).search).toBe('?external');
    expect((await storedTokens(page)).demo).toBe(admin.token);
  });
});
