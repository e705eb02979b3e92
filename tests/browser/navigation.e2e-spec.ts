import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  addUserByApi,
  DEMO,
  openSignedIn,
  registerExternalByLink,
  setPasswordAndSignIn,
  signInDemoAdminByApi,
  type ApiSession,
} from './access-session';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { api, enableAddon, ROOT } from './harness';

const SHOTS = join(ROOT, 'test-results', 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `navigation-${name}.png`) });

const CATALOG = 'Clients';
const APP = 'Welcome_pack';
/** The frontend package's version, which the build fixes into the About dialog. */
const CLIENT_VERSION = '0.1.0';
const HELP_URL = 'https://help.docauto.app/';
const ADMIN_ENTRIES = ['Data models', 'Catalogs', 'Users', 'API keys', 'Settings'];

interface CatalogJson {
  name: string;
  type: { apps: { _id: string; name: string; label?: string }[] };
}

/**
 * Issue 14 "Navigation (§2.4)": the demo workspace's catalog at the workspace root, the app routes with their
 * breadcrumbs and the hide-nav flag, the user menu of administrators and of everyone else, About and Help.
 */
describeInBrowser('top navigation and app routes', () => {
  let admin: ApiSession;
  let member: ApiSession;
  let ada: string;
  let grace: string;
  let appKey: string;
  const app = useProductInBrowser({
    prepare: async (product) => {
      admin = await signInDemoAdminByApi(product);
      const catalogs = await api<CatalogJson[]>(product, 'GET', `/${DEMO}/api/collections`, undefined, admin.token);
      appKey = catalogs.find((c) => c.name === CATALOG)!.type.apps.find((a) => a.name === APP)!._id;
      const items = await api<{ _id: string; name: string }[]>(
        product,
        'GET',
        `/${DEMO}/api/collections/${CATALOG}/items`,
        undefined,
        admin.token,
      );
      ada = items.find((item) => item.name === 'Ada Lovelace')!._id;
      grace = items.find((item) => item.name === 'Grace Hopper')!._id;
      await addUserByApi(product, admin, 'Mia Member', 'mia@demo.test');
      member = await setPasswordAndSignIn(product, 'mia@demo.test', 'member-pass-1');
    },
  });

  const pathOf = (page: Page) => new URL(page.url()).pathname;
  const crumbs = (page: Page) => page.getByTestId('app-breadcrumbs').getByRole('listitem');
  const crumbTexts = async (page: Page) =>
    (await crumbs(page).allTextContents()).map((text) => text.trim()).filter((text) => text !== '›');
  const openMenu = async (page: Page) => {
    await page.getByRole('button', { name: 'User menu' }).click({ timeout: 15_000 });
    return page.getByRole('menu', { name: 'User menu' });
  };
  const menuItems = async (page: Page) =>
    (await (await openMenu(page)).getByRole('menuitem').allTextContents()).map((text) => text.replace('↗', '').trim());

  app.test('the workspace root opens the demo catalog, which lists its clients', async (page) => {
    await openSignedIn(page, app.product, admin, `/${DEMO}/`);
    await page.waitForURL(`**/${DEMO}/${CATALOG}`, { timeout: 15_000 });
    const nav = page.getByRole('navigation', { name: 'Catalogs' });
    expect(await nav.getByRole('link', { name: CATALOG }).getAttribute('aria-current')).toBe('page');
    for (const name of ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson', 'Edsger Dijkstra'])
      await page.getByRole('option', { name: new RegExp(name) }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('option').count()).toBe(5);
    await shot(page, 'demo-catalog');
  });

  app.test(
    "an app on a record: the detail panel's button opens it under catalog › record › app breadcrumbs",
    async (page) => {
      await openSignedIn(page, app.product, admin, `/${DEMO}/${CATALOG}`);
      await page.getByRole('option', { name: /Ada Lovelace/ }).click({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Open Welcome pack' }).click();
      await page.waitForURL(`**/${DEMO}/${CATALOG}/${ada}/${APP}`);
      await page.getByRole('heading', { name: 'Welcome pack' }).waitFor();
      expect(await crumbTexts(page)).toEqual([CATALOG, 'Ada Lovelace', 'Welcome pack']);
      // The interview opens under the breadcrumbs, its header naming the record.
      await page.getByTestId('interview-header').getByText('Ada Lovelace', { exact: true }).waitFor();
      expect(await page.getByTestId('app-route').getAttribute('data-target')).toBe('record');
      await shot(page, 'record-app');

      // The catalog's crumb leads back to its catalogue.
      await page.getByTestId('app-breadcrumbs').getByRole('link', { name: CATALOG }).click();
      await page.waitForURL(`**/${DEMO}/${CATALOG}`);
      await page.getByRole('option', { name: /Ada Lovelace/ }).waitFor();
    },
  );

  app.test('creating a record with an app: catalog › app breadcrumbs, from the create menu', async (page) => {
    await openSignedIn(page, app.product, admin, `/${DEMO}/${CATALOG}`);
    await page.getByRole('button', { name: 'CREATE RECORD' }).click({ timeout: 15_000 });
    await page.getByRole('menuitem', { name: 'Welcome pack' }).click();
    await page.waitForURL(`**/${DEMO}/${CATALOG}/${APP}`);
    await page.getByRole('heading', { name: 'Welcome pack' }).waitFor();
    expect(await crumbTexts(page)).toEqual([CATALOG, 'Welcome pack']);
    expect(await page.getByTestId('app-route').getAttribute('data-target')).toBe('create');
    await page.getByTestId('interview-header').getByText('New record', { exact: true }).waitFor();
    await shot(page, 'create-app');
  });

  app.test('a global-info app: a middle segment that is no record id is the global target', async (page) => {
    await openSignedIn(page, app.product, admin, `/${DEMO}/${CATALOG}/Firm_details/${APP}?appLabel=Firm%20details`);
    // A global-info app is an app of the global's model, so the address's appLabel names it, not the catalog's
    // model's app of that name; the Client model has no global Firm_details, which the page says.
    await page.getByRole('heading', { name: 'Firm details' }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('app-route').getAttribute('data-target')).toBe('global');
    expect(await crumbTexts(page)).toEqual([CATALOG, 'Firm_details', 'Firm details']);
    await page
      .getByTestId('interview-error')
      .getByText(/the catalog's model has no such global/)
      .waitFor();
  });

  app.test('a record that does not exist is said on the page, with the way back', async (page) => {
    const missing = '00000000-0000-4000-8000-000000000000';
    await openSignedIn(page, app.product, admin, `/${DEMO}/${CATALOG}/${missing}/${APP}`);
    await page.getByText('This record could not be found. It may have been deleted.').waitFor({ timeout: 15_000 });
    expect(await crumbTexts(page)).toEqual([CATALOG, missing, 'Welcome pack']);
    await page.getByRole('link', { name: `Back to ${CATALOG}` }).click();
    await page.waitForURL(`**/${DEMO}/${CATALOG}`);
  });

  app.test('a catalog the person may not see sends them from its app route to the workspace root', async (page) => {
    await openSignedIn(page, app.product, member, `/${DEMO}/Nowhere/${ada}/${APP}`);
    // The root then opens the catalog open to everyone.
    await page.waitForURL(`**/${DEMO}/${CATALOG}`, { timeout: 15_000 });
    expect(await page.getByTestId('app-route').count()).toBe(0);
  });

  app.test('hn hides the top bar on an app route, and is remembered for that record and app', async (page) => {
    const route = `/${DEMO}/${CATALOG}/${ada}/${APP}`;
    await openSignedIn(page, app.product, admin, `${route}?hn=1`);
    await page.getByRole('heading', { name: 'Welcome pack' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'User menu' }).count()).toBe(0);
    expect(await page.getByTestId('app-breadcrumbs').count()).toBe(0);
    await shot(page, 'hidden-nav');

    // A reload without hn keeps the bar hidden for this record and app…
    await page.goto(`${app.product.url}${route}`);
    await page.getByRole('heading', { name: 'Welcome pack' }).waitFor();
    expect(await page.getByRole('button', { name: 'User menu' }).count()).toBe(0);

    // …but not for another record, nor on the catalogue.
    await page.goto(`${app.product.url}/${DEMO}/${CATALOG}/${grace}/${APP}`);
    await page.getByTestId('app-breadcrumbs').waitFor();
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    await page.goto(`${app.product.url}/${DEMO}/${CATALOG}`);
    await page.getByRole('navigation', { name: 'Catalogs' }).waitFor();

    // hn=0 shows it again, and that is remembered too.
    await page.goto(`${app.product.url}${route}?hn=0`);
    await page.getByTestId('app-breadcrumbs').waitFor();
    await page.goto(`${app.product.url}${route}`);
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    await page.getByTestId('app-breadcrumbs').getByText('Ada Lovelace', { exact: true }).waitFor();
    expect(await crumbTexts(page)).toEqual([CATALOG, 'Ada Lovelace', 'Welcome pack']);
  });

  app.test(
    "an administrator's menu: the admin screens, Help, About and Log Out; unbuilt screens say they are coming",
    async (page) => {
      await openSignedIn(page, app.product, admin, `/${DEMO}/users`);
      expect(await menuItems(page)).toEqual([...ADMIN_ENTRIES, 'Help', 'About', 'Log Out']);
      await shot(page, 'admin-menu');

      for (const [entry, path] of [
        ['API keys', 'keys'],
        ['Settings', 'settings'],
      ]) {
        await page.goto(`${app.product.url}/${DEMO}/users`);
        await (await openMenu(page)).getByRole('menuitem', { name: entry }).click();
        await page.waitForURL(`**/${DEMO}/${path}`);
        const soon = page.getByTestId('coming-soon');
        await soon.getByRole('heading', { name: entry, level: 1 }).waitFor();
        await soon.getByText('This screen arrives in the next release.').waitFor();
        if (entry === 'API keys') await shot(page, 'coming-soon');
        await soon.getByRole('link', { name: 'Back to the workspace' }).click();
        await page.waitForURL(`**/${DEMO}/${CATALOG}`);
      }
    },
  );

  app.test("each provider's config page is in the menu only with its add-on", async (page) => {
    await openSignedIn(page, app.product, admin, `/${DEMO}/config-filevine`);
    await page.waitForURL(`**/${DEMO}/${CATALOG}`, { timeout: 15_000 });

    await enableAddon(app.product, DEMO, 'clio');
    await enableAddon(app.product, DEMO, 'onedrive');
    await page.goto(`${app.product.url}/${DEMO}/users`);
    expect(await menuItems(page)).toEqual([...ADMIN_ENTRIES, 'Clio', 'OneDrive', 'Help', 'About', 'Log Out']);
    await page.getByRole('menuitem', { name: 'OneDrive' }).click();
    await page.waitForURL(`**/${DEMO}/config-onedrive`);
    await page.getByRole('heading', { name: 'OneDrive', level: 1 }).waitFor();
    await page.goto(`${app.product.url}/${DEMO}/config-clio`);
    await page.getByRole('heading', { name: 'Clio', level: 1 }).waitFor();
    await page.goto(`${app.product.url}/${DEMO}/config-netdocuments`);
    await page.waitForURL(`**/${DEMO}/${CATALOG}`);
  });

  app.test('the menu is a real menu: it opens on its first entry, arrows move, Escape closes it', async (page) => {
    await openSignedIn(page, app.product, admin, `/${DEMO}/users`);
    const button = page.getByRole('button', { name: 'User menu' });
    await button.focus({ timeout: 15_000 });
    await page.keyboard.press('Enter');
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await page.getByRole('menu', { name: 'User menu' }).waitFor();
    expect(await focused()).toBe('Data models');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Catalogs');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('Log Out');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  app.test('Help opens the help centre in a new tab, for administrators', async (page) => {
    await openSignedIn(page, app.product, admin, `/${DEMO}/users`);
    const help = (await openMenu(page)).getByRole('menuitem', { name: 'Help' });
    expect(await help.getAttribute('href')).toBe(HELP_URL);
    expect(await help.getAttribute('target')).toBe('_blank');
    expect(await help.getAttribute('rel')).toContain('noopener');
  });

  app.test('About shows the client version, and on an app route the app, its key and environment', async (page) => {
    await openSignedIn(page, app.product, admin, `/${DEMO}/${CATALOG}/${ada}/${APP}`);
    await page.getByRole('heading', { name: 'Welcome pack' }).waitFor({ timeout: 15_000 });
    await (await openMenu(page)).getByRole('menuitem', { name: 'About' }).click();
    const about = page.getByRole('dialog', { name: 'About' });
    expect(await about.getByTestId('about-Client version').textContent()).toBe(CLIENT_VERSION);
    expect(await about.getByTestId('about-App').textContent()).toBe('Welcome pack');
    expect(await about.getByTestId('about-App key').textContent()).toBe(appKey);
    expect(await about.getByTestId('about-Environment').textContent()).toBe('Latest');
    await shot(page, 'about-app');
    await page.keyboard.press('Escape');
    await about.waitFor({ state: 'detached' });

    // Elsewhere it names the client version only.
    await page.getByTestId('app-breadcrumbs').getByRole('link', { name: CATALOG }).click();
    await (await openMenu(page)).getByRole('menuitem', { name: 'About' }).click();
    expect(await about.getByTestId('about-Client version').textContent()).toBe(CLIENT_VERSION);
    expect(await about.getByTestId('about-App').count()).toBe(0);
    await about.getByRole('button', { name: 'Ok' }).click();
    await about.waitFor({ state: 'detached' });
  });

  app.test('someone who is no administrator has no admin entries nor Help, and no admin screens', async (page) => {
    await openSignedIn(page, app.product, member, `/${DEMO}/`);
    await page.waitForURL(`**/${DEMO}/${CATALOG}`, { timeout: 15_000 });
    // The catalog is open to everyone: a member sees its records too.
    await page.getByRole('option', { name: /Ada Lovelace/ }).waitFor();
    expect(await menuItems(page)).toEqual(['About', 'Log Out']);
    await shot(page, 'member-menu');
    for (const path of ['keys', 'settings', 'config-clio']) {
      await page.goto(`${app.product.url}/${DEMO}/${path}`);
      await page.waitForURL(`**/${DEMO}/${CATALOG}`);
      expect(await page.getByTestId('coming-soon').count()).toBe(0);
    }
    // The app routes are everyone's: a member sees the same breadcrumbs.
    await page.goto(`${app.product.url}/${DEMO}/${CATALOG}/${ada}/${APP}`);
    await page.getByTestId('app-breadcrumbs').getByText('Ada Lovelace', { exact: true }).waitFor();
    expect(await crumbTexts(page)).toEqual([CATALOG, 'Ada Lovelace', 'Welcome pack']);
    expect(pathOf(page)).toBe(`/${DEMO}/${CATALOG}/${ada}/${APP}`);
  });

  app.test('an external user sees only the app breadcrumb', async (page) => {
    const erin = await registerExternalByLink(app.product, admin);
    await openSignedIn(page, app.product, erin, `/${DEMO}/${CATALOG}/${ada}/${APP}?external`);
    // Without the catalog's model at hand, the app's name stands for its label, underscores read as spaces.
    await page.getByRole('heading', { name: 'Welcome pack' }).waitFor({ timeout: 15_000 });
    expect(await crumbTexts(page)).toEqual(['Welcome pack']);
    expect(await page.getByRole('navigation', { name: 'Catalogs' }).count()).toBe(0);
    expect(await menuItems(page)).toEqual(['About', 'Log Out']);
    await shot(page, 'external-app');
  });
});
