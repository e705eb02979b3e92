import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO, eventually, openSignedIn, signInDemoAdminByApi, type ApiSession } from './access-session';
import { addKeyedModelWithCatalogs } from './records-helpers';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { api, ROOT } from './harness';

const SHOTS = join(ROOT, 'test-results', 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `records-history-${name}.png`) });

const CATALOG = 'Matters';
const FIRST = { Name: 'Acme v Doe', Notes: 'Called the client today', Fee: 100, City: 'Paris' };

interface SavedJson {
  _id: string;
  values: Record<string, unknown>;
  position: number;
}

/**
 * Issue 14 "every version of a record": the History dialog (810, list → diff → Restore 410 → Undo, Download data)
 * and the Deleted records dialog, opened from the records catalogue of the built product in Chromium.
 */
describeInBrowser('records history and deleted records', () => {
  let admin: ApiSession;
  const app = useProductInBrowser({
    prepare: async (product) => {
      admin = await signInDemoAdminByApi(product);
      const variables: [string, string][] = [
        ['Name', 'text'],
        ['Notes', 'text'],
        ['Fee', 'number'],
        ['City', 'text'],
      ];
      await addKeyedModelWithCatalogs(product, admin, 'Matter', variables, [CATALOG]);
    },
  });

  const call = <T>(method: string, path: string, body?: unknown) =>
    api<T>(app.product, method, `/${DEMO}/api/collections/${CATALOG}${path}`, body, admin.token);
  const record = (id: string) => call<SavedJson>('GET', `/items/${id}`);

  /** A record saved three times after its creation: versions 1 (created) to 4. */
  const recordWithFourVersions = async (name: string) => {
    const created = await call<SavedJson>('POST', '/items', { nextValues: { ...FIRST, Name: name } });
    const id = created._id;
    await call('POST', `/items/${id}`, { nextValues: { Notes: 'Emailed the client today', Fee: 150 } });
    await call('POST', `/items/${id}`, { nextValues: { City: 'Lyon' } });
    await call('POST', `/items/${id}`, { nextValues: { Fee: 200, Notes: 'Emailed the client twice today' } });
    return id;
  };

  const openCatalogue = async (page: Page) => {
    await openSignedIn(page, app.product, admin, `/${DEMO}/${CATALOG}`);
    await page.getByRole('listbox', { name: 'Records' }).waitFor({ timeout: 15_000 });
  };
  const openHistory = async (page: Page, name: string) => {
    await page.getByText(name, { exact: true }).first().click();
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'History' });
    await dialog.getByTestId('history-entry').first().waitFor();
    return dialog;
  };
  const entries = (page: Page) =>
    page
      .getByRole('dialog', { name: 'History' })
      .getByTestId('history-entry')
      .evaluateAll((rows) => rows.map((row) => row.querySelector('p')?.textContent));

  app.test(
    'history → diff → restore of two fields → undo, each restore a new version on top',
    async (page) => {
      const id = await recordWithFourVersions('Acme v Doe');
      await openCatalogue(page);
      const dialog = await openHistory(page, 'Acme v Doe');
      expect(await entries(page)).toEqual(['Version 4', 'Version 3', 'Version 2', 'Version 1']);
      const newest = dialog.getByTestId('history-entry').first();
      await expect(newest.textContent()).resolves.toMatch(new RegExp(`Saved.*${admin.user.name}.*API`, 's'));
      await expect(newest.textContent()).resolves.toContain('Changed: Fee and Notes');
      await shot(page, 'list');

      // A click on the mask does not close it (002 §5).
      await page.mouse.click(5, 5);
      expect(await dialog.isVisible()).toBe(true);

      await dialog.getByTestId('history-entry').filter({ hasText: 'Version 2' }).click();
      const diff = dialog.getByTestId('record-diff');
      await diff.waitFor();
      const rowNames = await diff.locator('tbody th').allTextContents();
      expect(rowNames).toEqual(['City', 'Fee', 'Notes']);
      const notes = diff.locator('tbody tr').filter({ hasText: 'Notes' });
      expect(await notes.getByTestId('diff-before').textContent()).toBe('Emailed the client today');
      expect(await notes.getByTestId('diff-after').locator('ins').allTextContents()).toEqual(['twice ']);
      await shot(page, 'diff');

      await dialog.getByRole('button', { name: 'Restore this version' }).click();
      const confirm = page.getByRole('dialog', { name: 'Restore version 2' });
      await confirm.getByLabel('Only the fields I choose').check();
      expect(await confirm.getByRole('button', { name: 'Restore' }).isDisabled()).toBe(true);
      expect(await confirm.getByRole('checkbox').evaluateAll((boxes) => boxes.length)).toBe(3);
      await confirm.getByLabel('City').check();
      await confirm.getByLabel('Fee').check();
      await shot(page, 'restore-confirm');
      await confirm.getByRole('button', { name: 'Restore' }).click();
      await confirm.waitFor({ state: 'detached' });

      await dialog.getByRole('status').getByText('Version 2 was restored (City, Fee).').waitFor();
      await eventually(async () => expect((await entries(page)).slice(0, 2)).toEqual(['Version 5', 'Version 4']));
      await expect(dialog.getByTestId('history-entry').first().textContent()).resolves.toContain('Restored version 2');
      await eventually(async () =>
        expect((await record(id)).values).toMatchObject({
          City: 'Paris',
          Fee: 150,
          Notes: 'Emailed the client twice today',
        }),
      );
      await shot(page, 'restored');

      await dialog.getByRole('button', { name: 'Undo' }).click();
      await dialog.getByRole('status').getByText('The restore of version 2 was undone.').waitFor();
      await eventually(async () => expect((await entries(page))[0]).toBe('Version 6'));
      await eventually(async () =>
        expect((await record(id)).values).toMatchObject({
          City: 'Lyon',
          Fee: 200,
          Notes: 'Emailed the client twice today',
        }),
      );

      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
    },
    90_000,
  );

  app.test(
    "Download data saves a version's values as JSON; the current version offers nothing to restore",
    async (page) => {
      await recordWithFourVersions('Beta v Roe');
      await openCatalogue(page);
      const dialog = await openHistory(page, 'Beta v Roe');
      await dialog.getByTestId('history-entry').filter({ hasText: 'Version 4' }).click();
      await dialog
        .getByText('This version has the same values as the record now: there is nothing to restore.')
        .waitFor();
      expect(await dialog.getByRole('button', { name: 'Restore this version' }).isDisabled()).toBe(true);

      await dialog.getByTestId('history-entry').filter({ hasText: 'Version 1' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Download data' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/-version-1\.json$/);
      expect(JSON.parse(readFileSync(await download.path(), 'utf8'))).toEqual({ ...FIRST, Name: 'Beta v Roe' });

      // The record as of a date: before it existed, then now.
      const asOf = dialog.getByLabel('The record as of', { exact: true });
      await asOf.fill('2020-01-01T10:00');
      await dialog.getByRole('button', { name: 'Show' }).click();
      await dialog
        .getByTestId('record-as-of')
        .getByText(/The record did not exist yet on/)
        .waitFor();
      const soon = new Date(Date.now() + 120_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      await asOf.fill(
        `${soon.getFullYear()}-${pad(soon.getMonth() + 1)}-${pad(soon.getDate())}T${pad(soon.getHours())}:${pad(soon.getMinutes())}`,
      );
      await dialog.getByRole('button', { name: 'Show' }).click();
      const then = dialog.getByTestId('record-as-of');
      await then.getByText('Emailed the client twice today').waitFor();
      expect(await then.locator('tr').filter({ hasText: 'City' }).locator('td').textContent()).toBe('Lyon');
      await shot(page, 'as-of');

      // Escape closes the dialog.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    },
    60_000,
  );
  app.test(
    'Deleted records lists who deleted each record and when; Undelete brings it back to the list',
    async (page) => {
      const id = await recordWithFourVersions('Gamma v Poe');
      await call('DELETE', `/items/${id}`);
      await openCatalogue(page);
      await page.getByRole('button', { name: /CREATE RECORD/ }).click();
      await page.getByRole('menuitem', { name: 'Deleted records' }).click();
      const dialog = page.getByRole('dialog', { name: 'Deleted records' });
      const row = dialog.getByTestId('deleted-record').filter({ hasText: 'Gamma v Poe' });
      await row.waitFor();
      await expect(row.textContent()).resolves.toMatch(/Deleted by .+ · .*\d{4}/);
      await shot(page, 'deleted');

      await row.getByRole('button', { name: 'Undelete Gamma v Poe' }).click();
      await row.waitFor({ state: 'detached' });
      await dialog.getByText('There are no deleted records in this catalog.').waitFor();
      await shot(page, 'deleted-empty');
      await eventually(async () => expect((await record(id)).values).toMatchObject({ City: 'Lyon', Fee: 200 }));

      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Gamma v Poe', { exact: true }).first().waitFor();
    },
    60_000,
  );
});
