import type { Page } from 'playwright-core';
import { DEMO, eventually } from './access-session';
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
import { api, enableAddon } from './harness';

const WRITE_BACK = 'Modified data can be saved back to the provider';

/** Screenshots of the query form's states, for looking at (SHOTS=1). */
const shot = screenshotsIn('query-form', { width: 1600, height: 1300 });

const form = (page: Page) => page.getByTestId('query-form');
const filter = (page: Page, index: number) => form(page).getByRole('group', { name: `Filter ${index}` });
const parameters = (page: Page) => form(page).getByRole('region', { name: 'Parameters' });

/** The field table's rows: name, type, list. */
const fieldRows = (page: Page) =>
  form(page)
    .getByRole('region', { name: 'Fields' })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')),
    );

describeInBrowser('type designer: queries (the Query model form)', () => {
  const app = useDesignerInBrowser({
    prepare: async (product, admin) => {
      await enableAddon(product, DEMO, 'queries');
      const matter = await modelWithVariables(product, admin, 'Matter', ['Title']);
      await addVariablesByApi(product, admin, matter, [
        { name: 'Fee', type: 'number' },
        { name: 'Tags', type: 'text', isList: true },
      ]);
      await api(product, 'POST', `/${DEMO}/api/collections`, { name: 'Matters', type: matter._id }, admin.token);
    },
  });

  app.test(
    'builds a query over a catalog: provider, source, fields, a parameter, filters, write-back; a new provider clears them',
    async (page) => {
      await openDesigner(page, app.product, app.admin);
      await page.getByRole('button', { name: 'Add a new element' }).click();
      await dialog(page).getByLabel('Name').fill('OpenMatters');
      await dialog(page).getByLabel('Query').check();
      await dialog(page).getByRole('button', { name: 'Ok' }).click();
      await page.waitForURL(`**/${DEMO}/types/OpenMatters`);

      // A new query: no provider, so no source to choose, and no write-back to offer.
      await form(page).waitFor();
      expect(await page.getByLabel('QUERY NAME').inputValue()).toBe('OpenMatters');
      expect(await page.getByLabel('PROVIDER', { exact: true }).locator('option').allTextContents()).toEqual([
        '',
        'This workspace',
      ]);
      expect(await page.getByLabel('SOURCE', { exact: true }).isDisabled()).toBe(true);
      expect(await page.getByText(WRITE_BACK).count()).toBe(0);
      await shot(page, 'empty-query');

      await page.getByLabel('PROVIDER', { exact: true }).selectOption({ label: 'This workspace' });
      await eventually(async () => expect(await page.getByLabel('SOURCE', { exact: true }).isEnabled()).toBe(true));
      await eventually(async () =>
        // The demo workspace's own catalog, Clients, is listed too.
        expect(await page.getByLabel('SOURCE', { exact: true }).locator('option').allTextContents()).toEqual([
          '',
          'Clients',
          'Matters',
        ]),
      );
      await page.getByLabel('SOURCE', { exact: true }).selectOption('Matters');

      // The catalog's records are items of Matter: its variables are the field table.
      await eventually(async () =>
        expect(await fieldRows(page)).toEqual([
          ['Title', 'Text', 'No'],
          ['Fee', 'Number', 'No'],
          ['Tags', 'Text', 'Yes'],
        ]),
      );
      // The product's records can be written back.
      await page.getByText(WRITE_BACK).waitFor();

      // A parameter, with the member name rules, then required.
      await parameters(page).getByRole('button', { name: 'Add parameter' }).click();
      await parameters(page).getByText('Please provide a name.').waitFor();
      await parameters(page).getByLabel('New parameter name').fill('Client');
      await parameters(page).getByRole('button', { name: 'Add parameter' }).click();
      await parameters(page).getByLabel('Parameter Client name').waitFor();
      await parameters(page).getByLabel('New parameter name').fill('client');
      await parameters(page).getByRole('button', { name: 'Add parameter' }).click();
      await parameters(page).getByText('A parameter by this name already exists.').waitFor();
      await parameters(page).getByLabel('New parameter name').fill('');
      await parameters(page).getByLabel('Required').check();

      // A filter on Title compared with the parameter, flagged required.
      await form(page).getByRole('button', { name: 'Add filter' }).click();
      expect(await filter(page, 1).getByLabel('FIELD').inputValue()).toBe('Title');
      expect(await filter(page, 1).getByLabel('OPERATOR').locator('option').allTextContents()).toEqual([
        'is',
        'is not',
        'contains',
        'starts with',
      ]);
      await filter(page, 1).getByLabel('OPERATOR').selectOption('contains');
      await filter(page, 1).getByRole('radio', { name: 'Parameter' }).check();
      expect(
        await filter(page, 1).getByLabel('PARAMETER', { exact: true }).locator('option:checked').textContent(),
      ).toBe('Client (required)');

      // A filter on Fee compared with a value.
      await form(page).getByRole('button', { name: 'Add filter' }).click();
      await filter(page, 2).getByLabel('FIELD').selectOption('Fee');
      expect(await filter(page, 2).getByLabel('OPERATOR').inputValue()).toBe('=');
      await filter(page, 2).getByLabel('OPERATOR').selectOption('>');
      await filter(page, 2).getByLabel('VALUE', { exact: true }).fill('100');

      await page.getByLabel(WRITE_BACK).check();
      await shot(page, 'full-query');
      await saveChanges(page);

      const saved = await elementByName(app.product, app.admin, 'OpenMatters');
      expect(saved).toMatchObject({
        kind: 'query',
        provider: 'docauto',
        source: 'Matters',
        writeBack: true,
        params: [
          { name: 'Client', type: 'text', isList: false, required: true },
          { name: 'Title', type: 'text', operator: 'contains', selectorType: 'param', paramName: 'Client' },
          { name: 'Fee', type: 'number', operator: '>', selectorType: 'value', valueExpr: '100' },
        ],
      });

      // After a reload the form shows what was saved.
      await page.reload();
      await form(page).waitFor();
      await eventually(async () =>
        expect(await page.getByLabel('SOURCE', { exact: true }).inputValue()).toBe('Matters'),
      );
      expect(await page.getByLabel('PROVIDER', { exact: true }).inputValue()).toBe('docauto');
      expect(await filter(page, 2).getByLabel('VALUE', { exact: true }).inputValue()).toBe('100');
      expect(await page.getByLabel(WRITE_BACK).isChecked()).toBe(true);

      // 001 §4: changing the provider clears source, params and writeBack.
      await page.getByLabel('PROVIDER', { exact: true }).selectOption({ value: '' });
      expect(await page.getByLabel('SOURCE', { exact: true }).inputValue()).toBe('');
      expect(await page.getByLabel('SOURCE', { exact: true }).isDisabled()).toBe(true);
      await parameters(page).getByText('No parameters.').waitFor();
      expect(await form(page).getByRole('group').count()).toBe(0);
      expect(await page.getByText(WRITE_BACK).count()).toBe(0);
      await saveChanges(page);
      await eventually(async () => {
        const cleared = await elementByName(app.product, app.admin, 'OpenMatters');
        for (const property of ['provider', 'source', 'params', 'writeBack']) expect(cleared[property]).toBeUndefined();
      });
    },
  );

  app.test(
    "offers a query's own parameters in a reference's Options dialog: required ones flagged, an error token when unfilled",
    async (page) => {
      const created = await saveTypesByApi(app.product, app.admin, [{ action: 'add', kind: 'query', name: 'Cases' }]);
      await saveTypesByApi(app.product, app.admin, [
        {
          action: 'update',
          kind: 'query',
          _id: created.added[0]._id,
          version: 1,
          provider: 'docauto',
          source: 'Matters',
          params: [
            { name: 'since', type: 'date', isList: false, required: false },
            { name: 'client', type: 'text', isList: false, required: true },
          ],
        },
      ]);
      const order = await modelWithVariables(app.product, app.admin, 'Order', []);
      await addVariablesByApi(app.product, app.admin, order, [{ name: 'Case', type: 'selection' }]);
      await openDesigner(page, app.product, app.admin, 'Order/variables/Case');
      await page.getByLabel('a table (or query)').check();
      await page.getByLabel('TABLE OR QUERY').selectOption({ label: 'Cases (query)' });
      await page.getByRole('button', { name: 'Options…' }).click();
      const options = dialog(page);
      await options.getByRole('heading', { name: 'Options' }).waitFor();
      expect(await options.getByLabel('Parameter 1 name').inputValue()).toBe('client *');
      expect(await options.getByLabel('Parameter 2 name').inputValue()).toBe('since');
      await options.getByText('client is required.').waitFor();
      await shot(page, 'options-dialog');

      // Left unfilled, the required parameter is written as the error token; an empty optional one is dropped.
      await options.getByRole('button', { name: 'Ok' }).click();
      await page.getByTestId('reference-text').getByText('Cases((ERROR - change!))').waitFor();

      await page.getByRole('button', { name: 'Options…' }).click();
      await options.getByLabel('Parameter 1 expression').fill('Client.name');
      await options.getByLabel('Parameter 2 expression').fill('today');
      expect(await options.getByText('client is required.').count()).toBe(0);
      await options.getByRole('button', { name: 'Ok' }).click();
      await page.getByTestId('reference-text').getByText('Cases(Client.name, {since: today})').waitFor();
    },
  );
});
