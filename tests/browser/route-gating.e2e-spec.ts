import {
  DEMO,
  addUserByApi,
  openSignedIn,
  registerExternalByLink,
  setPasswordAndSignIn,
  signInDemoAdminByApi,
  type ApiSession,
} from './access-session';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { enableAddon } from './harness';

/** The demo workspace's catalog, open to everyone: the workspace root opens it (000 §2.2). */
const DEMO_CATALOG = 'Clients';

describeInBrowser('signed-in route gating', () => {
  let admin: ApiSession;
  let member: ApiSession;
  const app = useProductInBrowser({
    prepare: async (product) => {
      admin = await signInDemoAdminByApi(product);
      await addUserByApi(product, admin, 'Mia Member', 'mia@demo.test');
      member = await setPasswordAndSignIn(product, 'mia@demo.test', 'member-pass-1');
    },
  });

  const pathOf = (url: string) => new URL(url).pathname;

  app.test('a non-administrator opening /users is sent to the workspace root, and has no Users entry', async (page) => {
    await openSignedIn(page, app.product, member, `/${DEMO}/users`);
    await page.waitForURL(`**/${DEMO}/${DEMO_CATALOG}`, { timeout: 15_000 });
    expect(pathOf(page.url())).toBe(`/${DEMO}/${DEMO_CATALOG}`);
    expect(await page.getByRole('heading', { name: 'USERS' }).count()).toBe(0);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Users' }).count()).toBe(0);
  });

  app.test('the designer is for administrators: every /types route sends others to the root', async (page) => {
    for (const path of ['types/', 'types/Client', 'types/Client/variables', 'types/Client/variables/FirstName']) {
      await openSignedIn(page, app.product, member, `/${DEMO}/${path}`);
      await page.waitForURL(`**/${DEMO}/${DEMO_CATALOG}`, { timeout: 15_000 });
      expect(pathOf(page.url())).toBe(`/${DEMO}/${DEMO_CATALOG}`);
    }
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Data models' }).count()).toBe(0);
  });

  app.test('an administrator opens the designer from the user menu', async (page) => {
    await openSignedIn(page, app.product, admin, `/${DEMO}/users`);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Data models' }).click();
    await page.getByRole('heading', { name: 'ELEMENTS' }).waitFor({ timeout: 15_000 });
    expect(pathOf(page.url())).toBe(`/${DEMO}/types/`);
  });

  app.test('an administrator reaches /users; /login while signed in leads to the root', async (page) => {
    await openSignedIn(page, app.product, admin, `/${DEMO}/users`);
    await page.getByRole('heading', { name: 'USERS' }).waitFor({ timeout: 15_000 });
    await page.goto(`${app.product.url}/${DEMO}/login`);
    await page.waitForURL(`**/${DEMO}/${DEMO_CATALOG}`, { timeout: 15_000 });
    expect(pathOf(page.url())).toBe(`/${DEMO}/${DEMO_CATALOG}`);
  });

  app.test('config-clio redirects to the root unless the clio add-on is on', async (page) => {
    await openSignedIn(page, app.product, admin, `/${DEMO}/config-clio`);
    await page.waitForURL(`**/${DEMO}/${DEMO_CATALOG}`, { timeout: 15_000 });
    expect(pathOf(page.url())).toBe(`/${DEMO}/${DEMO_CATALOG}`);

    await enableAddon(app.product, DEMO, 'clio');
    await page.goto(`${app.product.url}/${DEMO}/config-clio`);
    // The Clio connection screen (provider-config.e2e-spec.ts covers what it does).
    await page.getByRole('heading', { name: 'Clio', level: 1 }).waitFor({ timeout: 15_000 });
    expect(pathOf(page.url())).toBe(`/${DEMO}/config-clio`);
  });
  app.test('an external user who arrived through a link is kept out of /users and config-clio', async (page) => {
    const external = await registerExternalByLink(app.product, admin);
    for (const path of ['users', 'config-clio']) {
      await openSignedIn(page, app.product, external, `/${DEMO}/${path}`);
      await page.getByText('Welcome, Erin External.').waitFor({ timeout: 15_000 });
      expect(pathOf(page.url())).toBe(`/${DEMO}/`);
      expect(await page.getByRole('heading', { name: 'USERS' }).count()).toBe(0);
    }
  });
});
