import type { Page } from 'playwright-core';
import { eventually, signInDemoAdminByApi, type ApiSession } from './access-session';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { elementByName, openDesigner, saveTypesByApi } from './designer-helpers';

const DATA_LOSS =
  'Changes to a formula name or type can cause data loss because the changes are not applied to existing records.';
const COPIED = 'Variable reference copied to the clipboard';

describeInBrowser('type designer: the formula editor, the Add formula dialog and the variable browser', () => {
  let admin: ApiSession;
  const app = useProductInBrowser({
    prepare: async (product) => {
      admin = await signInDemoAdminByApi(product);
      // Client (the demo model) → Spouse and Kids (Person) → Employer (Firm) → Address (Address): deep enough
      // for the browser's tree (3 levels) and search (5 levels).
      const created = await saveTypesByApi(product, admin, [
        { action: 'add', kind: 'model', name: 'Person' },
        { action: 'add', kind: 'model', name: 'Firm' },
        { action: 'add', kind: 'model', name: 'Address' },
      ]);
      const id = (name: string) => created.added.find((element) => element.name === name)!._id;
      const client = await elementByName(product, admin, 'Client');
      const variable = (parent: string, name: string, properties: Record<string, unknown> = {}) => ({
        action: 'add',
        kind: 'variable',
        parent,
        name,
        type: 'text',
        isList: false,
        ...properties,
      });
      const object = (model: string) => ({ type: 'object', typeName: model, typeDef: id(model) });
      await saveTypesByApi(product, admin, [
        variable(id('Person'), 'Name'),
        variable(id('Person'), 'Born', { type: 'date' }),
        variable(id('Person'), 'Nicknames', { isList: true }),
        variable(id('Person'), 'Employer', object('Firm')),
        variable(id('Firm'), 'Title'),
        variable(id('Firm'), 'Address', object('Address')),
        variable(id('Address'), 'City'),
        variable(client._id, 'Spouse', object('Person')),
        variable(client._id, 'Kids', { ...object('Person'), isList: true }),
        variable(client._id, 'Office', { type: 'global', typeName: 'Firm', typeDef: id('Firm') }),
        {
          action: 'add',
          kind: 'formula',
          parent: client._id,
          name: 'Partner',
          type: 'model',
          ref: 'Person',
          isList: false,
          expression: '{ Name: FirstName }',
        },
        {
          action: 'add',
          kind: 'formula',
          parent: client._id,
          name: 'Imported',
          type: 'number',
          isList: false,
          isExternal: true,
          expression: '1',
        },
      ]);
    },
  });

  const dialog = (page: Page) => page.getByRole('dialog');
  const expression = (page: Page, n: number) => page.getByLabel(`Expression ${n}`, { exact: true });
  const listValues = async (page: Page) => {
    const count = await page.getByRole('button', { name: /^Remove expression \d+$/ }).count();
    const values: string[] = [];
    for (let n = 1; n <= count; n++) values.push(await expression(page, n).inputValue());
    return values;
  };
  const warning = (page: Page) => page.getByText(DATA_LOSS, { exact: true });
  const openFormula = async (page: Page, name: string) => {
    await openDesigner(page, app.product, admin, `Client/formulas/${name}`);
    await page.getByLabel('Formula name').waitFor();
  };

  app.test(
    'Add a new formula: says what is missing or wrong, then adds a list of a model and opens it',
    async (page) => {
      await openFormula(page, 'FullName');
      await page.getByRole('button', { name: 'Add a new formula' }).click();
      await dialog(page).getByRole('heading', { name: 'Add a new formula' }).waitFor();
      expect(await dialog(page).evaluate((element) => element.getBoundingClientRect().width)).toBe(410);
      // Nothing shows before the name is left or Ok is pressed.
      expect(await dialog(page).getByRole('alert').count()).toBe(0);
      await dialog(page).getByRole('button', { name: 'Ok' }).click();
      await dialog(page).getByText('Please provide a name.', { exact: true }).waitFor();
      await dialog(page).getByText('You must choose a type for this formula.', { exact: true }).waitFor();

      const name = dialog(page).getByLabel('Name', { exact: true });
      await name.fill('fullname');
      await dialog(page).getByText('A formula by this name already exists.', { exact: true }).waitFor();
      await name.fill('2nd');
      await dialog(page).getByText('A name must start with a letter.', { exact: true }).waitFor();
      await name.fill('Household');
      await dialog(page).getByRole('radio', { name: 'List of' }).check();
      const types = await dialog(page).getByLabel('Formula type').locator('option').allTextContents();
      expect(types).toEqual([
        'Choose a type…',
        'Text',
        'Number',
        'Date',
        'True/false',
        'Address',
        'Client',
        'Firm',
        'Person',
      ]);
      await dialog(page).getByLabel('Formula type').selectOption({ label: 'Person' });
      expect(await dialog(page).getByRole('alert').count()).toBe(0);
      await dialog(page).getByRole('button', { name: 'Ok' }).click();
      await dialog(page).waitFor({ state: 'detached' });

      await page.waitForURL(/\/demo\/types\/Client\/formulas\/Household$/);
      await eventually(async () => expect(await page.getByLabel('Formula name').inputValue()).toBe('Household'));
      expect(await page.getByRole('radio', { name: 'List of' }).isChecked()).toBe(true);
      expect(await page.getByLabel('Formula type').inputValue()).toBe('model:Person');
      await page.getByRole('button', { name: 'Save changes to types' }).waitFor();
      // A formula pending addition has no records to lose.
      expect(await warning(page).count()).toBe(0);
    },
  );

  app.test(
    'Single to List wraps the expression, rows move up and down and are removed, List to Single keeps the first',
    async (page) => {
      await openFormula(page, 'FullName');
      const single = page.getByLabel('Expression', { exact: true });
      const original = await single.inputValue();
      expect(original).toBe('FirstName + " " + LastName');
      expect(await warning(page).count()).toBe(0);

      await page.getByRole('radio', { name: 'List of' }).check();
      await eventually(async () => expect(await listValues(page)).toEqual([original]));
      await warning(page).waitFor();

      await page.getByRole('button', { name: 'Add expression' }).click();
      await expression(page, 2).fill('LastName');
      await page.getByRole('button', { name: 'Add expression' }).click();
      await expression(page, 3).fill('FirstName');
      await eventually(async () => expect(await listValues(page)).toEqual([original, 'LastName', 'FirstName']));
      // The first row cannot go up, the last cannot go down.
      expect(await page.getByRole('button', { name: 'Move expression 1 up' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Move expression 3 down' }).isDisabled()).toBe(true);

      await page.getByRole('button', { name: 'Move expression 3 up' }).click();
      await eventually(async () => expect(await listValues(page)).toEqual([original, 'FirstName', 'LastName']));
      await page.getByRole('button', { name: 'Move expression 1 down' }).click();
      await eventually(async () => expect(await listValues(page)).toEqual(['FirstName', original, 'LastName']));
      await page.getByRole('button', { name: 'Remove expression 2' }).click();
      await eventually(async () => expect(await listValues(page)).toEqual(['FirstName', 'LastName']));

      // A row that does not compile says why, in red.
      await expression(page, 2).fill('LastName +');
      await page.getByText('Expression ends too early').waitFor();
      expect(await expression(page, 2).getAttribute('aria-invalid')).toBe('true');
      await expression(page, 2).fill('LastName');
      await eventually(async () => expect(await expression(page, 2).getAttribute('aria-invalid')).toBeNull());

      await page.getByRole('radio', { name: 'Single' }).check();
      await eventually(async () => expect(await single.inputValue()).toBe('FirstName'));
      // Single again, as saved: nothing to lose any more.
      await eventually(async () => expect(await warning(page).count()).toBe(0));

      await single.fill('FirstName +');
      await page.getByText('Expression ends too early').waitFor();
      expect(await single.getAttribute('aria-invalid')).toBe('true');
    },
  );

  app.test(
    'a model-typed formula: MAPPING only for an object expression, rows per variable, show advanced',
    async (page) => {
      await openFormula(page, 'Partner');
      const mappingTab = page.getByRole('tab', { name: 'MAPPING' });
      const expressionTab = page.getByRole('tab', { name: 'EXPRESSION' });
      expect(await mappingTab.isEnabled()).toBe(true);
      await mappingTab.click();
      await page.getByLabel('Expression for Name').waitFor();
      const variables = page.getByRole('tabpanel').filter({ has: page.getByLabel('Expression for Name') });
      const panelText = await variables.innerText();
      expect(panelText).toMatch(/Name\s+text/);
      expect(panelText).toMatch(/Born\s+date/);
      expect(panelText).toMatch(/Nicknames\s+text list/);
      expect(panelText).toMatch(/Employer\s+object/);
      expect(await page.getByLabel('Expression for Name').inputValue()).toBe('FirstName');
      expect(await page.getByLabel('Expression for Born').inputValue()).toBe('');

      // A row that does not compile keeps its text and error, even when left, and leaves the object alone.
      await page.getByLabel('Expression for Born').fill('BirthDate +');
      await variables.getByText('Expression ends too early').waitFor();
      await page.getByLabel('Expression for Name').focus();
      expect(await page.getByLabel('Expression for Born').inputValue()).toBe('BirthDate +');
      await page.getByLabel('Expression for Born').fill('BirthDate');
      await expressionTab.click();
      const source = page.getByLabel('Expression', { exact: true });
      await eventually(async () =>
        expect(await source.inputValue()).toBe('{\n  Name: FirstName,\n  Born: BirthDate\n}'),
      );

      // Not an object: no mapping.
      await source.fill('Spouse');
      await eventually(async () => expect(await mappingTab.isDisabled()).toBe(true));
      // An empty expression counts as an empty object.
      await source.fill('');
      await eventually(async () => expect(await mappingTab.isEnabled()).toBe(true));

      // Keys that are no variable of Person show with "Show advanced".
      await source.fill('{ Name: LastName, Maiden: "x" }');
      await mappingTab.click();
      await page.getByLabel('Expression for Name').waitFor();
      expect(await page.getByLabel('Expression for Maiden').count()).toBe(0);
      await page.getByLabel('Show advanced').check();
      expect(await page.getByLabel('Expression for Maiden').inputValue()).toBe('"x"');
      await page.getByText('not a variable of this model').waitFor();
    },
  );

  app.test(
    'saves formula edits: a renamed formula follows its new address and the server has the change',
    async (page) => {
      await openFormula(page, 'FullName');
      await page.getByLabel('Expression', { exact: true }).fill('LastName + ", " + FirstName');
      await page.getByLabel('Formula name').fill('Full Name');
      await page.getByText('A name cannot contain spaces.').waitFor();
      await page.getByLabel('Formula name').fill('DisplayName');
      await page.getByLabel('Formula name').blur();
      await page.waitForURL(/\/demo\/types\/Client\/formulas\/DisplayName$/);
      await warning(page).waitFor();
      await page.getByLabel('Formula type').selectOption({ label: 'Number' });
      await page.getByLabel('Formula type').selectOption({ label: 'Text' });

      await page.getByRole('button', { name: 'Save changes to types' }).click();
      await eventually(async () =>
        expect(await page.getByRole('button', { name: 'Save changes to types' }).count()).toBe(0),
      );
      await eventually(async () => {
        const client = await elementByName(app.product, admin, 'Client');
        const formula = client.formulas.find((candidate) => candidate.name === 'DisplayName');
        expect(formula).toMatchObject({ type: 'text', isList: false, expression: 'LastName + ", " + FirstName' });
        expect(client.formulas.some((candidate) => candidate.name === 'FullName')).toBe(false);
      });
      await page.reload();
      await eventually(
        async () => expect(await page.getByLabel('Formula name').inputValue()).toBe('DisplayName'),
        15_000,
      );
      expect(await page.getByLabel('Expression', { exact: true }).inputValue()).toBe('LastName + ", " + FirstName');
      expect(await warning(page).count()).toBe(0);
    },
  );

  app.test('an external formula keeps its name, type and list flag; its expression stays editable', async (page) => {
    await openFormula(page, 'Imported');
    expect(await page.getByLabel('Formula name').isDisabled()).toBe(true);
    expect(await page.getByLabel('Formula type').isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: 'List of' }).isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Single' }).isDisabled()).toBe(true);
    await page.getByLabel('Expression', { exact: true }).fill('2 + 3');
    await page.getByRole('button', { name: 'Save changes to types' }).waitFor();
  });

  const details = (page: Page) => page.getByRole('complementary', { name: 'Details' });
  const row = (page: Page, path: string) => details(page).locator(`[data-path="${path}"]`);
  const shownPaths = (page: Page) =>
    details(page)
      .locator('[data-path]')
      .evaluateAll((rows) => rows.map((element) => element.getAttribute('data-path')));

  app.test(
    'the variable browser: filters, expanding to depth 3, a search after 400 ms, the copy message',
    async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.product.url });
      await openFormula(page, 'Partner');
      await details(page).getByRole('heading', { name: 'Variables' }).waitFor();
      await row(page, 'FirstName').waitFor();
      const top = await shownPaths(page);
      expect(top).toEqual(expect.arrayContaining(['FirstName', 'Spouse', 'Kids', 'Office', 'Partner', 'Welcome']));
      // Each row has its type; lists are marked.
      expect(await row(page, 'Kids').innerText()).toContain('Person list');
      expect(await row(page, 'BirthDate').innerText()).toContain('date');

      const filter = (label: string) => details(page).getByRole('checkbox', { name: label });
      await filter('Show formulas').uncheck();
      await eventually(async () => expect(await row(page, 'Partner').count()).toBe(0));
      await filter('Show templates').uncheck();
      await eventually(async () => expect(await row(page, 'Welcome').count()).toBe(0));
      await filter('Show global').uncheck();
      await eventually(async () => expect(await row(page, 'Office').count()).toBe(0));
      await filter('Show global').check();
      await filter('Show variables').uncheck();
      await eventually(async () => expect(await shownPaths(page)).toEqual(['Office']));
      for (const label of ['Show variables', 'Show formulas', 'Show templates']) await filter(label).check();
      await row(page, 'Welcome').waitFor();

      // Object members expand into their model's members, three levels deep at most.
      await details(page).getByRole('button', { name: 'Expand Spouse', exact: true }).click();
      await row(page, 'Spouse.Name').waitFor();
      await details(page).getByRole('button', { name: 'Expand Spouse.Employer' }).click();
      await row(page, 'Spouse.Employer.Address').waitFor();
      expect(await details(page).getByRole('button', { name: 'Expand Spouse.Employer.Address' }).count()).toBe(0);
      await details(page).getByRole('button', { name: 'Collapse Spouse', exact: true }).click();
      await eventually(async () => expect(await row(page, 'Spouse.Name').count()).toBe(0));

      // The search waits for the author to pause, then searches five levels deep.
      await details(page).getByLabel('Search variables').fill('city');
      await page.waitForTimeout(150);
      expect(await row(page, 'FirstName').count()).toBe(1);
      await row(page, 'Spouse.Employer.Address.City').waitFor();
      const found = await shownPaths(page);
      expect(found).toEqual(expect.arrayContaining(['Spouse.Employer.Address.City', 'Kids.Employer.Address.City']));
      expect(found.every((path) => path!.toLowerCase().includes('city'))).toBe(true);

      // The copy icon copies the reference in curly brackets; the message shows for 1.5 s.
      await details(page).getByRole('button', { name: 'Copy reference to Spouse.Employer.Address.City' }).click();
      await details(page).getByText(COPIED, { exact: true }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('{[Spouse.Employer.Address.City]}');
      await page.waitForTimeout(1000);
      expect(await details(page).getByText(COPIED, { exact: true }).count()).toBe(1);
      await eventually(
        async () => expect(await details(page).getByText(COPIED, { exact: true }).count()).toBe(0),
        2000,
      );

      await details(page).getByLabel('Search variables').fill('nothing-like-this');
      await details(page).getByText('Nothing matches "nothing-like-this".').waitFor();
    },
  );
});
