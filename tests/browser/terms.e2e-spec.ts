import type { Page } from 'playwright-core';
import { storedTokens } from './access-helpers';
import {
  DEMO,
  DEMO_ADMIN,
  addUserByApi,
  isAuth,
  listUsers,
  openAsDemoAdmin,
  openSignedIn,
  registerExternalByLink,
  setPasswordAndSignIn,
  signInDemoAdminByApi,
  type ApiSession,
} from './access-session';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { enableAddon, operator, waitForTenancy } from './harness';

const TERMS = 'Be kind to each other.\nKeep client data private.';
const EXTERNAL_TERMS = 'Guests: use this link for your own matter only.';
type TermsSettings = { termsForExternal?: string; dateUpdateTerms?: string };
/** The demo workspace's catalog, open to everyone: the workspace root opens it (000 §2.2). */
const DEMO_CATALOG = 'Clients';

describeInBrowser('terms of service', () => {
  const app = useProductInBrowser({
    prepare: async (product) => {
      await operator(product, 'PATCH', `/${DEMO}/settings`, { terms: TERMS });
      await waitForTenancy(product, DEMO, (t) => (t.settings as { terms?: string } | undefined)?.terms === TERMS);
    },
  });

  const modal = (page: Page) => page.getByRole('dialog', { name: 'Terms of Service' });

  app.test(
    'REJECT signs out: back to the sign-in screen, the token forgotten and refused by the server',
    async (page) => {
      const admin = await openAsDemoAdmin(page, app.product);
      await modal(page).waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('terms-text').innerText()).toBe(TERMS);
      await modal(page).getByRole('button', { name: 'REJECT' }).click();
      await modal(page).waitFor({ state: 'detached' });
      await page.waitForURL(`**/${DEMO}/login`);
      expect((await storedTokens(page))[DEMO]).toBeUndefined();
      expect(await isAuth(app.product, admin)).toBe(false);
    },
  );

  app.test('ACCEPT stores lastAccepted and the modal does not come back', async (page) => {
    const admin = await openAsDemoAdmin(page, app.product);
    expect(admin.user.lastAccepted).toBeUndefined();
    await modal(page).getByRole('button', { name: 'ACCEPT' }).click({ timeout: 15_000 });
    await page.waitForURL(`**/${DEMO}/${DEMO_CATALOG}`, { timeout: 10_000 });
    expect(await modal(page).count()).toBe(0);

    const users = await listUsers<{ mail: string; lastAccepted?: string }>(app.product, admin);
    const accepted = users.find((u) => u.mail === DEMO_ADMIN)?.lastAccepted;
    expect(accepted).toBeDefined();
    expect(Date.now() - Date.parse(accepted!)).toBeLessThan(60_000);

    await page.reload();
    await page.getByRole('navigation', { name: 'Catalogs' }).getByRole('link', { name: DEMO_CATALOG }).waitFor({
      timeout: 15_000,
    });
    expect(await modal(page).count()).toBe(0);
  });
});

describeInBrowser('terms of service: updates, ordinary users and external users', () => {
  let admin: ApiSession;
  const app = useProductInBrowser({
    prepare: async (product) => {
      await operator(product, 'PATCH', `/${DEMO}/settings`, { terms: TERMS, termsForExternal: EXTERNAL_TERMS });
      await waitForTenancy(product, DEMO, (t) => (t.settings as TermsSettings).termsForExternal === EXTERNAL_TERMS);
      admin = await signInDemoAdminByApi(product);
    },
  });

  const modal = (page: Page) => page.getByRole('dialog', { name: 'Terms of Service' });

  app.test('a non-administrator accepts the terms: lastAccepted is stored for them', async (page) => {
    await addUserByApi(app.product, admin, 'Nora Normal', 'nora@demo.test');
    const nora = await setPasswordAndSignIn(app.product, 'nora@demo.test', 'nora-pass-1');
    await openSignedIn(page, app.product, nora, `/${DEMO}/`);
    await modal(page).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('terms-text').innerText()).toBe(TERMS);
    await modal(page).getByRole('button', { name: 'ACCEPT' }).click();
    await page.waitForURL(`**/${DEMO}/${DEMO_CATALOG}`, { timeout: 10_000 });
    await page.getByText('Nora Normal').first().waitFor();
    const users = await listUsers<{ mail: string; lastAccepted?: string }>(app.product, admin);
    expect(users.find((u) => u.mail === 'nora@demo.test')?.lastAccepted).toBeDefined();
  });

  app.test('terms updated after they were accepted are asked again', async (page) => {
    await openSignedIn(page, app.product, admin, `/${DEMO}/`);
    await modal(page).getByRole('button', { name: 'ACCEPT' }).click({ timeout: 15_000 });
    await page.waitForURL(`**/${DEMO}/${DEMO_CATALOG}`, { timeout: 10_000 });

    const updated = new Date(Date.now() + 1000).toISOString();
    await operator(app.product, 'PATCH', `/${DEMO}/settings`, { dateUpdateTerms: updated });
    await waitForTenancy(app.product, DEMO, (t) => (t.settings as TermsSettings).dateUpdateTerms !== undefined);
    await page.reload();
    await modal(page).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('terms-text').innerText()).toBe(TERMS);
  });

  app.test('an external user is asked the external terms; with allExternal, none', async (page) => {
    const erin = await registerExternalByLink(app.product, admin);
    await openSignedIn(page, app.product, erin, `/${DEMO}/`);
    await modal(page).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('terms-text').innerText()).toBe(EXTERNAL_TERMS);

    await enableAddon(app.product, DEMO, 'allExternal');
    await page.reload();
    await page.getByText('Welcome, Erin External.').waitFor({ timeout: 15_000 });
    expect(await modal(page).count()).toBe(0);
  });
});
