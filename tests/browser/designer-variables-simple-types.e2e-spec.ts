import { DEMO, eventually } from './access-session';
import { describeInBrowser } from './browser-suite';
import {
  VARIABLE_DATA_LOSS,
  dialog,
  expectStyle,
  openNewModelVariable,
  saveChanges,
  savedVariable,
  typeSelect,
  useDesignerInBrowser,
  variableEditor,
} from './designer-helpers';
import { enableAddon } from './harness';

/**
 * The variable editor (2 of 3): text with its suggestions, pattern and question; number, and a type change's
 * reset style and data-loss warning (true/false, date, file).
 */
describeInBrowser('type designer: the variable editor and the Add variable dialog', () => {
  const app = useDesignerInBrowser({ prepare: (product) => enableAddon(product, DEMO, 'queries') });

  app.test('text: fixed suggestions through the Suggestions dialog, or an expression', async (page) => {
    await openNewModelVariable(page, app.product, app.admin, 'Survey', ['Title']);
    await variableEditor(page).getByRole('heading', { name: 'Text' }).waitFor();
    await page.getByLabel('Fixed values defined below').check();
    await page.getByRole('button', { name: 'Edit suggestions' }).click();
    const suggestions = dialog(page);
    await suggestions.getByRole('heading', { name: 'Suggestions' }).waitFor();
    const input = suggestions.getByLabel('New suggestion');
    const rows = suggestions.getByTestId('entry-row');
    // Empty is not added, and a value already listed is not added twice.
    await suggestions.getByRole('button', { name: 'Add', exact: true }).click();
    await suggestions.getByText('Type a value first.').waitFor();
    for (const value of ['Mr', 'Ms', 'Dr']) {
      await input.fill(value);
      await input.press('Enter');
    }
    await input.fill('Mr');
    await input.press('Enter');
    await suggestions.getByText('This value is already in the list.').waitFor();
    const values = async () => (await rows.locator('p').allTextContents()).map((text) => text.trim());
    expect(await values()).toEqual(['Mr', 'Ms', 'Dr']);
    // Reorder with the keyboard buttons, then by dragging.
    await suggestions.getByRole('button', { name: 'Move Dr up' }).click();
    expect(await values()).toEqual(['Mr', 'Dr', 'Ms']);
    await rows.nth(2).dragTo(rows.nth(0));
    await eventually(async () => expect(await values()).toEqual(['Ms', 'Mr', 'Dr']));
    // Edit (not into a value already listed) and remove.
    await suggestions.getByRole('button', { name: 'Edit Dr' }).click();
    await suggestions.getByLabel('Edit suggestion Dr').fill('Ms');
    await suggestions.getByLabel('Edit suggestion Dr').press('Enter');
    await suggestions.getByText('This value is already in the list.').waitFor();
    await suggestions.getByLabel('Edit suggestion Dr').fill('Prof');
    await suggestions.getByLabel('Edit suggestion Dr').press('Enter');
    await suggestions.getByRole('button', { name: 'Remove Mr' }).click();
    expect(await values()).toEqual(['Ms', 'Prof']);
    await suggestions.getByRole('button', { name: 'Ok' }).click();
    expect(await dialog(page).count()).toBe(0);
    expect(
      await variableEditor(page).getByRole('list', { name: 'Suggestions' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Ms', 'Prof']);
    // Cancel leaves the list as it was.
    await page.getByRole('button', { name: 'Edit suggestions' }).click();
    await dialog(page).getByRole('button', { name: 'Remove Ms' }).click();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    expect(await variableEditor(page).getByRole('list', { name: 'Suggestions' }).getByRole('listitem').count()).toBe(2);

    // A pattern (002 §5): its problem under the field, then tried in the preview box.
    await page.getByLabel('PATTERN').fill('UU-999\\');
    await variableEditor(page).getByText('Pattern ends with an unescaped \\.').waitFor();
    await page.getByLabel('PATTERN').fill('UU-999');
    await page.getByLabel('Allow line breaks').check();
    await page.getByLabel('Allow formatting (markdown)').check();
    await page.getByLabel('INPUT HEIGHT IN LINES').fill('3');
    await page.getByLabel('QUESTION PROMPT').fill('Your title');
    await page.getByLabel('QUESTION HELP').fill('As written on letters');
    expect(await page.getByLabel('RELEVANCE (CONDITION)').getAttribute('placeholder')).toBe('automatic');
    await page.getByLabel('RELEVANCE (CONDITION)').fill('Age >');
    await variableEditor(page).locator('[aria-invalid="true"]').first().waitFor();
    await page.getByLabel('RELEVANCE (CONDITION)').fill('Age > 18');
    // Unlabeled greys the prompt and the help.
    await page.getByLabel('Unlabeled').check();
    expect(await page.getByLabel('QUESTION PROMPT').isDisabled()).toBe(true);
    expect(await page.getByLabel('QUESTION HELP').isDisabled()).toBe(true);
    await saveChanges(page);
    await savedVariable(app.product, app.admin, 'Survey', 'Title', (variable) =>
      expect(variable).toMatchObject({
        suggestion: 'fixed',
        _options: '["Ms","Prof"]',
        pattern: 'UU-999',
        allowBreaks: true,
        processMarkdown: true,
        height: 3,
        label: 'Your title',
        helpText: 'As written on letters',
        forceRelevance: 'Age > 18',
        unlabeled: true,
      }),
    );
    // Only what changed was sent: no data-loss mark for prompts and suggestions.
    await savedVariable(app.product, app.admin, 'Survey', 'Title', (variable) =>
      expect(variable.wasChanged).toBeUndefined(),
    );

    await page.getByLabel('Values defined somewhere else').check();
    await page.getByLabel('SUGGESTIONS EXPRESSION').fill('Titles');
    expect(await page.getByRole('button', { name: 'Edit suggestions' }).count()).toBe(0);
    await saveChanges(page);
    await savedVariable(app.product, app.admin, 'Survey', 'Title', (variable) =>
      expect(variable).toMatchObject({ suggestion: 'expression', options: 'Titles' }),
    );
  });

  app.test('number: a type change resets the style and warns about data loss; style and limits', async (page) => {
    await openNewModelVariable(page, app.product, app.admin, 'Invoice', ['Amount']);
    expect(await page.getByText(VARIABLE_DATA_LOSS).count()).toBe(0);
    await typeSelect(page).selectOption({ label: 'Number' });
    await variableEditor(page).getByRole('heading', { name: 'Number' }).waitFor();
    await page.getByText(VARIABLE_DATA_LOSS).waitFor();
    await expectStyle(page, 'textbox', ['Textbox', 'Spinbox', 'Slider', 'Hidden']);
    await page.getByLabel('STYLE').selectOption('slider');
    await page.getByLabel('DECIMAL PLACES').fill('1.5');
    await variableEditor(page).getByText('Enter a whole number.').waitFor();
    await page.getByLabel('DECIMAL PLACES').fill('2');
    await page.getByLabel('MINIMUM').fill('10');
    await page.getByLabel('MAXIMUM').fill('5');
    await variableEditor(page).getByText('The minimum is above the maximum.').waitFor();
    await page.getByLabel('MAXIMUM').fill('100');
    expect(await variableEditor(page).getByText('The minimum is above the maximum.').count()).toBe(0);
    await saveChanges(page);
    await savedVariable(app.product, app.admin, 'Invoice', 'Amount', (variable) =>
      expect(variable).toMatchObject({
        type: 'number',
        style: 'slider',
        decimalPlaces: 2,
        minimum: 10,
        maximum: 100,
        wasChanged: true,
      }),
    );
    // Once saved, the warning goes; a true/false starts as a checkbox, a date as a datepicker.
    await eventually(async () => expect(await page.getByText(VARIABLE_DATA_LOSS).count()).toBe(0));
    await typeSelect(page).selectOption({ label: 'True/false' });
    await expectStyle(page, 'checkbox', ['Checkbox', 'Switch', 'Radiobuttons', 'Dropdown', 'Hidden']);
    await typeSelect(page).selectOption({ label: 'Date' });
    expect(await page.getByLabel('STYLE').inputValue()).toBe('datepicker');
    await typeSelect(page).selectOption({ label: 'File' });
    await variableEditor(page).getByRole('heading', { name: 'File' }).waitFor();
    expect(await page.getByLabel('List of').isDisabled()).toBe(true);
    await page.getByLabel('ACCEPT').fill('.pdf, .docx');
    await page.getByRole('button', { name: 'Revert changes' }).click();
    await eventually(async () => expect(await typeSelect(page).inputValue()).toBe('number'));
  });
});
