import type { Page } from 'playwright-core';
import { eventually } from './access-session';
import { describeInBrowser } from './browser-suite';
import {
  addVariablesByApi,
  dialog,
  elementByName,
  modelWithVariables,
  openDesigner,
  saveChanges,
  saveTypesByApi,
  screenshotsIn,
  useDesignerInBrowser,
} from './designer-helpers';

/** Screenshots of the layout editor's states, for looking at (SHOTS=1). */
const shot = screenshotsIn('layout-editor');

// 001 §9's canvas measures: margin 20, 10 between columns, rows at a pitch of 76 (56 high).
const MARGIN = 20;
const GAP = 10;
const PITCH = 76;

const cell = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true });
const canvas = (page: Page) => page.getByRole('group', { name: /Layout canvas/ });

/** The grid as the canvas shows it: one line per row, cells as `content@offset` or `content@offset+span`. */
async function picture(page: Page): Promise<string[]> {
  const cells = await page.$$eval('[data-testid="layout-cell"]', (elements) =>
    elements.map((element) => ({
      row: Number(element.getAttribute('data-row')),
      offset: Number(element.getAttribute('data-offset')),
      span: Number(element.getAttribute('data-span')),
      label: element.getAttribute('aria-label') ?? '',
    })),
  );
  const rows: string[][] = [];
  for (const c of [...cells].sort((a, b) => a.row - b.row || a.offset - b.offset)) {
    const name = c.label.replace(/^(Question|Information) /, (_, kind: string) => (kind === 'Information' ? '!' : ''));
    (rows[c.row] ??= []).push(`${name}@${c.offset}${c.span > 1 ? `+${c.span}` : ''}`);
  }
  return rows.map((row) => row.join(' '));
}

/** A stored layout the same way. */
const storedPicture = (layout: { rows: { class: string; content: string; offset: number; span: number }[][] }) =>
  layout.rows.map((row) =>
    row
      .map((c) => `${c.class === 'static' ? '!' : ''}${c.content}@${c.offset}${c.span > 1 ? `+${c.span}` : ''}`)
      .join(' '),
  );

/** The page point in the middle-left of grid square (row, column), for a grid of `columns`. */
async function point(page: Page, row: number, column: number, columns: number) {
  await canvas(page).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const box = (await canvas(page).boundingBox())!;
  const width = await canvas(page).evaluate((element) => element.clientWidth);
  const columnWidth = (width - 2 * MARGIN - (columns - 1) * GAP) / columns;
  return { x: box.x + MARGIN + column * (columnWidth + GAP) + 12, y: box.y + MARGIN + row * PITCH + 28 };
}

/** The middle of a cell's resize handle (its right edge). */
async function handle(page: Page, label: string) {
  await canvas(page).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const box = (await cell(page, label).boundingBox())!;
  return { x: box.x + box.width - 3, y: box.y + box.height / 2 };
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, release = true) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  if (release) await page.mouse.up();
}

describeInBrowser('type designer: the layout editor', () => {
  const app = useDesignerInBrowser();

  app.test(
    'lays out the default layout with drag, resize, span, the drop rules and information cells; saves it as a version',
    async (page) => {
      const { product, admin } = app;
      await page.setViewportSize({ width: 1440, height: 960 });
      const model = await modelWithVariables(product, admin, 'Office', ['Age', 'City', 'Email', 'Name', 'Phone']);
      await addVariablesByApi(product, admin, model, [{ name: 'Secret', type: 'number', style: 'hidden' }]);
      await openDesigner(page, product, admin, 'Office/layouts');

      // The default layout: one column, each asked variable on its own row; the hidden one is not asked.
      await cell(page, 'Question Age').waitFor();
      expect(await picture(page)).toEqual(['Age@0', 'City@0', 'Email@0', 'Name@0', 'Phone@0']);
      expect(await page.getByText('(default)', { exact: true }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Save changes to types' }).count()).toBe(0);
      await shot(page, 'default-layout');

      await page.getByLabel('GRID COLUMNS').selectOption('3');
      expect(await page.getByLabel('GRID COLUMNS').locator('option').allTextContents()).toEqual([
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
      ]);

      // Drag City up into Age's row, column 2.
      await drag(page, await point(page, 1, 0, 3), await point(page, 0, 1, 3));
      expect(await picture(page)).toEqual(['Age@0 City@1', 'Email@0', 'Name@0', 'Phone@0']);

      // Resize City with its handle to the last column; double-click the handle: back to one column, then all room.
      await drag(page, await handle(page, 'Question City'), await point(page, 0, 2, 3));
      expect(await picture(page)).toEqual(['Age@0 City@1+2', 'Email@0', 'Name@0', 'Phone@0']);
      await cell(page, 'Question City').locator('[data-handle]').dblclick();
      expect((await picture(page))[0]).toBe('Age@0 City@1');
      await cell(page, 'Question Email').locator('[data-handle]').dblclick();
      expect((await picture(page))[1]).toBe('Email@0+3');
      // The grid cannot shrink below the furthest used column any more.
      expect(await page.getByLabel('GRID COLUMNS').locator('option').allTextContents()).toEqual(['3', '4', '5', '6']);

      // A forbidden drop: Email spans columns, so it cannot make room for Name. The outline says so, in red.
      await drag(page, await point(page, 2, 0, 3), await point(page, 1, 0, 3), false);
      await page.getByTestId('layout-refused').waitFor();
      expect(await page.getByTestId('layout-refused').textContent()).toContain('cannot move right');
      await shot(page, 'refused-drop');
      await page.mouse.up();
      await page.getByRole('status').filter({ hasText: 'Email cannot move right to make room.' }).waitFor();
      expect(await picture(page)).toEqual(['Age@0 City@1', 'Email@0+3', 'Name@0', 'Phone@0']);

      // A question cell shifts a single-column occupant right: Phone onto Name's column.
      await drag(page, await point(page, 3, 0, 3), await point(page, 2, 0, 3));
      expect(await picture(page)).toEqual(['Age@0 City@1', 'Email@0+3', 'Phone@0 Name@1']);

      // Drag across empty space: an information cell over those columns, and its edit dialog.
      await drag(page, await point(page, 0, 2, 3), await point(page, 0, 2, 3).then((p) => ({ ...p, x: p.x + 30 })));
      await dialog(page).getByRole('heading', { name: 'Edit information cell' }).waitFor();
      await dialog(page).getByLabel('TEXT').fill('Where the client lives');
      await shot(page, 'edit-dialog');
      await dialog(page).getByRole('button', { name: 'Ok' }).click();
      await cell(page, 'Information Where the client lives').waitFor();
      expect(await picture(page)).toEqual(['Age@0 City@1 !Where the client lives@2', 'Email@0+3', 'Phone@0 Name@1']);

      // An information cell never goes on an occupied column.
      await drag(page, await point(page, 0, 2, 3), await point(page, 2, 0, 3));
      await page
        .getByRole('status')
        .filter({ hasText: 'An information cell cannot be dropped on an occupied column.' })
        .waitFor();

      // Another block on the free row after the last, deleted with the Delete key; a question cell cannot be deleted.
      await drag(page, await point(page, 3, 0, 3), await point(page, 3, 1, 3));
      await dialog(page).getByRole('button', { name: 'Ok' }).click();
      expect((await picture(page))[3]).toBe('!(empty)@0+2');
      await cell(page, 'Information (empty)').focus();
      await page.keyboard.press('Delete');
      await cell(page, 'Question Age').focus();
      await page.keyboard.press('Delete');
      await page.getByRole('status').filter({ hasText: 'Question cells cannot be deleted' }).waitFor();
      const expected = ['Age@0 City@1 !Where the client lives@2', 'Email@0+3', 'Phone@0 Name@1'];
      expect(await picture(page)).toEqual(expected);
      await shot(page, 'busy-layout');

      // Saved as a version of the model whose layout is what the author arranged; a reload shows it again.
      const before = (await elementByName(product, admin, 'Office')).version;
      await saveChanges(page);
      await eventually(async () => {
        const saved = await elementByName(product, admin, 'Office');
        expect(saved.version).toBe(before + 1);
        const layouts = saved.layouts as { name: string; type: string; columnCount: number; rows: never[][] }[];
        expect(layouts).toHaveLength(1);
        expect(layouts[0]).toMatchObject({ name: '(default)', type: 'default', columnCount: 3 });
        expect(storedPicture(layouts[0])).toEqual(expected);
      });
      await page.reload();
      await cell(page, 'Question Age').waitFor();
      expect(await picture(page)).toEqual(expected);
      expect(await page.getByRole('button', { name: 'Save changes to types' }).count()).toBe(0);
    },
    90_000,
  );

  app.test(
    'edits a cell’s visibility, moves selected cells, opens the help, and keeps a saved layout in step with the variables',
    async (page) => {
      const { product, admin } = app;
      await page.setViewportSize({ width: 1440, height: 960 });
      const model = await modelWithVariables(product, admin, 'Firm', ['Alpha', 'Beta', 'Gamma']);
      await openDesigner(page, product, admin, 'Firm/layouts');
      await cell(page, 'Question Alpha').waitFor();

      // The help modal.
      await page.getByRole('button', { name: 'Help: Editing the Default Layout' }).click();
      await dialog(page).getByRole('heading', { name: 'Editing the Default Layout' }).waitFor();
      await shot(page, 'help-modal');
      await dialog(page).getByRole('button', { name: 'Ok' }).click();

      // Visibility: with questions (add, then remove after the confirmation), then a condition; changing the mode
      // clears the other setting.
      await cell(page, 'Question Gamma').dblclick();
      await dialog(page).getByRole('heading', { name: 'Edit question cell Gamma' }).waitFor();
      await dialog(page).getByLabel('With questions').check();
      await dialog(page).getByLabel('Question to add').selectOption('Alpha');
      await dialog(page).getByRole('button', { name: 'Add', exact: true }).click();
      await dialog(page).getByLabel('Question to add').selectOption('Beta');
      await dialog(page).getByRole('button', { name: 'Add', exact: true }).click();
      await dialog(page).getByRole('button', { name: 'Remove Alpha' }).click();
      await dialog(page).getByText('Are you sure you want to remove Alpha?').waitFor();
      await shot(page, 'remove-question');
      await dialog(page).getByRole('button', { name: 'Yes' }).click();
      expect(
        await dialog(page).getByRole('list', { name: 'Questions that show this cell' }).textContent(),
      ).not.toContain('Alpha');
      await dialog(page).getByRole('button', { name: 'Ok' }).click();
      await cell(page, 'Question Gamma').getByText('question · with Beta').waitFor();

      await cell(page, 'Question Beta').focus();
      await page.keyboard.press('Enter');
      await dialog(page).getByLabel('When condition').check();
      await dialog(page).getByRole('textbox', { name: 'CONDITION' }).fill('Alpha == "x"');
      await dialog(page).getByRole('button', { name: 'Ok' }).click();
      await cell(page, 'Question Beta').getByText('question · when Alpha == "x"').waitFor();
      await cell(page, 'Question Gamma').dblclick();
      await dialog(page).getByLabel('When condition').check();
      await dialog(page).getByRole('button', { name: 'Cancel' }).click();
      await cell(page, 'Question Gamma').getByText('question · with Beta').waitFor();

      // Select Alpha with ctrl-click and Gamma's row with its selector; move them after Beta's row.
      await cell(page, 'Question Alpha').click({ modifiers: ['Control'] });
      await page.getByRole('button', { name: 'Select row 3' }).click();
      await page.getByRole('button', { name: 'Move Selected (2)' }).click();
      await dialog(page).getByLabel('After').check();
      await dialog(page).getByLabel('ROW').selectOption({ label: 'Row 2: Beta' });
      await dialog(page).getByRole('button', { name: 'Move' }).click();
      expect(await picture(page)).toEqual(['Beta@0', 'Alpha@0', 'Gamma@0']);

      // The keyboard: arrow keys move the focused cell by the same rules.
      await page.getByLabel('GRID COLUMNS').selectOption('2');
      await cell(page, 'Question Gamma').focus();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowRight');
      // Up onto Alpha's column: Alpha moves right to make room; right again: Alpha has no room left, refused.
      expect(await picture(page)).toEqual(['Beta@0', 'Gamma@0 Alpha@1']);
      await page.getByRole('status').filter({ hasText: 'Alpha cannot move right to make room.' }).waitFor();

      await saveChanges(page);
      await eventually(async () => {
        const saved = await elementByName(product, admin, 'Firm');
        const [layout] = saved.layouts as { rows: { content: string; expr?: string; list?: string[] }[][] }[];
        const cells = layout.rows.flat();
        expect(cells.find((c) => c.content === 'Gamma')).toMatchObject({ list: ['Beta'] });
        expect(cells.find((c) => c.content === 'Gamma')).not.toHaveProperty('expr');
        expect(cells.find((c) => c.content === 'Beta')).toMatchObject({ expr: 'Alpha == "x"' });
      });

      // A variable added and one deleted since: the saved layout is shown in step, with nothing pending by itself.
      await addVariablesByApi(product, admin, model, [{ name: 'Delta', type: 'text' }]);
      const beta = (await elementByName(product, admin, 'Firm')).properties.find((v) => v.name === 'Beta')!;
      await saveTypesByApi(product, admin, [{ action: 'remove', kind: 'variable', parent: model._id, _id: beta._id }]);
      await page.reload();
      await cell(page, 'Question Delta').waitFor();
      expect(await picture(page)).toEqual(['Gamma@0 Alpha@1', 'Delta@0']);
      expect(await page.getByRole('button', { name: 'Save changes to types' }).count()).toBe(0);
    },
    90_000,
  );
});
