import type { Page } from 'playwright-core';
import { DEMO, eventually } from './access-session';
import { describeInBrowser } from './browser-suite';
import {
  dialog,
  elementByName,
  modelWithVariables,
  openDesigner,
  saveTypesByApi,
  useDesignerInBrowser,
} from './designer-helpers';

describeInBrowser('type designer: elements, members, pending changes', () => {
  const app = useDesignerInBrowser();

  const elementRows = (page: Page) => page.getByTestId('element-row').getByRole('link');
  const memberRows = (page: Page) => page.getByTestId('member-row');
  const memberNames = async (page: Page) =>
    // The name's own text, without the key badge beside it.
    (
      await memberRows(page)
        .locator('p:first-child')
        .evaluateAll((rows) => rows.map((row) => row.firstChild?.textContent ?? ''))
    ).map((t) => t.trim());
  /** Clicks a member's row in the member list (with Shift or Control to select several). */
  const clickMember = (page: Page, name: string, modifiers: ('Shift' | 'Control')[] = []) =>
    memberRows(page).filter({ hasText: name }).first().getByRole('button').first().click({ modifiers });

  app.test('lists the elements in order, searches them, and says what to do when none is chosen', async (page) => {
    await modelWithVariables(app.product, app.admin, 'Alpha', []);
    await saveTypesByApi(app.product, app.admin, [{ action: 'add', kind: 'table', name: 'Counties' }]);
    await openDesigner(page, app.product, app.admin);
    await page.getByText('Choose an element on the left to design it, or add a new one.').waitFor();
    const names = await elementRows(page).allTextContents();
    // Models first (by lower-case name), then tables.
    expect(names.indexOf('Alpha')).toBeLessThan(names.indexOf('Client'));
    expect(names.indexOf('Client')).toBeLessThan(names.indexOf('Counties'));
    await page.getByLabel('Search elements').fill('coun');
    await eventually(async () => expect(await elementRows(page).allTextContents()).toEqual(['Counties']));
    await page.getByLabel('Search elements').fill('nothing-like-it');
    await page.getByText('No element matches the search.').waitFor();
  });

  app.test('New Element: validates the name, creates a model or a table and opens it', async (page) => {
    await openDesigner(page, app.product, app.admin);
    await page.getByRole('button', { name: 'Add a new element' }).click();
    await dialog(page).getByRole('heading', { name: 'New Element' }).waitFor();
    // Ok with nothing typed forces the error.
    await dialog(page).getByRole('button', { name: 'Ok' }).click();
    await dialog(page).getByText('Please provide a name.').waitFor();
    await dialog(page).getByLabel('Name').fill('client');
    await dialog(page).getByText('An element by this name already exists.').waitFor();
    await dialog(page).getByLabel('Name').fill('2nd');
    await dialog(page).getByText('A name must start with a letter.').waitFor();
    await dialog(page).getByLabel('Name').fill('Postcodes');
    await dialog(page).getByLabel('Table').check();
    await dialog(page).getByRole('button', { name: 'Ok' }).click();
    await page.waitForURL(`**/${DEMO}/types/Postcodes`);
    // 001 §3: a new table has one text column Name, and Name is its key (the Table model form: designer-tables).
    await page.getByTestId('table-form').locator('th[data-column="Name"][data-key]').waitFor();
    expect(await page.getByLabel('TABLE NAME').inputValue()).toBe('Postcodes');
    // No Query without the queries add-on; no Apps tab on a table.
    await page.getByRole('button', { name: 'Add a new element' }).click();
    expect(await dialog(page).getByLabel('Query').count()).toBe(0);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('link', { name: /^Apps/ }).count()).toBe(0);
  });

  app.test('adds a template as a pending change, then saves it as a new version', async (page) => {
    const model = await modelWithVariables(app.product, app.admin, 'Letters', ['Addressee']);
    await openDesigner(page, app.product, app.admin, 'Letters/templates');
    await page.getByRole('button', { name: 'Add a new template' }).click();
    await dialog(page).getByRole('heading', { name: 'Add a new template' }).waitFor();
    await dialog(page).getByLabel('Name').fill('bad name');
    await dialog(page).getByLabel('Name').blur();
    await dialog(page).getByText('A name cannot contain spaces.').waitFor();
    await dialog(page).getByLabel('Name').fill('Reminder');
    await dialog(page).getByLabel('Template type').selectOption('text');
    await dialog(page).getByRole('button', { name: 'Ok' }).click();
    await page.waitForURL(`**/${DEMO}/types/Letters/templates/Reminder`);
    // Highlighted as new, and the header offers to save or revert.
    await eventually(async () => expect(await memberRows(page).first().getAttribute('data-status')).toBe('added'));
    await page.getByRole('button', { name: 'Save changes to types' }).waitFor();
    await page.getByLabel('TEMPLATE TEXT').fill('Dear {[Addressee]},');
    // A second template of the same name is refused, case aside.
    await page.getByRole('button', { name: 'Add a new template' }).click();
    await dialog(page).getByLabel('Name').fill('REMINDER');
    await dialog(page).getByRole('button', { name: 'Ok' }).click();
    await dialog(page).getByText('A template by this name already exists.').waitFor();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();

    // The pending list survives a reload.
    await page.reload();
    await page.getByRole('button', { name: 'Save changes to types' }).click();
    await page.getByRole('button', { name: 'Save changes to types' }).waitFor({ state: 'detached' });
    const saved = await elementByName(app.product, app.admin, 'Letters');
    expect(saved.version).toBe(model.version + 1);
    expect(saved.templates).toEqual([
      expect.objectContaining({ name: 'Reminder', type: 'text', text: 'Dear {[Addressee]},' }),
    ]);
  });

  app.test('Revert changes drops the pending list; deleting asks first and can be undone', async (page) => {
    await modelWithVariables(app.product, app.admin, 'Contacts', ['Phone', 'Email', 'Fax']);
    await openDesigner(page, app.product, app.admin, 'Contacts/variables/Fax');
    await page.getByRole('button', { name: 'Menu of variable Fax' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await dialog(page).getByText('Are you sure you want to delete variable Fax?').waitFor();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    // Back on the list of that kind; Fax is struck through, pending removal.
    await page.waitForURL(`**/${DEMO}/types/Contacts/variables`);
    await eventually(async () =>
      expect(await memberRows(page).filter({ hasText: 'Fax' }).getAttribute('data-status')).toBe('removed'),
    );
    // Deleting it again cancels the removal (001 §4).
    await page.getByRole('button', { name: 'Menu of variable Fax' }).click();
    await page.getByRole('menuitem', { name: 'Undo delete' }).click();
    await page.getByRole('button', { name: 'Save changes to types' }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Menu of variable Phone' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Revert changes' }).click();
    await page.getByRole('button', { name: 'Save changes to types' }).waitFor({ state: 'detached' });
    expect((await elementByName(app.product, app.admin, 'Contacts')).properties.map((p) => p.name).sort()).toEqual([
      'Email',
      'Fax',
      'Phone',
    ]);
  });

  app.test('multi-selection offers Copy, Move and Delete; a move is one save of both models', async (page) => {
    await modelWithVariables(app.product, app.admin, 'Origin', ['Street', 'City', 'Zip', 'Country']);
    await modelWithVariables(app.product, app.admin, 'Destination', ['City']);
    await openDesigner(page, app.product, app.admin, 'Origin/variables/City');
    await clickMember(page, 'City');
    expect(await page.getByRole('button', { name: /selected variables/ }).count()).toBe(0);
    // Shift-click selects the range City..Street (City, Country, Street, Zip by name).
    await clickMember(page, 'Street', ['Shift']);
    await page.getByText('3 selected').waitFor();
    // Ctrl-click removes one.
    await clickMember(page, 'Country', ['Control']);
    await page.getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Menu of 2 selected variables' }).click();
    await page.getByRole('menuitem', { name: 'Move' }).click();
    await dialog(page).getByRole('heading', { name: 'Move 2 variables to another type' }).waitFor();
    // The target is picked in the searchable dropdown (components/ui/searchable-dropdown).
    await dialog(page).getByLabel('Target type').click();
    await dialog(page).getByRole('option', { name: 'Destination' }).click();
    await dialog(page).getByRole('button', { name: 'Move' }).click();
    // Redirected to the target's variables.
    await page.waitForURL(`**/${DEMO}/types/Destination/variables`);
    await eventually(async () => expect((await memberNames(page)).sort()).toEqual(['City', 'Street']));
    const origin = await elementByName(app.product, app.admin, 'Origin');
    expect(origin.properties.map((p) => p.name).sort()).toEqual(['Country', 'Zip']);
    const destination = await elementByName(app.product, app.admin, 'Destination');
    // The existing City won (its id is the one it had).
    expect(destination.properties.find((p) => p.name === 'City')?._id).toBeDefined();
    expect(destination.properties).toHaveLength(2);
  });

  app.test('Set key and Clear key on a variable; reorder apps', async (page) => {
    const model = await modelWithVariables(app.product, app.admin, 'Matters', ['Number', 'Title']);
    await saveTypesByApi(app.product, app.admin, [
      {
        action: 'add',
        kind: 'app',
        parent: model._id,
        name: 'Open_a_matter_with_a_long_name',
        screens: [],
        templates: [''],
      },
      { action: 'add', kind: 'app', parent: model._id, name: 'Close', screens: [], templates: [''] },
    ]);
    await openDesigner(page, app.product, app.admin, 'Matters/variables/Number');
    await page.getByRole('button', { name: 'Menu of variable Number' }).click();
    await page.getByRole('menuitem', { name: 'Set key' }).click();
    await page.getByRole('button', { name: 'Save changes to types' }).click();
    await eventually(async () => expect((await elementByName(app.product, app.admin, 'Matters')).key).toBe('Number'));
    await page.getByRole('button', { name: 'Menu of variable Number' }).click();
    await page.getByRole('menuitem', { name: 'Clear key' }).click();
    await page.getByRole('button', { name: 'Save changes to types' }).click();
    await eventually(async () => expect((await elementByName(app.product, app.admin, 'Matters')).key).toBeUndefined());

    await page.getByRole('link', { name: /^Apps/ }).click();
    await page.getByRole('button', { name: 'Menu of app Close' }).click();
    await page.getByRole('menuitem', { name: 'Reorder' }).click();
    // 001 §2: names truncate at 22 characters (21 and an ellipsis).
    await dialog(page).getByText('Open_a_matter_with_a_…').waitFor();
    // Listed in their order (by name while no position is set); Close goes below.
    expect(await dialog(page).getByRole('button', { name: 'Move Close up' }).isDisabled()).toBe(true);
    await dialog(page).getByRole('button', { name: 'Move Close down' }).click();
    await dialog(page).getByRole('button', { name: 'Ok' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await eventually(async () =>
      expect(
        (await elementByName(app.product, app.admin, 'Matters')).apps
          .sort((a, b) => Number(a.position) - Number(b.position))
          .map((a) => a.name),
      ).toEqual(['Open_a_matter_with_a_long_name', 'Close']),
    );
  });

  app.test('another author saved first: the changes are kept and re-applied on the latest version', async (page) => {
    const model = await modelWithVariables(app.product, app.admin, 'Shared', ['Left', 'Right']);
    await openDesigner(page, app.product, app.admin, 'Shared/templates');
    await page.getByRole('button', { name: 'Add a new template' }).click();
    await dialog(page).getByLabel('Name').fill('Mine');
    await dialog(page).getByRole('button', { name: 'Ok' }).click();
    await page.getByRole('button', { name: 'Save changes to types' }).waitFor();
    // Someone else renames a variable meanwhile.
    await saveTypesByApi(app.product, app.admin, [
      {
        action: 'update',
        kind: 'variable',
        parent: model._id,
        _id: model.properties[0]._id,
        name: 'LeftSide',
        version: model.version,
      },
    ]);
    await page.getByRole('button', { name: 'Save changes to types' }).click();
    await page.getByText(/was saved by someone else since you opened it/).waitFor();
    await page.getByRole('button', { name: 'Apply my changes to the latest version' }).click();
    await page.getByRole('button', { name: 'Save changes to types' }).click();
    await page.getByRole('button', { name: 'Save changes to types' }).waitFor({ state: 'detached' });
    const saved = await elementByName(app.product, app.admin, 'Shared');
    expect(saved.templates.map((t) => t.name)).toEqual(['Mine']);
    expect(saved.properties.map((p) => p.name).sort()).toEqual(['LeftSide', 'Right']);
  });

  app.test(
    'the side panels fold away and stay folded after a reload; an unknown element or tab is said',
    async (page) => {
      await openDesigner(page, app.product, app.admin, 'Client');
      await page.getByRole('button', { name: 'Hide the elements panel' }).click();
      await page.getByRole('button', { name: 'Hide the details panel' }).click();
      await page.reload();
      await page.getByRole('button', { name: 'Show the elements panel' }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Show the details panel' }).waitFor();
      expect(await page.getByRole('heading', { name: 'ELEMENTS' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Show the elements panel' }).click();
      await page.getByRole('button', { name: 'Show the details panel' }).click();
      await page.getByRole('heading', { name: 'ELEMENTS' }).waitFor();
      // An unknown tab goes to the variables; an unknown element says so.
      await openDesigner(page, app.product, app.admin, 'Client/spaceships');
      await page.waitForURL(`**/${DEMO}/types/Client/properties`);
      await openDesigner(page, app.product, app.admin, 'NoSuchModel');
      await page.getByText('There is no element named NoSuchModel.').waitFor();
    },
  );

  app.test('deletes a model after confirmation', async (page) => {
    await modelWithVariables(app.product, app.admin, 'Scratch', []);
    await openDesigner(page, app.product, app.admin, 'Scratch');
    await page.getByRole('button', { name: 'Menu of Scratch' }).click();
    await page.getByRole('menuitem', { name: 'Delete model' }).click();
    await dialog(page).getByText('Are you sure you want to delete model Scratch?').waitFor();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(`**/${DEMO}/types/`);
    await eventually(async () => expect(await elementRows(page).allTextContents()).not.toContain('Scratch'));
  });
});
