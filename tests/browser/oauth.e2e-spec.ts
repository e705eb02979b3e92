/**
 * Sign-in through a provider as a person does it: Chromium presses the button, goes to the provider (the real
 * oauth2-mock-server, which approves at once), comes back through the real passport strategy and lands signed
 * in. The API-level flows and their refusals are in backend/src/oauth/*.e2e-spec.ts.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startMockOAuthProvider, type MockOAuthProvider } from '../../backend/src/oauth/testing/mock-oauth-provider';
import { DEMO, addUserByApi, listUsers, signInDemoAdminByApi, type ApiSession } from './access-session';
import { toast, waitForSignedIn } from './access-helpers';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { saveTypesByApi } from './designer-helpers';
import { api, createWorkspace, type Product } from './harness';
import { addCatalogWithOptions, answer, cell, screenTitle, SHOTS } from './interview-helpers';

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

/** A catalog whose app Enquiry is open to external users: its external link is /demo/Intakes/Enquiry?external. */
const EXT_CATALOG = 'Intakes';
const EXT_APP = 'Enquiry';
/** An app of the same catalog without External access: its external link registers nobody. */
const STAFF_APP = 'Staff';

/** The model, a one-question screen, and the catalog with External access on one of its apps. */
async function buildExternalLink(product: Product, admin: ApiSession) {
  const model = (await saveTypesByApi(product, admin, [{ action: 'add', kind: 'model', name: 'Enquirer' }])).added[0]
    ._id;
  await saveTypesByApi(product, admin, [
    { action: 'add', kind: 'variable', parent: model, name: 'Name', type: 'text', label: 'Full name' },
    {
      action: 'add',
      kind: 'layout',
      parent: model,
      name: 'About_you',
      columnCount: 1,
      rows: [[cell('c1', 'Name')]],
    },
    { action: 'add', kind: 'app', parent: model, name: EXT_APP, label: 'Client enquiry', screens: ['About_you'] },
    { action: 'add', kind: 'app', parent: model, name: STAFF_APP, label: 'Staff notes', screens: ['About_you'] },
    { action: 'update', kind: 'model', _id: model, key: 'Name' },
  ]);
  await addCatalogWithOptions(product, admin, EXT_CATALOG, model, [
    { appName: EXT_APP, extAccess: true },
    { appName: STAFF_APP },
  ]);
}

describeInBrowser('sign-in through a provider', () => {
  let admin: ApiSession;
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
      admin = await signInDemoAdminByApi(product);
      await addUserByApi(product, admin, 'Grace Google', 'grace@example.test');
      await createWorkspace(product, 'acme', { label: 'Acme LLP', isRegistration: true });
      await buildExternalLink(product, admin);
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

  app.test(
    "a stranger on a catalog's external link signs up with Microsoft and lands in the portal on a record of their own",
    async (page) => {
      mock().profile = { id: 'ms-stranger', email: 'robin@client.test', name: 'Robin Client' };
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${site(app.product)}/${DEMO}/${EXT_CATALOG}/${EXT_APP}?external`);
      await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();

      // Back on the external link, signed in as a new external user: the portal's interview on a new record.
      await page.waitForURL(
        (url) => url.pathname === `/${DEMO}/${EXT_CATALOG}/${EXT_APP}` && url.search === '?external',
        { timeout: 15_000 },
      );
      await screenTitle(page).getByText('About_you').waitFor({ timeout: 15_000 });
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
      expect(await crumbs.locator('li:not([aria-hidden])').allTextContents()).toEqual(['Client enquiry']);
      const users = await listUsers<{ _id: string; mail: string; isExternal: boolean; type: string }>(
        app.product,
        admin,
      );
      const robin = users.find((user) => user.mail === 'robin@client.test');
      expect(robin).toMatchObject({ isExternal: true, type: 'microsoft' });

      // The first answer creates the record, theirs, and the address becomes the record's.
      await answer(page, 'Full name', 'Robin Client');
      await page.waitForURL(new RegExp(`/${DEMO}/${EXT_CATALOG}/[0-9a-f-]{36}/${EXT_APP}\\?external$`), {
        timeout: 15_000,
      });
      const recordId = new URL(page.url()).pathname.split('/').at(-2)!;
      const record = await api<{ extUserID: string | null; values: Record<string, unknown> }>(
        app.product,
        'GET',
        `/${DEMO}/api/collections/${EXT_CATALOG}/items/${recordId}`,
        undefined,
        admin.token,
      );
      expect(record.extUserID).toBe(robin!._id);
      await page.screenshot({ path: join(SHOTS, 'oauth-external-portal.png') });
    },
    45_000,
  );

  app.test(
    "a stranger's Microsoft sign-up on the external link of an app without External access is refused, saying why",
    async (page) => {
      mock().profile = { id: 'ms-sly', email: 'sly@client.test', name: 'Sly Stranger' };
      await page.goto(`${site(app.product)}/${DEMO}/${EXT_CATALOG}/${STAFF_APP}?external`);
      await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();

      // Back on the same link's sign-in screen, with the server's words, and no account made.
      await toast(page, 'There is no account for sly@client.test in this workspace. Ask an administrator to add you.')
        .first()
        .waitFor({ timeout: 15_000 });
      const back = new URL(page.url());
      expect([back.pathname, back.search]).toEqual([`/${DEMO}/${EXT_CATALOG}/${STAFF_APP}`, '?external']);
      await page.getByRole('button', { name: 'Sign in with Microsoft' }).waitFor();
      expect(Object.keys(await tokensOf(page))).not.toContain(DEMO);
      const users = await listUsers(app.product, admin);
      expect(users.filter((user) => user.mail === 'sly@client.test')).toEqual([]);
      await page.screenshot({ path: join(SHOTS, 'oauth-external-refused.png') });
    },
  );
});
