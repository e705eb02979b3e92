import type { Locator, Page } from 'playwright-core';
import { eventually } from './access-session';
import { describeInBrowser } from './browser-suite';
import {
  dialog,
  elementByName,
  modelWithVariables,
  openNewModelVariable,
  saveChanges,
  savedVariable,
  screenshotsIn,
  useDesignerInBrowser,
  variableEditor,
} from './designer-helpers';

const shot = screenshotsIn('shared-widgets');

/** Where a point of `field` lies: `x` from its left edge (negative: from its right edge), on its first line. */
const firstLine = async (field: Locator, x: number) => {
  const box = (await field.boundingBox())!;
  return { x: x >= 0 ? x : box.width + x, y: 15 };
};

const valueOf = (field: Locator) => field.inputValue();
const heightOf = async (field: Locator) => (await field.boundingBox())!.height;

/**
 * 002 §2.6's shared widgets (components/ui) where the product uses them: the code editor in the designer's
 * expression fields with variable references dragged in from the variable browser, the masked input trying a
 * text variable's pattern, the searchable dropdown choosing the target of a copy, and the save/cancel control of
 * the model header.
 */
describeInBrowser('shared widgets: code editor, masked input, searchable dropdown, save/cancel control', () => {
  const app = useDesignerInBrowser();

  app.test('a variable dragged from the variable browser lands where it is dropped, and compiles', async (page) => {
    await openNewModelVariable(page, app.product, app.admin, 'Lease', ['Tenant', 'Rent']);
    const relevance = page.getByLabel('RELEVANCE (CONDITION)');
    const rent = page.locator('[data-path="Rent"]');
    const tenant = page.locator('[data-path="Tenant"]');
    // The copy button stays beside the drag.
    await page.getByRole('button', { name: 'Copy reference to Rent' }).waitFor();
    expect(await rent.getAttribute('draggable')).toBe('true');

    // 002 §9: an empty editor is one line, 30 px high.
    expect(Math.round(await heightOf(relevance))).toBe(30);
    // One edit, timed in the page: the compile check shows at the next frame, while the change reaches the
    // pending list (the header's Save) only once typing has paused for 400 ms (002 §9).
    const timing = await relevance.evaluate(async (area: HTMLTextAreaElement) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      area.focus();
      const started = performance.now();
      setValue.call(area, '> 100');
      area.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise(requestAnimationFrame);
      const invalidAt = area.getAttribute('aria-invalid') === 'true' ? performance.now() - started : null;
      const saveShown = () =>
        [...document.querySelectorAll('button')].some((button) => button.textContent === 'Save changes to types');
      while (!saveShown() && performance.now() - started < 5_000) await new Promise(requestAnimationFrame);
      return { invalidAt, savedAt: saveShown() ? performance.now() - started : null };
    });
    expect(timing.invalidAt).not.toBeNull();
    expect(timing.invalidAt!).toBeLessThan(400);
    expect(timing.savedAt).not.toBeNull();
    expect(timing.savedAt!).toBeGreaterThanOrEqual(400);
    expect(await valueOf(relevance)).toBe('> 100');
    await shot(page, 'expression-before-drop');

    // Dropped at the start of the text: the bare path goes in front (an expression names variables bare).
    await rent.dragTo(relevance, { targetPosition: await firstLine(relevance, 10) });
    await eventually(async () => expect(await valueOf(relevance)).toBe('Rent> 100'));
    expect(await relevance.getAttribute('aria-invalid')).toBeNull();
    expect(await variableEditor(page).getByRole('alert').count()).toBe(0);

    // Dropped after the end of the line: appended, and the caret is left after it to keep typing.
    await relevance.fill('Rent > 100 && ');
    await variableEditor(page).getByText('Expression ends too early').waitFor();
    await tenant.dragTo(relevance, { targetPosition: await firstLine(relevance, -40) });
    await eventually(async () => expect(await valueOf(relevance)).toBe('Rent > 100 && Tenant'));
    expect(await relevance.getAttribute('aria-invalid')).toBeNull();
    expect(await relevance.evaluate((area: HTMLTextAreaElement) => area.selectionStart)).toBe(20);
    await page.keyboard.type(' != ""');
    expect(await valueOf(relevance)).toBe('Rent > 100 && Tenant != ""');
    await shot(page, 'expression-after-drop');

    // Auto-height: the editor grows with its lines.
    await relevance.fill('Rent > 100\n&& Tenant != ""\n|| Rent < 5');
    await eventually(async () => expect(await heightOf(relevance)).toBeGreaterThan(60));

    // Edits reach the pending changes once typing pauses, and are saved as typed.
    await relevance.fill('Rent > 100 && Tenant != ""');
    await saveChanges(page);
    await savedVariable(app.product, app.admin, 'Lease', 'Tenant', (variable) =>
      expect(variable.forceRelevance).toBe('Rent > 100 && Tenant != ""'),
    );
  });

  app.test('the pattern of a text variable: its problems, then tried in the masked preview', async (page) => {
    await openNewModelVariable(page, app.product, app.admin, 'Caller', ['Phone', 'Code']);
    const pattern = page.getByLabel('PATTERN', { exact: true });
    await pattern.fill('(---)');
    await variableEditor(page).getByText('Pattern "(---)" does not contain any editable characters.').waitFor();
    expect(await page.getByLabel('PREVIEW').count()).toBe(0);
    await pattern.fill('999\\');
    await variableEditor(page).getByText('Pattern ends with an unescaped \\.').waitFor();
    await shot(page, 'pattern-problem');

    await pattern.fill('(999) 999-9999');
    const preview = page.getByLabel('PREVIEW');
    expect(await preview.getAttribute('placeholder')).toBe('(___) ___-____');
    // Typed: the literals appear as the digits come; letters are refused.
    await preview.pressSequentially('555a1');
    expect(await valueOf(preview)).toBe('(555) 1');
    // Pasted (inserted at once) in another layout: laid over the pattern.
    await preview.fill('555.123.4567');
    expect(await valueOf(preview)).toBe('(555) 123-4567');
    await variableEditor(page).getByText('5551234567').waitFor();
    await variableEditor(page).getByText('Complete', { exact: true }).waitFor();
    await shot(page, 'pattern-preview');
    // A digit typed in the middle shifts the rest and the caret stays just after it.
    await preview.fill('(555) 123');
    await preview.press('Home');
    for (let i = 0; i < 3; i += 1) await preview.press('ArrowRight');
    await preview.press('9');
    expect(await valueOf(preview)).toBe('(559) 512-3');
    expect(await preview.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(4);
    // Backspace over a separator is not undone.
    await preview.fill('(555) ');
    await preview.press('End');
    await preview.press('Backspace');
    expect(await valueOf(preview)).toBe('(555)');
    await variableEditor(page).getByText('Incomplete', { exact: true }).waitFor();

    // L lower-cases, U upper-cases, \ keeps a slot letter as a literal.
    await pattern.fill('\\AUU-LL');
    await page.getByLabel('PREVIEW').fill('');
    await page.getByLabel('PREVIEW').pressSequentially('abCD');
    expect(await valueOf(page.getByLabel('PREVIEW'))).toBe('AAB-cd');

    await saveChanges(page);
    await savedVariable(app.product, app.admin, 'Caller', 'Phone', (variable) =>
      expect(variable.pattern).toBe('\\AUU-LL'),
    );
  });

  app.test('the searchable dropdown picks the target of a copy by keyboard or by mouse', async (page: Page) => {
    // Enough models for the list to scroll (8 rows of 36 px are shown).
    for (const name of ['Alder', 'Birch', 'Cedar', 'Elm', 'Fir', 'Hazel', 'Larch', 'Maple', 'Oak', 'Pine', 'Yew']) {
      await modelWithVariables(app.product, app.admin, `Tree${name}`, []);
    }
    await openNewModelVariable(page, app.product, app.admin, 'Orchard', ['Height', 'Age']);
    await page.getByRole('button', { name: 'Menu of variable Height' }).click();
    await page.getByRole('menuitem', { name: 'Copy to other model' }).click();
    const copy = dialog(page);
    await copy.getByRole('heading', { name: 'Copy variable Height to another type' }).waitFor();
    const target = copy.getByRole('button', { name: 'Target type' });
    expect(await target.textContent()).toContain('Choose a type…');
    // Ok without a target: the error names what is missing.
    await copy.getByRole('button', { name: 'Copy', exact: true }).click();
    await copy.getByText('Please choose the type to copy to.').waitFor();

    // Opened: a search box (combobox) over a listbox of 36 px rows.
    await target.click();
    const search = copy.getByRole('combobox', { name: 'Search Target type' });
    expect(await search.evaluate((input) => document.activeElement === input)).toBe(true);
    expect(await target.getAttribute('aria-expanded')).toBe('true');
    const options = copy.getByRole('listbox', { name: 'Target type' }).getByRole('option');
    expect(Math.round((await options.first().boundingBox())!.height)).toBe(36);
    expect(await options.count()).toBeGreaterThan(8);
    await shot(page, 'dropdown-open');
    // Escape closes the list, not the dialog.
    await search.press('Escape');
    expect(await copy.getByRole('listbox').count()).toBe(0);
    expect(await copy.count()).toBe(1);
    expect(await target.evaluate((button) => document.activeElement === button)).toBe(true);

    // Type-ahead on the closed button: the key opens the list searching for it.
    await target.press('m');
    expect(await search.inputValue()).toBe('m');
    await search.pressSequentially('ap');
    expect(await options.allTextContents()).toEqual(['TreeMaple']);
    await search.fill('tree');
    expect(await options.count()).toBe(11);
    // Arrows move the active row (announced through aria-activedescendant); Enter chooses it.
    await search.press('ArrowDown');
    await search.press('ArrowDown');
    const active = await search.getAttribute('aria-activedescendant');
    expect(await copy.locator(`[id="${active}"]`).textContent()).toBe('TreeCedar');
    await search.press('Enter');
    expect(await copy.getByRole('listbox').count()).toBe(0);
    expect(await target.textContent()).toContain('TreeCedar');
    expect(await copy.getByText('Please choose the type to copy to.').count()).toBe(0);

    // By mouse, far down the list: only the rows in view are drawn until the list is scrolled.
    await target.click();
    await search.fill('');
    const total = Number(await options.first().getAttribute('aria-setsize'));
    expect(await options.count()).toBeLessThan(total);
    expect(await copy.getByRole('option', { name: 'TreeYew' }).count()).toBe(0);
    await copy.getByRole('listbox').hover();
    await page.mouse.wheel(0, total * 36);
    await copy.getByRole('option', { name: 'TreeYew' }).click();
    expect(await target.textContent()).toContain('TreeYew');
    await shot(page, 'dropdown-chosen');

    await copy.getByRole('button', { name: 'Copy', exact: true }).click();
    await eventually(async () =>
      expect((await elementByName(app.product, app.admin, 'TreeYew')).properties.map((p) => p.name)).toEqual([
        'Height',
      ]),
    );
  });

  app.test('the save/cancel control shows only while the model has changes', async (page) => {
    await openNewModelVariable(page, app.product, app.admin, 'Ledger', ['Entry']);
    const save = page.getByRole('button', { name: 'Save changes to types' });
    const revert = page.getByRole('button', { name: 'Revert changes' });
    expect(await save.count()).toBe(0);
    expect(await revert.count()).toBe(0);
    await page.getByLabel('QUESTION PROMPT').fill('The entry');
    await save.waitFor();
    await revert.waitFor();
    await shot(page, 'save-cancel-shown');
    await revert.click();
    await eventually(async () => expect(await save.count()).toBe(0));
    expect(await revert.count()).toBe(0);
    expect(await page.getByLabel('QUESTION PROMPT').inputValue()).toBe('');
  });
});
