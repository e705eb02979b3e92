import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO, eventually, openSignedIn, signInDemoAdminByApi, type ApiSession } from './access-session';
import { addKeyedModelWithCatalogs } from './records-helpers';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { api, enableAddon, ROOT } from './harness';

const SHOTS = join(ROOT, 'test-results', 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `records-duplicates-${name}.png`) });

const CATALOG = 'Matters';
/** Oldest first: Paris ×3 and Lyon ×2 share a City, Rome is alone, every Name is unique. */
const RECORDS = [
  ['Ann', 'Paris'],
  ['Bob', 'Paris'],
  ['Cy', 'Lyon'],
  ['Dan', 'Paris'],
  ['Eve', 'Lyon'],
  ['Fay', 'Rome'],
];

/**
 * Issue 14 "Duplicates wizard" (002 §2.1, §4, §5, §6, §8): 'Clear duplicates' is in the apps dropdown only with
 * the dev add-on; the dialog (610) takes a key, says how many records match by it in the seed's words, and Clear
 * deletes every record of a group but the oldest, after which the list shows the rest.
 */
describeInBrowser('records duplicates dialog', () => {
  let admin: ApiSession;
  const app = useProductInBrowser({
    prepare: async (product) => {
      admin = await signInDemoAdminByApi(product);
      await addKeyedModelWithCatalogs(
        product,
        admin,
        'Matter',
        [
          ['Name', 'text'],
          ['City', 'text'],
        ],
        [CATALOG],
      );
      for (const [Name, City] of RECORDS) {
        const body = { nextValues: { Name, City } };
        await api(product, 'POST', `/${DEMO}/api/collections/${CATALOG}/items`, body, admin.token);
      }
    },
  });

  const rowNames = (page: Page) =>
    page.getByRole('option').evaluateAll((rows) => rows.map((row) => row.querySelector('p')?.textContent ?? ''));
  const appsMenu = (page: Page) => page.getByRole('button', { name: 'CREATE RECORD' });
  const openCatalogue = async (page: Page) => {
    await page.setViewportSize({ width: 1300, height: 900 });
    await openSignedIn(page, app.product, admin, `/${DEMO}/${CATALOG}`);
    await page.getByRole('listbox', { name: 'Records' }).waitFor({ timeout: 15_000 });
    await eventually(async () => expect((await rowNames(page)).length).toBe(RECORDS.length));
  };

  app.test(
    "without the dev add-on there is no 'Clear duplicates'; with it, key → count → Clear, and the list shows the rest",
    async (page) => {
      await openCatalogue(page);
      await appsMenu(page).click();
      await page.getByRole('menuitem', { name: 'Import JSON or CSV' }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'Clear duplicates' }).count()).toBe(0);
      await page.keyboard.press('Escape');

      await enableAddon(app.product, DEMO, 'dev');
      await openCatalogue(page);
      await appsMenu(page).click();
      await page.getByRole('menuitem', { name: 'Clear duplicates' }).click();
      const dialog = page.getByRole('dialog', { name: 'Clear duplicates' });
      await dialog.waitFor();
      expect(await dialog.evaluate((element) => element.getBoundingClientRect().width)).toBe(610);

      // Search and Clear wait for a key (002 §5); blanks are no key.
      const key = dialog.getByLabel('Key (variable name)');
      const searchButton = dialog.getByRole('button', { name: 'Search' });
      const clearButton = dialog.getByRole('button', { name: 'Clear', exact: true });
      expect([await searchButton.isDisabled(), await clearButton.isDisabled()]).toEqual([true, true]);
      await key.fill('   ');
      expect([await searchButton.isDisabled(), await clearButton.isDisabled()]).toEqual([true, true]);
      await shot(page, 'empty-key');

      await key.fill('Name');
      expect([await searchButton.isDisabled(), await clearButton.isDisabled()]).toEqual([false, false]);
      await searchButton.click();
      await dialog
        .getByRole('status')
        .getByText('No products were found matching by "Name"', { exact: true })
        .waitFor();
      await shot(page, 'none-found');

      await key.fill('Colour');
      await key.press('Enter');
      await dialog
        .getByRole('alert')
        .getByText('The model Matter has no variable named "Colour": match by one of its variables.')
        .waitFor();
      await shot(page, 'unknown-key');

      await key.fill('City');
      await key.press('Enter');
      await dialog.getByRole('status').getByText('5 records were found matching by "City"', { exact: true }).waitFor();
      await shot(page, 'found');
      // Searching deleted nothing.
      expect((await rowNames(page)).length).toBe(RECORDS.length);

      await clearButton.click();
      await dialog.getByRole('status').getByText('3 duplicate records were deleted.').waitFor();
      await shot(page, 'cleared');
      // The oldest of each group stays: Ann (Paris) and Cy (Lyon); Rome had no duplicate.
      const left = await api<{ name: string }[]>(
        app.product,
        'GET',
        `/${DEMO}/api/collections/${CATALOG}/items?sort=name:asc`,
        undefined,
        admin.token,
      );
      expect(left.map((record) => record.name)).toEqual(['Ann', 'Cy', 'Fay']);
      await key.press('Enter');
      await dialog
        .getByRole('status')
        .getByText('No products were found matching by "City"', { exact: true })
        .waitFor();

      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      await eventually(async () => expect((await rowNames(page)).sort()).toEqual(['Ann', 'Cy', 'Fay']));
      await shot(page, 'list-after');
    },
    90_000,
  );
});
