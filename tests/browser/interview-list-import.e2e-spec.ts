import type { Page } from 'playwright-core';
import { DEMO, eventually, type ApiSession } from './access-session';
import { describeInBrowser } from './browser-suite';
import { saveTypesByApi } from './designer-helpers';
import type { Product } from './harness';
import { cell, openInterview, savedState, screenshots, screenTitle, useCatalogInBrowser } from './interview-helpers';

const shot = screenshots('interview-list-import');

const FAMILIES = 'Families';
const APP = 'Household';

/**
 * Family: a list Children of model Child (Name text, Born date "Date of birth", Age number 0–30) with 'Allow import'
 * (useImport) on, on the screen Children of the app Household, which makes no documents. Answers the model's id.
 */
async function buildFamilyModel(product: Product, admin: ApiSession): Promise<string> {
  const added = await saveTypesByApi(product, admin, [
    { action: 'add', kind: 'model', name: 'Family' },
    { action: 'add', kind: 'model', name: 'Child' },
  ]);
  const [family, child] = added.added.map((each: { _id: string }) => each._id);
  const variable = (parent: string, name: string, type: string, extra: Record<string, unknown> = {}) => ({
    action: 'add',
    kind: 'variable',
    parent,
    name,
    type,
    ...extra,
  });
  await saveTypesByApi(product, admin, [
    variable(child, 'Name', 'text'),
    variable(child, 'Born', 'date', { label: 'Date of birth' }),
    variable(child, 'Age', 'number', { minimum: 0, maximum: 30, decimalPlaces: 0 }),
    variable(family, 'Surname', 'text', { forceOptional: true }),
    variable(family, 'Children', 'object', {
      typeName: 'Child',
      typeDef: child,
      isList: true,
      style: 'popup',
      useImport: true,
    }),
    {
      action: 'add',
      kind: 'layout',
      parent: family,
      name: 'Children',
      columnCount: 1,
      rows: [[cell('f1', 'Surname')], [cell('f2', 'Children')]],
    },
    {
      action: 'add',
      kind: 'app',
      parent: family,
      name: APP,
      label: 'Household',
      screens: ['Children'],
      templates: [],
      generateDocs: false,
    },
    { action: 'update', kind: 'model', _id: family, key: 'Surname' },
  ]);
  return family;
}

const CSV = [
  'Name,Date of birth,Age,Shoe size',
  'Anna Smith,2019-03-31,5,28',
  'Ben Smith,2020-01-02,two,30',
  'Cara Smith,2021-07-15,3,24',
].join('\r\n');

/** Chooses `name` through Import's file chooser, as a person does. */
async function importFile(page: Page, name: string, mimeType: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import…' }).click();
  await (await chooser).setFiles({ name, mimeType, buffer: Buffer.from(text) });
}

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/**
 * Issue 16, lists of objects: 'Allow import' (001 §3 useImport). A CSV or JSON file's rows become items of the list,
 * after a preview that maps the columns and names the rows that do not fit.
 */
describeInBrowser('the interview: importing a list of objects from a file', () => {
  const { app, admin, createRecord, readRecord } = useCatalogInBrowser(FAMILIES, buildFamilyModel);

  app.test(
    'a CSV with a bad row: the preview names it, the rows that fit are added, autosaved, and Finish takes them',
    async (page) => {
      const record = await createRecord({ Surname: 'Smith' });
      await openInterview(page, app.product, admin(), `/${DEMO}/${FAMILIES}/${record._id}/${APP}`, 'Children');
      const list = page.locator('[data-object-list="Children"]');
      await list.getByText('No children added yet.').waitFor();

      // A file that is not CSV or JSON: said plainly, nothing changes.
      await importFile(page, 'children.txt', 'text/plain', 'Anna');
      const dialog = page.getByRole('dialog', { name: 'Import children' });
      await dialog.getByRole('alert').getByText('children.txt is not a CSV or JSON file.').waitFor();
      await shot(page, 'wrong-kind');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await eventually(async () => expect(await activeId(page)).toBe('q-Children-import'));

      // The preview: 3 rows, 2 fit, 1 problem; the columns and what is ignored.
      await importFile(page, 'children.csv', 'text/csv', CSV);
      await dialog.waitFor();
      expect(await dialog.locator('[data-list-import-summary]').innerText()).toMatch(
        /children\.csv: 3 rows\.\s*✓ 2 fit\s*! 1 with a problem: skipped/,
      );
      const columns = dialog.locator('[data-list-import-columns] tbody tr');
      expect((await columns.allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
        'Name → Name',
        'Date of birth → Date of birth',
        'Age → Age',
        'Shoe size Ignored: no question of that name',
      ]);
      expect(await dialog.locator('[data-list-import-problem-rows] li').allInnerTexts()).toEqual([
        'Row 3: Age must be a number (“two”).',
      ]);
      await shot(page, 'preview-with-problem');

      // The keyboard: focus stays in the dialog; Escape cancels and focus goes back to Import.
      for (let press = 0; press < 6; press += 1) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await eventually(async () => expect(await activeId(page)).toBe('q-Children-import'));
      expect(await list.getByText('No children added yet.').count()).toBe(1);

      // Import the 2 that fit: the list shows them, the record keeps them.
      await importFile(page, 'children.csv', 'text/csv', CSV);
      await dialog.getByRole('button', { name: 'Add 2 children' }).click();
      await dialog.waitFor({ state: 'detached' });
      const rows = list.getByRole('listitem');
      expect(await rows.allInnerTexts()).toEqual([
        expect.stringContaining('Anna Smith'),
        expect.stringContaining('Cara Smith'),
      ]);
      await list.getByRole('status').getByText('Added 2 children from children.csv.').waitFor();
      await eventually(async () => expect(await activeId(page)).toBe('q-Children-import'));
      await savedState(page);
      await shot(page, 'imported');
      const stored = [
        { Name: 'Anna Smith', Born: '2019-03-31', Age: 5 },
        { Name: 'Cara Smith', Born: '2021-07-15', Age: 3 },
      ];
      expect((await readRecord(record._id)).values.Children).toEqual(stored);

      // Reloaded, the list is as imported.
      await page.reload();
      await screenTitle(page).getByText('Children').waitFor({ timeout: 15_000 });
      await eventually(async () => expect(await list.getByRole('listitem').count()).toBe(2));

      // A JSON file replacing the list: the choice, then a confirmation.
      await importFile(
        page,
        'more.json',
        'application/json',
        JSON.stringify([{ Name: 'Dan Smith', Born: '2018-05-06', Age: 7 }]),
      );
      await dialog.getByRole('radio', { name: 'Replace them with the 1 child' }).check();
      await shot(page, 'replace-choice');
      await dialog.getByRole('button', { name: 'Replace the list' }).click();
      const confirm = page.getByRole('dialog', { name: 'Replace the list' });
      await confirm.getByText('Replace the 2 children in the list with the 1 from more.json?').waitFor();
      await shot(page, 'replace-confirm');
      await confirm.getByRole('button', { name: 'Replace the list' }).click();
      await confirm.waitFor({ state: 'detached' });
      await eventually(async () =>
        expect(await list.getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining('Dan Smith')]),
      );
      await savedState(page);
      expect((await readRecord(record._id)).values.Children).toEqual([
        { Name: 'Dan Smith', Born: '2018-05-06', Age: 7 },
      ]);

      await page.getByRole('button', { name: 'Finish' }).click();
      await page.getByTestId('answers-saved').getByText('Answers saved').waitFor({ timeout: 10_000 });
    },
    120_000,
  );
});
