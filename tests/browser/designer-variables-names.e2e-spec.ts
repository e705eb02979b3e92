import { DEMO, eventually } from './access-session';
import { describeInBrowser } from './browser-suite';
import {
  VARIABLE_DATA_LOSS,
  addVariablesByApi,
  dialog,
  modelWithVariables,
  openDesigner,
  openNewModelVariable,
  saveChanges,
  savedVariable,
  typeSelect,
  useDesignerInBrowser,
  variableEditor,
} from './designer-helpers';
import { enableAddon } from './harness';

/**
 * The variable editor (1 of 3): the Add variable dialog, renaming a variable, and an external variable's fixed
 * name, type and list setting.
 */
describeInBrowser('type designer: the variable editor and the Add variable dialog', () => {
  const app = useDesignerInBrowser({ prepare: (product) => enableAddon(product, DEMO, 'queries') });

  app.test('Add a new variable: says what is missing or wrong, adds the variable, and saves it', async (page) => {
    await openDesigner(page, app.product, app.admin, 'Client/variables');
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
    await variableEditor(page).getByRole('heading', { name: 'Object' }).waitFor();
    // Not saved yet: no data-loss warning for a new variable.
    expect(await page.getByText(VARIABLE_DATA_LOSS).count()).toBe(0);
    await saveChanges(page);
    await savedVariable(app.product, app.admin, 'Client', 'Relatives', (variable) =>
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

  app.test('rename: the data-loss warning, the address follows, and name errors show inline', async (page) => {
    await openNewModelVariable(page, app.product, app.admin, 'Person', ['GivenName', 'Surname']);
    const name = page.getByLabel('VARIABLE NAME');
    await name.fill('surname');
    await variableEditor(page).getByText('A variable by this name already exists.').waitFor();
    await name.fill('First Name');
    await variableEditor(page).getByText('A name cannot contain spaces.').waitFor();
    await name.fill('FirstName');
    await page.getByText(VARIABLE_DATA_LOSS).waitFor();
    await name.press('Enter');
    await page.waitForURL(`**/${DEMO}/types/Person/variables/FirstName`);
    expect(await page.getByLabel('VARIABLE NAME').inputValue()).toBe('FirstName');
    await page.getByText(VARIABLE_DATA_LOSS).waitFor();
    // List of is a change of shape too.
    await page.getByRole('button', { name: 'Revert changes' }).click();
    await page.goto(`${app.product.url}/${DEMO}/types/Person/variables/Surname`);
    await page.getByLabel('VARIABLE NAME').waitFor();
    await page.getByLabel('List of').check();
    await page.getByText(VARIABLE_DATA_LOSS).waitFor();
    await saveChanges(page);
    await savedVariable(app.product, app.admin, 'Person', 'Surname', (variable) =>
      expect(variable).toMatchObject({ isList: true, wasChanged: true }),
    );
  });

  app.test('an external variable keeps its name, type and list setting', async (page) => {
    const model = await modelWithVariables(app.product, app.admin, 'Synced', []);
    await addVariablesByApi(app.product, app.admin, model, [{ name: 'MatterId', type: 'text', isExternal: true }]);
    await openDesigner(page, app.product, app.admin, 'Synced/variables/MatterId');
    await page.getByLabel('VARIABLE NAME').waitFor();
    expect(await page.getByLabel('VARIABLE NAME').isDisabled()).toBe(true);
    expect(await typeSelect(page).isDisabled()).toBe(true);
    expect(await page.getByLabel('List of').isDisabled()).toBe(true);
    await page
      .getByText('This variable belongs to an integration: its name, type and list setting cannot be changed.')
      .waitFor();
    // Its question can still be edited.
    await page.getByLabel('QUESTION PROMPT').fill('Matter number');
    await saveChanges(page);
    await savedVariable(app.product, app.admin, 'Synced', 'MatterId', (variable) =>
      expect(variable).toMatchObject({ label: 'Matter number' }),
    );
  });
});
