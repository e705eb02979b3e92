import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  addUserByApi,
  DEMO,
  eventually,
  openSignedIn,
  setPasswordAndSignIn,
  signInDemoAdminByApi,
  type ApiSession,
} from './access-session';
import { addKeyedModelWithCatalogs } from './records-helpers';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { api, ROOT } from './harness';

const SHOTS = join(ROOT, 'test-results', 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `records-catalogue-${name}.png`) });

const CATALOG = 'Matters';
const EMPTY_CATALOG = 'Archive';
/** The demo workspace's catalog, open to everyone (backend/src/demo). */
const DEMO_CATALOG = 'Clients';
const ROW = 55;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Issue 14 "Records catalogue" and "Navigation": the catalogue of a catalog of 45 records in the built product,
 * opened from the top navigation; paging by scrolling, search and filters in the address, sorting remembered,
 * bulk delete, the detail panel, and a person without the catalog sent to the workspace root.
 */
describeInBrowser('records catalogue', () => {
  let admin: ApiSession;
  const app = useProductInBrowser({
    prepare: async (product) => {
      admin = await signInDemoAdminByApi(product);
      // A record's name (the RECORDS column) is the value of the model's key variable, Name.
      await addKeyedModelWithCatalogs(
        product,
        admin,
        'Matter',
        [
          ['Name', 'text'],
          ['City', 'text'],
        ],
        [CATALOG, EMPTY_CATALOG],
      );
      for (let n = 1; n <= 45; n += 1) {
        await api(
          product,
          'POST',
          `/${DEMO}/api/collections/${CATALOG}/items`,
          { nextValues: { Name: `Record ${pad(n)}`, City: n % 2 ? 'Paris' : 'Lyon' } },
          admin.token,
        );
      }
    },
  });

  const viewport = (page: Page) => page.getByTestId('records-viewport');
  const scrollHeight = (page: Page) => viewport(page).evaluate((element) => element.scrollHeight);
  const rowNames = (page: Page) =>
    page.getByRole('option').evaluateAll((rows) => rows.map((row) => row.querySelector('p')?.textContent ?? ''));
  const firstRow = async (page: Page) => (await rowNames(page))[0];

  app.test(
    'opened from the nav link: 20 records, more on scroll, search and filters in the address surviving a reload',
    async (page) => {
      await page.setViewportSize({ width: 1400, height: 900 });
      await openSignedIn(page, app.product, admin, `/${DEMO}/users`);
      await page.getByRole('navigation', { name: 'Catalogs' }).getByRole('link', { name: CATALOG }).click();
      await page.waitForURL(`**/${DEMO}/${CATALOG}`);
      await viewport(page).waitFor();
      // One page of 20 (and a row that says more are coming), then 40, then all 45 (no more pages).
      expect(await scrollHeight(page)).toBe(21 * ROW);
      await viewport(page).evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await eventually(async () => expect(await scrollHeight(page)).toBe(41 * ROW));
      await viewport(page).evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await eventually(async () => expect(await scrollHeight(page)).toBe(45 * ROW));
      await viewport(page).evaluate((element) => element.scrollTo(0, 0));
      // The catalogue fits the window: only the list scrolls.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(900);
      await shot(page, 'full');

      await page.getByLabel('Search records').fill('Record 1');
      await page.waitForURL((url) => url.searchParams.get('s') === 'Record 1');
      await eventually(async () => expect((await rowNames(page)).length).toBe(10));

      await page.getByRole('button', { name: '+ Add filter' }).click();
      const dialog = page.getByRole('dialog', { name: 'Filter by' });
      const ok = dialog.getByRole('button', { name: 'Ok' });
      expect(await ok.isDisabled()).toBe(true);
      await dialog.getByLabel('Filter type').selectOption({ label: 'Status' });
      expect(await ok.isDisabled()).toBe(true);
      await dialog.getByLabel('Operator').selectOption('not');
      expect(await ok.isDisabled()).toBe(true);
      await dialog.getByLabel('Status').selectOption('Ok');
      expect(await ok.isDisabled()).toBe(false);
      await shot(page, 'filter-modal');
      await ok.click();
      await page.waitForURL((url) => url.searchParams.get('f') === '[{"key":"status","c":"not","v":"Ok"}]');
      await page.getByText('No records match the search or filters.').waitFor();

      await page.reload();
      await page.getByText('No records match the search or filters.').waitFor();
      expect(await page.getByTestId('filter-chip').allTextContents()).toEqual(['Status not Ok✕']);
      expect(await page.getByLabel('Search records').inputValue()).toBe('Record 1');
      await shot(page, 'no-match');

      await page.getByRole('button', { name: 'Remove filter Status not Ok' }).click();
      await eventually(async () => expect((await rowNames(page)).length).toBe(10));
      expect(new URL(page.url()).searchParams.get('f')).toBeNull();
      await page.getByRole('button', { name: 'Clear filters' }).waitFor({ state: 'detached' });

      // An unknown key in f is an 'Error' chip, and the rest of the filters still apply.
      const f = JSON.stringify([{ key: 'colour', c: 'is', v: 'red' }, { key: 'myrecords' }]);
      await page.goto(`${app.product.url}/${DEMO}/${CATALOG}?f=${encodeURIComponent(f)}`);
      await viewport(page).waitFor();
      expect(await page.getByTestId('filter-chip').allTextContents()).toEqual(['Error✕', 'My records✕']);
    },
    120_000,
  );

  app.test(
    'sorting cycles and is remembered; ctrl-click selects two records, deleted after the confirmation; the detail panel',
    async (page) => {
      await page.setViewportSize({ width: 1400, height: 900 });
      await openSignedIn(page, app.product, admin, `/${DEMO}/${CATALOG}`);
      await viewport(page).waitFor();
      const records = page.getByRole('columnheader', { name: /RECORDS/ }).getByRole('button');
      await records.click();
      await eventually(async () => expect(await firstRow(page)).toBe('Record 01'));
      await records.click();
      await eventually(async () => expect(await firstRow(page)).toBe('Record 45'));
      await page.reload();
      await viewport(page).waitFor();
      await eventually(async () => expect(await firstRow(page)).toBe('Record 45'));

      await page.getByRole('option', { name: /Record 42/ }).click();
      const detail = page.getByTestId('record-detail');
      await detail.getByRole('heading', { name: 'Record 42' }).waitFor();
      await detail.getByText('Lyon', { exact: true }).waitFor();
      await detail.getByRole('button', { name: 'History' }).waitFor();
      await shot(page, 'detail');

      expect(await page.getByRole('button', { name: 'Delete records' }).count()).toBe(0);
      await page.getByRole('option', { name: /Record 45/ }).click();
      await page.getByRole('option', { name: /Record 44/ }).click({ modifiers: ['Control'] });
      expect(await page.getByRole('option', { selected: true }).count()).toBe(2);
      await page.getByRole('button', { name: 'Delete records' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete records' });
      await confirm.getByText('Are you sure you want to delete selected records?').waitFor();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await eventually(async () => expect(await firstRow(page)).toBe('Record 43'));
      const left = await api<unknown[]>(
        app.product,
        'GET',
        `/${DEMO}/api/collections/${CATALOG}/items?skip=40`,
        undefined,
        admin.token,
      );
      expect(left.length).toBe(3);

      // A catalog with no records yet says so, with its create and import buttons.
      await page.getByRole('navigation', { name: 'Catalogs' }).getByRole('link', { name: EMPTY_CATALOG }).click();
      await page.getByText('No records yet').waitFor();
      await shot(page, 'empty');
    },
    90_000,
  );

  app.test('a person without the catalog in their permissions is sent to the workspace root', async (page) => {
    await addUserByApi(app.product, admin, 'Pat Plain', 'pat@demo.test');
    const pat = await setPasswordAndSignIn(app.product, 'pat@demo.test', 'pat-password-1');
    await openSignedIn(page, app.product, pat, `/${DEMO}/${CATALOG}`);
    // The root opens the first catalog Pat may see: the demo workspace's, open to everyone; Matters is not listed.
    await page.waitForURL(`**/${DEMO}/${DEMO_CATALOG}`);
    const nav = page.getByRole('navigation', { name: 'Catalogs' });
    await nav.getByRole('link', { name: DEMO_CATALOG }).waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual([DEMO_CATALOG]);
  });
});
