import { DEMO } from './access-session';
import { describeInBrowser } from './browser-suite';
import {
  addVariablesByApi,
  dialog,
  elementByName,
  expectStyle,
  modelWithVariables,
  openDesigner,
  saveChanges,
  saveTypesByApi,
  savedVariable,
  typeSelect,
  useDesignerInBrowser,
  variableEditor,
} from './designer-helpers';
import { enableAddon } from './harness';

/**
 * The variable editor (3 of 3): variables that draw on other elements: a selection's options, table or query and
 * user data list; an object's model, style, link and import.
 */
describeInBrowser('type designer: the variable editor and the Add variable dialog', () => {
  const app = useDesignerInBrowser({ prepare: (product) => enableAddon(product, DEMO, 'queries') });

  app.test('selection: options listed below, a table or a query with its options, a user data list', async (page) => {
    const model = await modelWithVariables(app.product, app.admin, 'Order', []);
    await saveTypesByApi(app.product, app.admin, [
      { action: 'add', kind: 'table', name: 'Colours' },
      { action: 'add', kind: 'query', name: 'Courts' },
    ]);
    await addVariablesByApi(app.product, app.admin, model, [
      { name: 'Colour', type: 'selection', style: 'radiobuttons' },
    ]);
    await openDesigner(page, app.product, app.admin, 'Order/variables/Colour');
    await variableEditor(page).getByRole('heading', { name: 'Selection' }).waitFor();
    expect(await page.getByLabel('options listed below').isChecked()).toBe(true);
    const add = page.getByLabel('New option');
    for (const value of ['Red', 'Green', 'Red', '']) {
      await add.fill(value);
      await add.press('Enter');
    }
    expect(await page.getByRole('list', { name: 'Options' }).locator('p').allTextContents()).toEqual(['Red', 'Green']);
    // Single ↔ List swaps the radio style for checkboxes, and the list has no radio styles.
    expect(await page.getByLabel('STYLE').inputValue()).toBe('radiobuttons');
    await page.getByLabel('List of').check();
    await expectStyle(page, 'checkboxes', ['Checkboxes', 'Checkbox columns', 'Dropdown', 'Listbox', 'Hybrid']);
    await page.getByLabel('OPTION TEMPLATE').fill('{[Name]}');
    await saveChanges(page);
    await savedVariable(app.product, app.admin, 'Order', 'Colour', (variable) =>
      expect(variable).toMatchObject({
        isList: true,
        style: 'checkboxes',
        _options: '["Red","Green"]',
        optionTemplate: '{[Name]}',
      }),
    );

    // A table (or query): the query's parameters are edited in the Options dialog.
    await page.getByLabel('a table (or query)').check();
    const source = page.getByLabel('TABLE OR QUERY');
    expect(await source.locator('option').allTextContents()).toEqual([
      'Choose a table or query…',
      'Colours',
      'Courts (query)',
    ]);
    await source.selectOption({ label: 'Colours' });
    expect(await page.getByRole('button', { name: 'Options…' }).isDisabled()).toBe(true);
    await source.selectOption({ label: 'Courts (query)' });
    await page.getByRole('button', { name: 'Options…' }).click();
    await dialog(page).getByRole('heading', { name: 'Options' }).waitFor();
    await dialog(page).getByLabel('Parameter 1 name').fill('county');
    await dialog(page).getByLabel('Parameter 1 expression').fill('Client.County');
    await dialog(page).getByRole('button', { name: 'Add parameter' }).click();
    await dialog(page).getByLabel('Parameter 2 name').fill('empty');
    await dialog(page).getByRole('button', { name: 'Ok' }).click();
    await page.getByTestId('reference-text').getByText('Courts({county: Client.County})').waitFor();
    // A user data list keeps the expression.
    await page.getByLabel('user data list expression').check();
    expect(await page.getByLabel('USER DATA LIST', { exact: true }).inputValue()).toBe(
      'Courts({county: Client.County})',
    );
    await page.getByLabel('a table (or query)').check();
    await saveChanges(page);
    await savedVariable(app.product, app.admin, 'Order', 'Colour', (variable) =>
      expect(variable).toMatchObject({ typeOfVariable: 'aTable', options: 'Courts({county: Client.County})' }),
    );

    // A table the workspace no longer has.
    const order = await elementByName(app.product, app.admin, 'Order');
    await saveTypesByApi(app.product, app.admin, [
      { action: 'update', kind: 'variable', parent: order._id, _id: order.properties[0]._id, options: 'Gone' },
    ]);
    await page.reload();
    await page.getByLabel('TABLE OR QUERY').waitFor();
    expect(await page.getByLabel('TABLE OR QUERY').locator('option:checked').textContent()).toBe('(ERROR - change!)');
  });

  app.test('object: a model as type, its style, data source, link and import', async (page) => {
    const firm = await modelWithVariables(app.product, app.admin, 'Firm', []);
    const lawyer = await modelWithVariables(app.product, app.admin, 'Lawyer', ['Employer']);
    await addVariablesByApi(app.product, app.admin, firm, [
      { name: 'Lawyers', type: 'object', isList: true, typeName: 'Lawyer', typeDef: lawyer._id },
    ]);
    await openDesigner(page, app.product, app.admin, 'Lawyer/variables/Employer');
    await typeSelect(page).selectOption({ label: 'Firm' });
    await variableEditor(page).getByRole('heading', { name: 'Object' }).waitFor();
    await expectStyle(page, 'popup', ['Popup', 'Inline', 'Accordion', 'Hidden']);
    await page.getByLabel('STYLE').selectOption('accordion');
    expect(await page.getByLabel('Bidirectional link').isDisabled()).toBe(true);
    await page.getByLabel('LINK object TO...').selectOption({ label: 'Firm → Lawyers (list)' });
    await page.getByLabel('Bidirectional link').check();
    expect(await page.getByLabel('Allow import').count()).toBe(0);
    await page.getByLabel('List of').check();
    await page.getByLabel('Allow import').check();
    await saveChanges(page);
    await savedVariable(app.product, app.admin, 'Lawyer', 'Employer', (variable) =>
      expect(variable).toMatchObject({
        type: 'object',
        typeName: 'Firm',
        typeDef: firm._id,
        style: 'accordion',
        linkedQuery: 'Firm->Lawyers',
        isLink: true,
        isList: true,
        useImport: true,
        wasChanged: true,
      }),
    );
    // A global object keeps its model, shown as its base model.
    await typeSelect(page).selectOption({ label: 'Global object' });
    await variableEditor(page).getByRole('heading', { name: 'Global object' }).waitFor();
    expect(await page.getByLabel('BASE MODEL').locator('option:checked').textContent()).toBe('Firm');
  });
});
