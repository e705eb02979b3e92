import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO, eventually, openSignedIn, signInDemoAdminByApi, type ApiSession } from './access-session';
import { addKeyedModelWithCatalogs } from './records-helpers';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { ROOT } from './harness';

const SHOTS = join(ROOT, 'test-results', 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `records-import-${name}.png`) });

const ROWS = 10_000;

/**
 * Issue 14 "Import wizard": a 10,000-row CSV imported through the dialog in the built product, watched through
 * its progress bar to the summary; a CSV with bad rows (failed count with reasons, good rows kept); a binary file
 * named .csv refused in the dialog.
 */
describeInBrowser('records import wizard', () => {
  let admin: ApiSession;
  const app = useProductInBrowser({
    prepare: async (product) => {
      admin = await signInDemoAdminByApi(product);
      const variables: [string, string][] = [
        ['Name', 'text'],
        ['Age', 'number'],
        ['Born', 'date'],
      ];
      await addKeyedModelWithCatalogs(product, admin, 'Contact', variables, ['Contacts', 'Leads']);
    },
  });

  const openImport = async (page: Page, catalog: string) => {
    await page.setViewportSize({ width: 1300, height: 900 });
    await openSignedIn(page, app.product, admin, `/${DEMO}/${catalog}`);
    await page.getByRole('button', { name: 'Import JSON or CSV' }).click();
    return page.getByRole('dialog', { name: 'Import JSON or CSV' });
  };
  const choose = (page: Page, name: string, content: string | Buffer, mimeType = 'text/csv') =>
    page.getByLabel('File to import').setInputFiles({ name, mimeType, buffer: Buffer.from(content) });

  app.test('imports a 10,000-row CSV watched through the progress bar to its summary', async (page) => {
    const dialog = await openImport(page, 'Contacts');
    const upload = dialog.getByRole('button', { name: 'Upload' });
    expect(await upload.isDisabled()).toBe(true);
    await shot(page, 'empty');
    const lines = ['Name,Age,Born'];
    for (let n = 1; n <= ROWS; n++) lines.push(`"Contact ${n}, Esq.",${20 + (n % 50)},${(n % 12) + 1}/15/1980`);
    await choose(page, 'contacts.csv', `${lines.join('\r\n')}\r\n`);
    expect(await upload.isDisabled()).toBe(false);
    await upload.click();

    // The bar moves through the import: seen part-way, not only empty and full.
    const bar = dialog.getByRole('progressbar', { name: 'Import progress' });
    const seen = new Set<number>();
    await eventually(async () => {
      if (await bar.isVisible()) seen.add(Number(await bar.getAttribute('aria-valuenow')));
      if ([...seen].some((value) => value > 0 && value < 100)) return;
      throw new Error(`the progress bar showed ${[...seen].join(', ') || 'nothing'}`);
    }, 30_000);
    await shot(page, 'progress');
    expect(await upload.isDisabled()).toBe(true);

    await dialog.getByTestId('import-total').waitFor({ timeout: 60_000 });
    expect(await dialog.getByTestId('import-total').textContent()).toBe('10,000');
    expect(await dialog.getByTestId('import-succeeded').textContent()).toBe('10,000');
    expect(await dialog.getByTestId('import-failed').textContent()).toBe('0');
    await shot(page, 'summary');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(async () => expect(await page.getByRole('option').count()).toBeGreaterThan(0), 10_000);
  });

  app.test('a CSV with bad rows: the failed count with each reason, the good rows kept', async (page) => {
    const dialog = await openImport(page, 'Leads');
    await choose(page, 'photo.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]));
    await dialog.getByRole('button', { name: 'Upload' }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'photo.csv is not a CSV file (its content is not text): export it from your spreadsheet as CSV (UTF-8).',
    );
    await shot(page, 'refused');

    const csv =
      'name;age;Born;Shoe size\r\nAnn;31;1990-01-02;38\r\nBob;old;1990-01-02;44\r\nCy;40;31.02.1990;\r\nDee;52;9.3.1972;\r\n';
    await choose(page, 'leads.csv', csv);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByTestId('import-failed').waitFor({ timeout: 30_000 });
    expect(await dialog.getByTestId('import-total').textContent()).toBe('4');
    expect(await dialog.getByTestId('import-succeeded').textContent()).toBe('2');
    expect(await dialog.getByTestId('import-failed').textContent()).toBe('2');
    const reasons = await dialog
      .getByRole('list', { name: 'Rows not imported' })
      .getByRole('listitem')
      .allTextContents();
    expect(reasons).toEqual([
      'Row 3, column age: "old" is not a number.',
      'Row 4, column Born: "31.02.1990" is not a date (write yyyy-mm-dd, m/d/yyyy or d.m.yyyy).',
    ]);
    expect(await dialog.textContent()).toContain(
      'Not imported, as the model has no variable of that name: "Shoe size".',
    );
    await shot(page, 'bad-rows');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await eventually(async () => {
      const names = await page.getByRole('option').allTextContents();
      expect(names.some((text) => text.includes('Ann'))).toBe(true);
      expect(names.some((text) => text.includes('Dee'))).toBe(true);
      expect(names.some((text) => text.includes('Bob'))).toBe(false);
    }, 10_000);
  });
});
