import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO, openSignedIn, signInDemoAdminByApi, type ApiSession } from './access-session';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { ROOT } from './harness';

const SHOTS = join(ROOT, 'test-results', 'screenshots');
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** 002 §4 'Save changes?': the browser's Back asks too while a screen has unsaved changes (lib/navigation/back-guard). */
describeInBrowser('Back with unsaved changes', () => {
  let admin: ApiSession;
  const app = useProductInBrowser({
    prepare: async (product) => {
      admin = await signInDemoAdminByApi(product);
    },
  });

  /** The demo catalog's records, then the catalog administration through the user menu: two history entries. */
  const openCatalogsFromRecords = async (page: Page) => {
    await openSignedIn(page, app.product, admin, `/${DEMO}/Clients`);
    await page.getByRole('heading', { name: 'Clients' }).first().waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Catalogs' }).click();
    await page.getByRole('heading', { name: 'DATA CATALOGS' }).waitFor({ timeout: 15_000 });
  };
  const label = (page: Page) => page.getByRole('region', { name: /^Catalog / }).getByLabel('Plural label');
  const back = (page: Page) => page.evaluate(() => window.history.back());

  app.test('asks before Back leaves unsaved edits: Cancel and stay keeps them, Leave goes back', async (page) => {
    await openCatalogsFromRecords(page);
    await label(page).fill('Our dear clients');

    await back(page);
    const leave = page.getByRole('dialog', { name: 'Save changes?' });
    await leave.waitFor();
    expect(pathOf(page)).toBe(`/${DEMO}/catalogs`);
    await page.screenshot({ path: join(SHOTS, 'back-guard-asks.png') });
    await leave.getByRole('button', { name: 'Cancel and stay' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe(`/${DEMO}/catalogs`);
    expect(await label(page).inputValue()).toBe('Our dear clients');

    // Asked again on the next Back; leaving without saving goes where Back was going.
    await back(page);
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL((url) => url.pathname === `/${DEMO}/Clients`);
    await page.getByRole('heading', { name: 'Clients' }).first().waitFor();

    // Forward returns to the administration with nothing unsaved: the edit was dropped.
    await page.evaluate(() => window.history.forward());
    await page.getByRole('heading', { name: 'DATA CATALOGS' }).waitFor();
    expect(await label(page).inputValue()).toBe('');
  });

  app.test('lets Back go at once when nothing is unsaved', async (page) => {
    await openCatalogsFromRecords(page);
    await back(page);
    await page.waitForURL((url) => url.pathname === `/${DEMO}/Clients`);
    expect(await page.getByRole('dialog', { name: 'Save changes?' }).count()).toBe(0);
  });
});
