import type { Locator, Page } from 'playwright-core';
import { DEMO, eventually, signInDemoAdminByApi, type ApiSession } from './access-session';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { elementByName, modelWithVariables, openDesigner, saveTypesByApi, type ElementBody } from './designer-helpers';
import { enableAddon } from './harness';

const DATA_LOSS =
  "Changes to a variable's name or type can cause data loss because the changes are not applied to existing records.";

describeInBrowser('type designer: the variable editor and the Add variable dialog', () => {
  let admin: ApiSession;
  const app = useProductInBrowser({
    prepare: async (product) => {
      admin = await signInDemoAdminByApi(product);
      await enableAddon(product, DEMO, 'queries');
    },
  });

  const dialog = (page: Page) => page.getByRole('dialog');
  const editor = (page: Page) => page.getByTestId('variable-editor');
  const typeSelect = (scope: Page | Locator) => scope.getByLabel('TYPE', { exact: true });
  const save = async (page: Page) => {
    await page.getByRole('button', { name: 'Save changes to types' }).click();
    await eventually(async () =>
      expect(await page.getByRole('button', { name: 'Save changes to types' }).count()).toBe(0),
    );
  };
  /** A variable of a model as the server has it, once the save is visible. */
  const savedVariable = async (
    model: string,
    name: string,
    check: (variable: ElementBody['properties'][number]) => void,
  ) =>
    eventually(async () => {
      const element = await elementByName(app.product, admin, model);
      const variable = element.properties.find((candidate) => candidate.name === name);
      expect(variable).toBeDefined();
      check(variable!);
    });
  const addVariables = async (model: ElementBody, variables: Record<string, unknown>[]) =>
    saveTypesByApi(
      app.product,
      admin,
      variables.map((variable) => ({ action: 'add', kind: 'variable', parent: model._id, isList: false, ...variable })),
    );

  app.test('Add a new variable: says what is missing or wrong, adds the variable, and saves it', async (page) => {
    await openDesigner(page, app.product, admin, 'Client/variables');
    await page.getByRole('button', { name: 'Add a new variable' }).click();
    await dialog(page).getByRole('heading', { name: 'Add a new variable' }).waitFor();
    // Ok with nothing filled in forces every error.
    await dialog(page).getByRole('button', { name: 'Ok' }).click();
    await dialog(page).getByText('Please provide a name.').waitFor();
    await dialog(page).getByText('You must choose a type for this variable.').waitFor();
    await dialog(page).getByLabel('Name').fill('first name');
    await dialog(page).getByText('A name cannot contain spaces.').waitFor();
    await dialog(page).getByLabel('Name').fill('firstname');
    await dialog(page).getByText('A variable by this name already exists.').waitFor();
    await dialog(page).getByLabel('Name').fill('Relatives');
    // A selection is single when added: switching to List of resets it to text (001 §4).
    await typeSelect(dialog(page)).selectOption({ label: 'Selection' });
    await dialog(page).getByLabel('List of').check();
    expect(await typeSelect(dialog(page)).inputValue()).toBe('text');
    expect(await typeSelect(dialog(page)).locator('option', { hasText: 'Selection' }).isDisabled()).toBe(true);
    // A generic object needs the model it is based on.
    await typeSelect(dialog(page)).selectOption({ label: 'Object' });
    await dialog(page).getByRole('button', { name: 'Ok' }).click();
    await dialog(page).getByText('Please choose the model this object is based on.').waitFor();
    // A model listed as a type is an object of that model.
    await typeSelect(dialog(page)).selectOption({ label: 'Client' });
    expect(await dialog(page).getByText('Please choose the model this object is based on.').count()).toBe(0);
    await dialog(page).getByRole('button', { name: 'Ok' }).click();
    await page.waitForURL(`**/${DEMO}/types/Client/variables/Relatives`);
    expect(await dialog(page).count()).toBe(0);
    await eventually(async () => expect(await page.getByLabel('VARIABLE NAME').inputValue()).toBe('Relatives'));
    await editor(page).getByRole('heading', { name: 'Object' }).waitFor();
    // Not saved yet: no data-loss warning for a new variable.
    expect(await page.getByText(DATA_LOSS).count()).toBe(0);
    await save(page);
    await savedVariable('Client', 'Relatives', (variable) =>
      expect(variable).toMatchObject({ type: 'object', isList: true, typeName: 'Client', style: 'popup' }),
    );

    // Cancel resets the dialog.
    await page.getByRole('button', { name: 'Add a new variable' }).click();
    await dialog(page).getByLabel('Name').fill('Draft');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    expect(await dialog(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Add a new variable' }).click();
    expect(await dialog(page).getByLabel('Name').inputValue()).toBe('');
    await page.keyboard.press('Escape');
    expect(await dialog(page).count()).toBe(0);
  });

  app.test('text: fixed suggestions through the Suggestions dialog, or an expression', async (page) => {
    await modelWithVariables(app.product, admin, 'Survey', ['Title']);
    await openDesigner(page, app.product, admin, 'Survey/variables/Title');
    await editor(page).getByRole('heading', { name: 'Text' }).waitFor();
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
      await editor(page).getByRole('list', { name: 'Suggestions' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Ms', 'Prof']);
    // Cancel leaves the list as it was.
    await page.getByRole('button', { name: 'Edit suggestions' }).click();
    await dialog(page).getByRole('button', { name: 'Remove Ms' }).click();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    expect(await editor(page).getByRole('list', { name: 'Suggestions' }).getByRole('listitem').count()).toBe(2);

    await page.getByLabel('PATTERN').fill('^[A-Z');
    await editor(page).getByText('This pattern is not a valid regular expression.').waitFor();
    await page.getByLabel('PATTERN').fill('^[A-Z]');
    await page.getByLabel('Allow line breaks').check();
    await page.getByLabel('Allow formatting (markdown)').check();
    await page.getByLabel('INPUT HEIGHT IN LINES').fill('3');
    await page.getByLabel('QUESTION PROMPT').fill('Your title');
    await page.getByLabel('QUESTION HELP').fill('As written on letters');
    expect(await page.getByLabel('RELEVANCE (CONDITION)').getAttribute('placeholder')).toBe('automatic');
    await page.getByLabel('RELEVANCE (CONDITION)').fill('Age >');
    await editor(page).locator('[aria-invalid="true"]').first().waitFor();
    await page.getByLabel('RELEVANCE (CONDITION)').fill('Age > 18');
    // Unlabeled greys the prompt and the help.
    await page.getByLabel('Unlabeled').check();
    expect(await page.getByLabel('QUESTION PROMPT').isDisabled()).toBe(true);
    expect(await page.getByLabel('QUESTION HELP').isDisabled()).toBe(true);
    await save(page);
    await savedVariable('Survey', 'Title', (variable) =>
      expect(variable).toMatchObject({
        suggestion: 'fixed',
        _options: '["Ms","Prof"]',
        pattern: '^[A-Z]',
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
    await savedVariable('Survey', 'Title', (variable) => expect(variable.wasChanged).toBeUndefined());

    await page.getByLabel('Values defined somewhere else').check();
    await page.getByLabel('SUGGESTIONS EXPRESSION').fill('Titles');
    expect(await page.getByRole('button', { name: 'Edit suggestions' }).count()).toBe(0);
    await save(page);
    await savedVariable('Survey', 'Title', (variable) =>
      expect(variable).toMatchObject({ suggestion: 'expression', options: 'Titles' }),
    );
  });

  app.test('number: a type change resets the style and warns about data loss; style and limits', async (page) => {
    await modelWithVariables(app.product, admin, 'Invoice', ['Amount']);
    await openDesigner(page, app.product, admin, 'Invoice/variables/Amount');
    expect(await page.getByText(DATA_LOSS).count()).toBe(0);
    await typeSelect(page).selectOption({ label: 'Number' });
    await editor(page).getByRole('heading', { name: 'Number' }).waitFor();
    await page.getByText(DATA_LOSS).waitFor();
    expect(await page.getByLabel('STYLE').inputValue()).toBe('textbox');
    expect(await page.getByLabel('STYLE').locator('option').allTextContents()).toEqual([
      'Textbox',
      'Spinbox',
      'Slider',
      'Hidden',
    ]);
    await page.getByLabel('STYLE').selectOption('slider');
    await page.getByLabel('DECIMAL PLACES').fill('1.5');
    await editor(page).getByText('Enter a whole number.').waitFor();
    await page.getByLabel('DECIMAL PLACES').fill('2');
    await page.getByLabel('MINIMUM').fill('10');
    await page.getByLabel('MAXIMUM').fill('5');
    await editor(page).getByText('The minimum is above the maximum.').waitFor();
    await page.getByLabel('MAXIMUM').fill('100');
    expect(await editor(page).getByText('The minimum is above the maximum.').count()).toBe(0);
    await save(page);
    await savedVariable('Invoice', 'Amount', (variable) =>
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
    await eventually(async () => expect(await page.getByText(DATA_LOSS).count()).toBe(0));
    await typeSelect(page).selectOption({ label: 'True/false' });
    expect(await page.getByLabel('STYLE').inputValue()).toBe('checkbox');
    expect(await page.getByLabel('STYLE').locator('option').allTextContents()).toEqual([
      'Checkbox',
      'Switch',
      'Radiobuttons',
      'Dropdown',
      'Hidden',
    ]);
    await typeSelect(page).selectOption({ label: 'Date' });
    expect(await page.getByLabel('STYLE').inputValue()).toBe('datepicker');
    await typeSelect(page).selectOption({ label: 'File' });
    await editor(page).getByRole('heading', { name: 'File' }).waitFor();
    expect(await page.getByLabel('List of').isDisabled()).toBe(true);
    await page.getByLabel('ACCEPT').fill('.pdf, .docx');
    await page.getByRole('button', { name: 'Revert changes' }).click();
    await eventually(async () => expect(await typeSelect(page).inputValue()).toBe('number'));
  });

  app.test('rename: the data-loss warning, the address follows, and name errors show inline', async (page) => {
    await modelWithVariables(app.product, admin, 'Person', ['GivenName', 'Surname']);
    await openDesigner(page, app.product, admin, 'Person/variables/GivenName');
    const name = page.getByLabel('VARIABLE NAME');
    await name.fill('surname');
    await editor(page).getByText('A variable by this name already exists.').waitFor();
    await name.fill('First Name');
    await editor(page).getByText('A name cannot contain spaces.').waitFor();
    await name.fill('FirstName');
    await page.getByText(DATA_LOSS).waitFor();
    await name.press('Enter');
    await page.waitForURL(`**/${DEMO}/types/Person/variables/FirstName`);
    expect(await page.getByLabel('VARIABLE NAME').inputValue()).toBe('FirstName');
    await page.getByText(DATA_LOSS).waitFor();
    // List of is a change of shape too.
    await page.getByRole('button', { name: 'Revert changes' }).click();
    await page.goto(`${app.product.url}/${DEMO}/types/Person/variables/Surname`);
    await page.getByLabel('VARIABLE NAME').waitFor();
    await page.getByLabel('List of').check();
    await page.getByText(DATA_LOSS).waitFor();
    await save(page);
    await savedVariable('Person', 'Surname', (variable) =>
      expect(variable).toMatchObject({ isList: true, wasChanged: true }),
    );
  });

  app.test('selection: options listed below, a table or a query with its options, a user data list', async (page) => {
    const model = await modelWithVariables(app.product, admin, 'Order', []);
    await saveTypesByApi(app.product, admin, [
      { action: 'add', kind: 'table', name: 'Colours' },
      { action: 'add', kind: 'query', name: 'Courts' },
    ]);
    await addVariables(model, [{ name: 'Colour', type: 'selection', style: 'radiobuttons' }]);
    await openDesigner(page, app.product, admin, 'Order/variables/Colour');
    await editor(page).getByRole('heading', { name: 'Selection' }).waitFor();
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
    expect(await page.getByLabel('STYLE').inputValue()).toBe('checkboxes');
    expect(await page.getByLabel('STYLE').locator('option').allTextContents()).toEqual([
      'Checkboxes',
      'Checkbox columns',
      'Dropdown',
      'Listbox',
      'Hybrid',
    ]);
    await page.getByLabel('OPTION TEMPLATE').fill('{[Name]}');
    await save(page);
    await savedVariable('Order', 'Colour', (variable) =>
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
    await save(page);
    await savedVariable('Order', 'Colour', (variable) =>
      expect(variable).toMatchObject({ typeOfVariable: 'aTable', options: 'Courts({county: Client.County})' }),
    );

    // A table the workspace no longer has.
    const order = await elementByName(app.product, admin, 'Order');
    await saveTypesByApi(app.product, admin, [
      { action: 'update', kind: 'variable', parent: order._id, _id: order.properties[0]._id, options: 'Gone' },
    ]);
    await page.reload();
    await page.getByLabel('TABLE OR QUERY').waitFor();
    expect(await page.getByLabel('TABLE OR QUERY').locator('option:checked').textContent()).toBe('(ERROR - change!)');
  });

  app.test('object: a model as type, its style, data source, link and import', async (page) => {
    const firm = await modelWithVariables(app.product, admin, 'Firm', []);
    const lawyer = await modelWithVariables(app.product, admin, 'Lawyer', ['Employer']);
    await addVariables(firm, [
      { name: 'Lawyers', type: 'object', isList: true, typeName: 'Lawyer', typeDef: lawyer._id },
    ]);
    await openDesigner(page, app.product, admin, 'Lawyer/variables/Employer');
    await typeSelect(page).selectOption({ label: 'Firm' });
    await editor(page).getByRole('heading', { name: 'Object' }).waitFor();
    expect(await page.getByLabel('STYLE').inputValue()).toBe('popup');
    expect(await page.getByLabel('STYLE').locator('option').allTextContents()).toEqual([
      'Popup',
      'Inline',
      'Accordion',
      'Hidden',
    ]);
    await page.getByLabel('STYLE').selectOption('accordion');
    expect(await page.getByLabel('Bidirectional link').isDisabled()).toBe(true);
    await page.getByLabel('LINK object TO...').selectOption({ label: 'Firm → Lawyers (list)' });
    await page.getByLabel('Bidirectional link').check();
    expect(await page.getByLabel('Allow import').count()).toBe(0);
    await page.getByLabel('List of').check();
    await page.getByLabel('Allow import').check();
    await save(page);
    await savedVariable('Lawyer', 'Employer', (variable) =>
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
    await editor(page).getByRole('heading', { name: 'Global object' }).waitFor();
    expect(await page.getByLabel('BASE MODEL').locator('option:checked').textContent()).toBe('Firm');
  });

  app.test('an external variable keeps its name, type and list setting', async (page) => {
    const model = await modelWithVariables(app.product, admin, 'Synced', []);
    await addVariables(model, [{ name: 'MatterId', type: 'text', isExternal: true }]);
    await openDesigner(page, app.product, admin, 'Synced/variables/MatterId');
    await page.getByLabel('VARIABLE NAME').waitFor();
    expect(await page.getByLabel('VARIABLE NAME').isDisabled()).toBe(true);
    expect(await typeSelect(page).isDisabled()).toBe(true);
    expect(await page.getByLabel('List of').isDisabled()).toBe(true);
    await page
      .getByText('This variable belongs to an integration: its name, type and list setting cannot be changed.')
      .waitFor();
    // Its question can still be edited.
    await page.getByLabel('QUESTION PROMPT').fill('Matter number');
    await save(page);
    await savedVariable('Synced', 'MatterId', (variable) => expect(variable).toMatchObject({ label: 'Matter number' }));
  });
});
