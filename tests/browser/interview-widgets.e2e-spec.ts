import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO, eventually, openSignedIn, signInDemoAdminByApi, type ApiSession } from './access-session';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { saveTypesByApi } from './designer-helpers';
import { catalogRecords } from './records-helpers';
import { api, ROOT } from './harness';

const SHOTS = join(ROOT, 'test-results', 'screenshots');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `interview-widgets-${name}.png`), fullPage: true });

const CATALOG = 'Applicants';
const APP = 'Widgets';

const cell = (id: string, content: string, offset = 0, span = 1, kind = 'question') => ({
  id,
  class: kind,
  content,
  offset,
  span,
});

/**
 * Issue 16, the interview's questions (INTERVIEW §3, §4): one model with every type in its styles, objects in
 * popup, inline and accordion styles, lists of objects, and a selection offering people entered earlier. The app
 * names no template, so every question is asked.
 */
describeInBrowser('the interview’s widgets', () => {
  let admin: ApiSession;
  const app = useProductInBrowser({
    prepare: async (product) => {
      admin = await signInDemoAdminByApi(product);
      const models = await saveTypesByApi(product, admin, [
        { action: 'add', kind: 'model', name: 'Applicant' },
        { action: 'add', kind: 'model', name: 'Address' },
        { action: 'add', kind: 'model', name: 'Employer' },
        { action: 'add', kind: 'model', name: 'Person' },
        { action: 'add', kind: 'model', name: 'Kid' },
      ]);
      const [applicant, address, employer, person, kid] = models.added.map((added: { _id: string }) => added._id);
      const variable = (parent: string, name: string, type: string, extra: Record<string, unknown> = {}) => ({
        action: 'add',
        kind: 'variable',
        parent,
        name,
        type,
        ...extra,
      });
      const object = (name: string, typeName: string, typeDef: string, extra: Record<string, unknown> = {}) =>
        variable(applicant, name, 'object', { typeName, typeDef, ...extra });
      await saveTypesByApi(product, admin, [
        variable(address, 'Street', 'text'),
        variable(address, 'Town', 'text'),
        variable(employer, 'Company', 'text'),
        variable(employer, 'Role', 'text', { forceOptional: true }),
        variable(person, 'Name', 'text'),
        variable(person, 'Phone', 'text', { forceOptional: true }),
        variable(kid, 'FirstName', 'text', { label: 'First name' }),
        variable(kid, 'LastName', 'text', { label: 'Last name' }),
        variable(kid, 'Age', 'number', { forceOptional: true }),

        variable(applicant, 'FirstName', 'text', { label: 'First name', helpText: 'As on your passport' }),
        variable(applicant, 'Phone', 'text', { label: 'Phone', pattern: '(999) 999-9999', forceOptional: true }),
        variable(applicant, 'Notes', 'text', { label: 'Notes', style: 'multiline', forceOptional: true }),
        variable(applicant, 'Age', 'number', { label: 'Age', minimum: 18, maximum: 65, decimalPlaces: 0 }),
        variable(applicant, 'Children', 'number', { label: 'Children', style: 'spinbox', minimum: 0 }),
        variable(applicant, 'Score', 'number', { label: 'Score', style: 'slider', minimum: 0, maximum: 10 }),
        variable(applicant, 'Born', 'date', { label: 'Date of birth', style: 'textbox' }),
        variable(applicant, 'Start', 'date', { label: 'Start date', style: 'datepicker' }),
        variable(applicant, 'Smoker', 'true/false', { label: 'Smoker', style: 'checkbox' }),
        variable(applicant, 'Cigarettes', 'number', {
          label: 'Cigarettes a day',
          forceRelevance: 'Smoker',
          forceOptional: true,
        }),
        variable(applicant, 'Pets', 'true/false', { label: 'Has pets', style: 'switch' }),
        variable(applicant, 'Agree', 'true/false', { label: 'Agrees to terms', style: 'radiobuttons' }),
        variable(applicant, 'Colour', 'selection', {
          label: 'Favourite colour',
          style: 'radiobuttons',
          _options: '["Red","Green","Blue"]',
        }),
        variable(applicant, 'Fruits', 'selection', {
          label: 'Fruits',
          isList: true,
          style: 'checkbox columns',
          _options: '["Apple","Banana","Cherry","Pear"]',
        }),
        variable(applicant, 'Size', 'selection', { label: 'Size', style: 'dropdown', _options: '["S","M","L"]' }),
        variable(applicant, 'Office', 'selection', {
          label: 'Office',
          style: 'listbox',
          _options: '["Leeds","London","York"]',
        }),
        variable(applicant, 'Tags', 'selection', {
          label: 'Tags',
          isList: true,
          style: 'hybrid',
          forceOptional: true,
          _options: '["urgent","vip"]',
        }),
        variable(applicant, 'Passport', 'file', { label: 'Passport scan', forceOptional: true }),

        object('Home', 'Address', address, { label: 'Home address', style: 'inline' }),
        object('Job', 'Employer', employer, { label: 'Employer', style: 'popup' }),
        object('Partner', 'Person', person, { label: 'Partner', style: 'accordion' }),
        object('Kids', 'Kid', kid, { label: 'Kids', isList: true, style: 'popup' }),
        object('Helpers', 'Person', person, {
          label: 'Helpers',
          isList: true,
          style: 'accordion',
          forceOptional: true,
        }),
        object('Refs', 'Person', person, { label: 'Referees', isList: true, style: 'inline', forceOptional: true }),
        variable(applicant, 'Guardian', 'selection', {
          label: 'Guardian',
          typeOfVariable: 'userData',
          options: 'Kids',
          optionTemplate: '{[FirstName]} {[LastName]}',
          style: 'radiobuttons',
          forceOptional: true,
        }),
        {
          action: 'add',
          kind: 'layout',
          parent: applicant,
          name: 'Inputs',
          columnCount: 2,
          rows: [
            [cell('s1', '# Your details\nHello **{[FirstName]}**. [Bad link](javascript:alert(1))', 0, 2, 'static')],
            [cell('c1', 'FirstName'), cell('c2', 'Phone', 1)],
            [cell('c3', 'Notes', 0, 2)],
            [cell('c4', 'Age'), cell('c5', 'Children', 1)],
            [cell('c6', 'Score', 0, 2)],
            [cell('c7', 'Born'), cell('c8', 'Start', 1)],
            [cell('c9', 'Smoker'), cell('c10', 'Pets', 1)],
            [cell('c9b', 'Cigarettes', 0, 2)],
            [cell('c11', 'Agree'), cell('c12', 'Colour', 1)],
            [cell('c13', 'Fruits', 0, 2)],
            [cell('c14', 'Size'), cell('c15', 'Office', 1)],
            [cell('c16', 'Tags'), cell('c17', 'Passport', 1)],
          ],
        },
        {
          action: 'add',
          kind: 'layout',
          parent: applicant,
          name: 'People',
          columnCount: 1,
          rows: [
            [cell('p1', 'Home')],
            [cell('p2', 'Job')],
            [cell('p3', 'Partner')],
            [cell('p4', 'Kids')],
            [cell('p5', 'Guardian')],
            [cell('p6', 'Helpers')],
            [cell('p7', 'Refs')],
          ],
        },
        {
          action: 'add',
          kind: 'app',
          parent: applicant,
          name: APP,
          label: 'Every widget',
          screens: ['Inputs', 'People'],
          templates: [],
          generateDocs: false,
        },
        { action: 'update', kind: 'model', _id: applicant, key: 'FirstName' },
      ]);
      await api(product, 'POST', `/${DEMO}/api/collections`, { name: CATALOG, type: applicant }, admin.token);
    },
  });

  const records = catalogRecords(
    () => app.product,
    () => admin,
    CATALOG,
  );
  const createRecord = records.create;
  const readRecord = records.read;
  const route = (id: string) => `/${DEMO}/${CATALOG}/${id}/${APP}`;
  const heading = (page: Page) => page.getByRole('heading', { level: 1 });
  const blur = (page: Page, label: string) => page.getByLabel(label, { exact: true }).blur();

  app.test(
    'every input by type and style commits what people answer, checks on blur and shows help and messages',
    async (page) => {
      const record = await createRecord({ FirstName: 'Ann' });
      await openSignedIn(page, app.product, admin, route(record._id));
      await heading(page).getByText('Inputs').waitFor({ timeout: 15_000 });
      await shot(page, 'inputs-start');

      // The static cell: fields evaluated, a heading below the h1, the javascript: link refused.
      const intro = page.locator('[data-cell="s1"]');
      expect(await intro.getByRole('heading', { level: 2 }).textContent()).toBe('Your details');
      expect(await intro.textContent()).toContain('Hello Ann.');
      expect(await intro.locator('a[href^="javascript"]').count()).toBe(0);

      // Help in a panel below the prompt; "(optional)"; the answered check.
      expect(await page.getByText('As on your passport').isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Help: First name' }).click();
      expect(await page.getByText('As on your passport').isVisible()).toBe(true);
      expect(await page.locator('label[for="q-Phone"]').textContent()).toBe('Phone (optional)');

      // Text with a pattern, typed digits laid over it; the static cell follows a committed answer.
      await page.getByLabel('First name', { exact: true }).fill('Annabel');
      await blur(page, 'First name');
      await intro.getByText('Hello Annabel.').waitFor();
      await page.getByLabel('Phone').pressSequentially('5551234567');
      expect(await page.getByLabel('Phone').inputValue()).toBe('(555) 123-4567');
      await page.getByLabel('Notes').fill('Line one\nLine two');
      expect(await page.getByLabel('Notes').evaluate((element) => element.tagName)).toBe('TEXTAREA');

      // A number out of range: the message above the input, named by aria-describedby, on blur only.
      const age = page.getByLabel('Age', { exact: true });
      expect(await age.getAttribute('inputmode')).toBe('decimal');
      await age.fill('12');
      expect(await page.getByText('Age must be between 18 and 65').count()).toBe(0);
      await age.blur();
      await page.getByText('Age must be between 18 and 65').waitFor();
      expect(await age.getAttribute('aria-invalid')).toBe('true');
      expect(await age.getAttribute('aria-describedby')).toContain('q-Age-error');
      await shot(page, 'inputs-error');
      await age.fill('30');
      await age.blur();
      await page.getByText('Age must be between 18 and 65').waitFor({ state: 'detached' });

      await page.getByLabel('Children', { exact: true }).fill('2');
      expect(await page.getByLabel('Children', { exact: true }).getAttribute('type')).toBe('number');
      await blur(page, 'Children');
      // A slider with a text box beside it: typing moves the slider.
      await page.getByLabel('Score', { exact: true }).fill('7');
      await blur(page, 'Score');
      expect(await page.getByLabel('Score (slider)').inputValue()).toBe('7');

      // Dates: typed in a text box, or in the browser's date input.
      // Typed as 5 April 1990 in the browser's (en-US) order, shown back in full once left.
      await page.getByLabel('Date of birth').fill('4/5/90');
      await blur(page, 'Date of birth');
      expect(await page.getByLabel('Date of birth').inputValue()).toBe('04/05/1990');
      expect(await page.getByLabel('Start date').getAttribute('type')).toBe('date');
      await page.getByLabel('Start date').fill('2026-01-15');
      await blur(page, 'Start date');

      // True/false: a checkbox, a switch, and Yes/No radios with neither checked until answered.
      // A question that appears with an answer: in its place, highlighted, announced politely; focus stays.
      expect(await page.getByLabel('Cigarettes a day').count()).toBe(0);
      await page.getByLabel('Smoker').check();
      await page.getByLabel('Cigarettes a day').waitFor();
      expect(await page.locator('[data-cell="c9b"]').getAttribute('data-new')).toBe('true');
      expect(await page.locator('[data-screen-grid] [role="status"]').textContent()).toBe('1 new question below');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-Smoker');
      await shot(page, 'new-question');
      const pets = page.getByRole('switch', { name: 'Has pets' });
      expect(await pets.getAttribute('aria-checked')).toBe('false');
      await pets.click();
      expect(await pets.getAttribute('aria-checked')).toBe('true');
      const agree = page.getByRole('group', { name: 'Agrees to terms' });
      expect(await agree.getByRole('radio', { checked: true }).count()).toBe(0);
      await agree.getByRole('radio', { name: 'No' }).check();

      // Selections: radios, checkbox columns, a dropdown, a listbox, a hybrid taking free text.
      await page.getByRole('group', { name: 'Favourite colour' }).getByRole('radio', { name: 'Green' }).check();
      const fruits = page.getByRole('group', { name: 'Fruits' });
      await fruits.getByRole('checkbox', { name: 'Pear' }).check();
      await fruits.getByRole('checkbox', { name: 'Apple' }).check();
      await page.getByLabel('Size').selectOption('M');
      await page.getByLabel('Office').selectOption('York');
      await page.getByLabel('Tags').fill('vip');
      await page.getByLabel('Tags').press('Enter');
      await page.getByLabel('Tags').fill('call back');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('button', { name: 'Remove vip' }).waitFor();
      await shot(page, 'inputs-answered');

      await eventually(async () => {
        const saved = await readRecord(record._id);
        expect(saved.values).toMatchObject({
          FirstName: 'Annabel',
          Phone: '(555) 123-4567',
          Notes: 'Line one\nLine two',
          Age: 30,
          Children: 2,
          Score: 7,
          Born: '1990-04-05',
          Start: '2026-01-15',
          Smoker: true,
          Pets: true,
          Agree: false,
          Colour: 'Green',
          Fruits: ['Apple', 'Pear'],
          Size: 'M',
          Office: 'York',
          Tags: ['vip', 'call back'],
        });
      }, 15_000);

      // A file: the picker's choice uploaded, then its name and size with Remove.
      await page.locator('[data-cell="c17"] input[type="file"]').setInputFiles({
        name: 'passport.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4 a passport scan'),
      });
      await page.getByText('passport.pdf').waitFor({ timeout: 10_000 });
      expect(await page.locator('[data-cell="c17"]').textContent()).toContain('24 bytes');
      await shot(page, 'file');
      await eventually(async () => {
        const saved = await readRecord(record._id);
        expect(saved.values.Passport).toMatchObject({ name: 'passport.pdf', size: 24 });
      }, 15_000);

      // Enter in a one-line field commits and goes to the next screen (INTERVIEW §3).
      await page.getByLabel('First name', { exact: true }).fill('Annie');
      await page.getByLabel('First name', { exact: true }).press('Enter');
      await heading(page).getByText('People').waitFor();
      await eventually(async () => expect((await readRecord(record._id)).values.FirstName).toBe('Annie'), 15_000);
    },
    120_000,
  );

  app.test('a narrow screen reads the grid as one column, row by row', async (page) => {
    const record = await createRecord({ FirstName: 'Cy' });
    await page.setViewportSize({ width: 390, height: 800 });
    await openSignedIn(page, app.product, admin, route(record._id));
    await heading(page).getByText('Inputs').waitFor({ timeout: 15_000 });
    const first = await page.locator('#q-FirstName').boundingBox();
    const phone = await page.locator('#q-Phone').boundingBox();
    expect(Math.round(phone!.x)).toBe(Math.round(first!.x));
    expect(phone!.y).toBeGreaterThan(first!.y);
    await shot(page, 'narrow');

    // A popup is a full-screen sheet there (INTERVIEW §11).
    await page.getByTestId('outline-drawer-toggle').click();
    await page
      .locator('#interview-screens-drawer')
      .getByRole('button', { name: /People/ })
      .click();
    await heading(page).getByText('People').waitFor();
    await page.getByRole('button', { name: 'Edit Employer' }).click();
    const sheet = await page.getByRole('dialog', { name: 'Employer' }).boundingBox();
    expect(sheet).toMatchObject({ x: 0, y: 0, width: 390, height: 800 });
    await page.screenshot({ path: join(SHOTS, 'interview-widgets-narrow-popup.png') });
  });

  app.test(
    'objects in popup, inline and accordion styles, and lists of objects with add, edit, move and remove',
    async (page) => {
      const record = await createRecord({ FirstName: 'Bea' });
      await openSignedIn(page, app.product, admin, route(record._id));
      await heading(page).getByText('Inputs').waitFor({ timeout: 15_000 });
      await page
        .getByRole('navigation', { name: 'Screens' })
        .getByRole('button', { name: /People/ })
        .click();
      await heading(page).getByText('People').waitFor();

      // Inline: the object's fields in a fieldset named by the prompt.
      const home = page.getByRole('group', { name: 'Home address' });
      await home.getByLabel('Street').fill('1 High St');
      await home.getByLabel('Street').blur();
      // Typing alone commits once it stops for 400 ms, without leaving the field.
      await home.getByLabel('Town').fill('Leeds');
      await eventually(
        async () => expect((await readRecord(record._id)).values.Home).toMatchObject({ Town: 'Leeds' }),
        10_000,
      );

      // Accordion: open by itself while answers are missing.
      const partner = page.getByRole('button', { name: /Partner/ });
      expect(await partner.getAttribute('aria-expanded')).toBe('true');
      await page.locator('#q-Partner-Name').fill('Sam');
      await page.locator('#q-Partner-Name').blur();

      // Popup: Cancel keeps nothing, Done commits; focus goes back to Edit.
      await page.getByRole('button', { name: 'Edit Employer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Employer' });
      await dialog.getByLabel('Company').fill('Initech');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.locator('[data-object="Job"]').textContent()).toContain('Not answered yet');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-Job');
      await page.getByRole('button', { name: 'Edit Employer' }).click();
      await dialog.getByLabel('Company').fill('Acme');
      await shot(page, 'popup');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.locator('[data-object="Job"]').getByText('Acme').waitFor();

      // A list of objects: empty says so; a new item exists only after Done.
      const kids = page.locator('[data-object-list="Kids"]');
      expect(await kids.getByText('No kids added yet.').count()).toBe(1);
      for (const [first, last] of [
        ['Anna', 'Smith'],
        ['Ben', 'Jones'],
      ]) {
        await kids.getByRole('button', { name: 'Add kid' }).click();
        const adding = page.getByRole('dialog', { name: 'Add kid' });
        await adding.getByLabel('First name').fill(first);
        await adding.getByLabel('Last name').fill(last);
        await adding.getByRole('button', { name: 'Done' }).click();
        await adding.waitFor({ state: 'detached' });
      }
      const rows = kids.getByRole('listitem');
      expect(await rows.allTextContents()).toEqual([
        expect.stringContaining('Anna Smith'),
        expect.stringContaining('Ben Jones'),
      ]);
      // The selection offers the kids entered above (INTERVIEW §10, WCAG 3.3.7).
      const guardian = page.getByRole('group', { name: 'Guardian' });
      await guardian.getByRole('radio', { name: 'Ben Jones' }).waitFor();
      await kids.getByRole('button', { name: 'Move Ben Jones up' }).click();
      await eventually(async () => expect(await rows.first().textContent()).toContain('Ben Jones'));
      await shot(page, 'lists');

      // Remove asks by name and warns that a selection offers the item; focus goes to the next row, or Add.
      await kids.getByRole('button', { name: 'Remove Ben Jones' }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove kid' });
      await confirm.getByText('Remove Ben Jones?').waitFor();
      expect(await confirm.textContent()).toContain('Guardian offers the kids entered here as options');
      await shot(page, 'remove');
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(await rows.count()).toBe(1);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-Kids-item-0');

      // Accordion list: Add opens a new panel with focus on its first field.
      const helpers = page.locator('[data-object-list="Helpers"]');
      await helpers.getByRole('button', { name: 'Add helper' }).click();
      await eventually(async () =>
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-Helpers-0--Name'),
      );
      await page.keyboard.type('Uma');
      await page.locator('#q-Helpers-0--Name').blur();
      // Inline list: a fieldset per item, named by the list; Remove empties the list, which then says so.
      const refs = page.locator('[data-object-list="Refs"]');
      await refs.getByRole('button', { name: 'Add referee' }).click();
      await eventually(async () =>
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-Refs-0--Name'),
      );
      await refs.getByRole('group', { name: 'Referee 1' }).getByLabel('Name').fill('Vic');
      await refs.getByRole('group', { name: 'Referee 1' }).getByLabel('Name').blur();
      await shot(page, 'people');
      await refs.getByRole('button', { name: 'Remove Vic' }).click();
      await page.getByRole('dialog', { name: 'Remove referee' }).getByRole('button', { name: 'Remove' }).click();
      await refs.getByText('No referees added yet.').waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-Refs-add');

      await eventually(async () => {
        const saved = await readRecord(record._id);
        expect(saved.values).toMatchObject({
          Home: { Street: '1 High St', Town: 'Leeds' },
          Partner: { Name: 'Sam' },
          Job: { Company: 'Acme' },
          Kids: [{ FirstName: 'Anna', LastName: 'Smith' }],
          Helpers: [{ Name: 'Uma' }],
        });
      }, 15_000);
    },
    120_000,
  );
});
