import type { Locator, Page } from 'playwright-core';
import { DEMO, eventually } from './access-session';
import { describeInBrowser } from './browser-suite';
import {
  dialog,
  elementByName,
  openDesigner,
  saveChanges,
  saveTypesByApi,
  screenshotsIn,
  useDesignerInBrowser,
} from './designer-helpers';
import { api } from './harness';

const COPIED = 'Data copied to the clipboard';
const DELETE_QUESTION = 'Are you sure you want to delete the selected data?';
const COLUMN_EXISTS = 'A column by this name already exists.';

/** Screenshots of the table form's states, for looking at (SHOTS=1). */
const shot = screenshotsIn('table-editor');

const form = (page: Page) => page.getByTestId('table-form');
const grid = (page: Page) => form(page).getByRole('table', { name: 'CONTENT' });

/** The grid's values, row by row. */
const cellTexts = (page: Page) =>
  grid(page)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')),
    );

/** The header cells: each column's label, its name when a label hides it, and whether it is the key. */
const headers = (page: Page) =>
  grid(page)
    .locator('thead th[data-column]')
    .evaluateAll((cells) =>
      cells.map((cell) => {
        const label = cell.querySelector('p')?.textContent ?? '';
        const name = cell.getAttribute('data-column') ?? '';
        return [label, ...(label === name ? [] : [name]), ...(cell.hasAttribute('data-key') ? ['key'] : [])].join(' ');
      }),
    );

/** A cell at rest, by its column (label) and row number. */
const cell = (page: Page, column: string, row: number) =>
  grid(page).getByRole('button', { name: new RegExp(`^${column}, row ${row}: `) });

/** Dispatches a paste of `text` on an element, as a paste from the system clipboard would arrive. */
const pasteInto = (target: Locator, text: string) =>
  target.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);

const columnMenu = async (page: Page, column: string, item: string) => {
  await grid(page)
    .getByRole('button', { name: `Menu of column ${column}` })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
};

describeInBrowser('type designer: tables (the shared table editor)', () => {
  const app = useDesignerInBrowser();

  app.test(
    'builds a new table: columns, pasted rows, cell edits, rename, relabel, key, delete, copy, save',
    async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.product.url });
      await openDesigner(page, app.product, app.admin);
      await page.getByRole('button', { name: 'Add a new element' }).click();
      await dialog(page).getByLabel('Name').fill('Counties');
      await dialog(page).getByLabel('Table').check();
      await dialog(page).getByRole('button', { name: 'Ok' }).click();
      await page.waitForURL(`**/${DEMO}/types/Counties`);

      // 001 §3: a new table has one text column Name, its key, and one empty row.
      await grid(page).waitFor();
      expect(await page.getByLabel('TABLE NAME').inputValue()).toBe('Counties');
      expect(await headers(page)).toEqual(['Name key']);
      expect(await cellTexts(page)).toEqual([['']]);
      await shot(page, 'new');

      // Add column: Ok is disabled while the name is empty, a duplicate or not a valid name.
      await form(page).getByRole('button', { name: 'Add column…' }).click();
      const ok = dialog(page).getByRole('button', { name: 'Ok' });
      await dialog(page).getByRole('heading', { name: 'Add column' }).waitFor();
      expect(await ok.isDisabled()).toBe(true);
      await dialog(page).getByLabel('Name').fill('name');
      await dialog(page).getByText(COLUMN_EXISTS).waitFor();
      expect(await ok.isDisabled()).toBe(true);
      await shot(page, 'add-column-duplicate');
      await dialog(page).getByLabel('Name').fill('2nd');
      await dialog(page).getByText('A name must start with a letter.').waitFor();
      expect(await ok.isDisabled()).toBe(true);
      await dialog(page).getByLabel('Name').fill('Code');
      expect(await ok.isDisabled()).toBe(false);
      await dialog(page).getByLabel('Name').press('Enter');
      await dialog(page).waitFor({ state: 'detached' });
      expect(await headers(page)).toEqual(['Name key', 'Code']);

      // Pasting tab-separated text fills from the cell onward, skips empty pieces and adds rows.
      await pasteInto(cell(page, 'Name', 1), 'Kent\tME\nSurrey\t\n\nDevon\tEX\n');
      await eventually(async () =>
        expect(await cellTexts(page)).toEqual([
          ['Kent', 'ME'],
          ['Surrey', ''],
          ['Devon', 'EX'],
        ]),
      );

      // Click to edit; Enter keeps the value and edits the cell below; Escape leaves it as it was.
      await cell(page, 'Code', 2).click();
      await grid(page).getByLabel('Code, row 2').fill('GU');
      await shot(page, 'editing');
      await grid(page).getByLabel('Code, row 2').press('Enter');
      expect(await grid(page).getByLabel('Code, row 3').inputValue()).toBe('EX');
      await grid(page).getByLabel('Code, row 3').fill('changed my mind');
      await grid(page).getByLabel('Code, row 3').press('Escape');
      // Enter on the last row adds a row and edits it; leaving a cell (blur) keeps its value.
      await cell(page, 'Name', 3).click();
      await grid(page).getByLabel('Name, row 3').press('Enter');
      await grid(page).getByLabel('Name, row 4').fill('Essex');
      await grid(page).getByLabel('Name, row 4').press('Tab');
      await grid(page).getByLabel('Code, row 4').fill('CM');
      await page.getByLabel('TABLE NAME').click();
      await eventually(async () =>
        expect(await cellTexts(page)).toEqual([
          ['Kent', 'ME'],
          ['Surrey', 'GU'],
          ['Devon', 'EX'],
          ['Essex', 'CM'],
        ]),
      );
      await page.getByRole('button', { name: 'Save changes to types' }).waitFor();

      // Rename and relabel a column; make it the key.
      await columnMenu(page, 'Code', 'Rename…');
      await dialog(page).getByLabel('Name').fill('Name');
      await dialog(page).getByText(COLUMN_EXISTS).waitFor();
      await dialog(page).getByLabel('Name').fill('Postcode');
      await dialog(page).getByRole('button', { name: 'Ok' }).click();
      await columnMenu(page, 'Postcode', 'Relabel…');
      await dialog(page).getByLabel('Label').fill('Postal area');
      await dialog(page).getByRole('button', { name: 'Ok' }).click();
      await columnMenu(page, 'Postcode', 'Set as key');
      expect(await headers(page)).toEqual(['Name', 'Postal area Postcode key']);
      expect(await cell(page, 'Postal area', 1).textContent()).toBe('ME');

      // Delete selected rows, after the confirmation.
      await grid(page).getByRole('button', { name: 'Select row 2' }).click();
      await grid(page)
        .getByRole('button', { name: 'Select row 3' })
        .click({ modifiers: ['Control'] });
      await form(page).getByRole('button', { name: 'Delete selected' }).click();
      await dialog(page).getByText(DELETE_QUESTION).waitFor();
      await dialog(page).getByText('2 rows').waitFor();
      await shot(page, 'delete-confirmation');
      await dialog(page).getByRole('button', { name: 'Delete' }).click();
      await eventually(async () =>
        expect(await cellTexts(page)).toEqual([
          ['Kent', 'ME'],
          ['Essex', 'CM'],
        ]),
      );

      // Copy: tab-separated columns, newline-separated rows, and the message for 1.5 s.
      await grid(page).getByRole('button', { name: 'Select row 1' }).click();
      await grid(page)
        .getByRole('button', { name: 'Select row 2' })
        .click({ modifiers: ['Shift'] });
      await form(page).getByRole('button', { name: 'Copy selected' }).click();
      await page.getByText(COPIED).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Kent\tME\nEssex\tCM');
      await shot(page, 'full');
      await page.getByText(COPIED).waitFor({ state: 'detached', timeout: 3_000 });
      // Ctrl+C copies the selected rows too.
      await grid(page).getByRole('button', { name: 'Select row 2' }).click();
      await grid(page).getByRole('button', { name: 'Select row 2' }).press('Control+c');
      await page.getByText(COPIED).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Essex\tCM');

      // Saved as one version; after a reload the table is as it was left.
      await saveChanges(page);
      await page.reload();
      await grid(page).waitFor();
      await eventually(async () =>
        expect(await cellTexts(page)).toEqual([
          ['Kent', 'ME'],
          ['Essex', 'CM'],
        ]),
      );
      expect(await headers(page)).toEqual(['Name', 'Postal area Postcode key']);
      const listed = await elementByName(app.product, app.admin, 'Counties');
      const saved = await api<Record<string, unknown> & { properties: Record<string, unknown>[] }>(
        app.product,
        'GET',
        `/${DEMO}/api/v2/types/table/${listed._id}`,
        undefined,
        app.admin.token,
      );
      expect(saved.data).toEqual([
        { Name: 'Kent', Postcode: 'ME' },
        { Name: 'Essex', Postcode: 'CM' },
      ]);
      expect(saved.key).toBe('Postcode');
      expect(saved.keyType).toBe('text');
      expect(saved.properties.map((column) => [column.name, column.type, column.label, column.position])).toEqual([
        ['Name', 'text', undefined, 0],
        ['Postcode', 'text', 'Postal area', 1],
      ]);
    },
    120_000,
  );

  app.test(
    'rows by checkbox (remembered), the value editor, moving and deleting a column, reverting',
    async (page) => {
      await saveTypesByApi(app.product, app.admin, [{ action: 'add', kind: 'table', name: 'Regions' }]);
      await openDesigner(page, app.product, app.admin, 'Regions');
      await grid(page).waitFor();

      // The selection style is remembered in the browser as tableStyle.
      await form(page).getByLabel('Select rows by').selectOption('checkbox');
      await page.reload();
      await grid(page).waitFor();
      expect(await form(page).getByLabel('Select rows by').inputValue()).toBe('checkbox');
      expect(await page.evaluate(() => localStorage.getItem('tableStyle'))).toBe('checkbox');
      await grid(page).getByRole('checkbox', { name: 'Select row 1' }).check();
      await shot(page, 'checkbox-style');

      // The value editor: at least 5 lines, for multi-line values.
      await cell(page, 'Name', 1).focus();
      await form(page).getByRole('button', { name: 'Edit value…' }).click();
      await dialog(page).getByRole('heading', { name: 'Edit value' }).waitFor();
      const area = dialog(page).getByLabel('Name, row 1');
      expect(Number(await area.getAttribute('rows'))).toBeGreaterThanOrEqual(5);
      await area.fill('North\nand the islands');
      await shot(page, 'value-editor');
      await dialog(page).getByRole('button', { name: 'Ok' }).click();
      expect(await cell(page, 'Name', 1).textContent()).toBe('North …');

      // A new column moves left; deleting it asks first; the key column cannot be deleted.
      await form(page).getByRole('button', { name: 'Add column…' }).click();
      await dialog(page).getByLabel('Name').fill('Zone');
      await dialog(page).getByRole('button', { name: 'Ok' }).click();
      await columnMenu(page, 'Zone', 'Move left');
      expect(await headers(page)).toEqual(['Zone', 'Name key']);
      await grid(page).getByRole('button', { name: 'Menu of column Name' }).click();
      expect(await page.getByRole('menuitem', { name: 'Delete column…' }).isDisabled()).toBe(true);
      await page.keyboard.press('Escape');
      await columnMenu(page, 'Zone', 'Delete column…');
      await dialog(page).getByText(DELETE_QUESTION).waitFor();
      await dialog(page).getByText('Column Zone').waitFor();
      await dialog(page).getByRole('button', { name: 'Delete' }).click();
      expect(await headers(page)).toEqual(['Name key']);

      // All of it is pending: Revert changes brings the saved table back.
      await page.getByRole('button', { name: 'Revert changes' }).click();
      await page.getByRole('button', { name: 'Save changes to types' }).waitFor({ state: 'detached' });
      expect(await cellTexts(page)).toEqual([['']]);
    },
    90_000,
  );
});
