import type { Page } from 'playwright-core';
import { DEMO, eventually, type ApiSession } from './access-session';
import { describeInBrowser } from './browser-suite';
import { saveTypesByApi } from './designer-helpers';
import { api, type Product } from './harness';
import { answer, openInterview, screenshots, useCatalogInBrowser } from './interview-helpers';

const shot = screenshots('interview-query-options');
const MATTERS = 'Matters';

/**
 * A catalog of firms, a query FirmsIn(Town) over it, and the model Matter: a Town, and a Firm chosen among the firms
 * in that town (`FirmsIn(Town)|map:Name`, an argument that reads an answer, then `|map` after the call).
 */
async function buildMatter(product: Product, admin: ApiSession): Promise<string> {
  const made = await saveTypesByApi(product, admin, [
    { action: 'add', kind: 'model', name: 'Firm' },
    { action: 'add', kind: 'model', name: 'Matter' },
    { action: 'add', kind: 'query', name: 'FirmsIn' },
  ]);
  const [firm, matter, query] = made.added.map((added: { _id: string }) => added._id);
  await saveTypesByApi(product, admin, [
    { action: 'add', kind: 'variable', parent: firm, name: 'Name', type: 'text' },
    { action: 'add', kind: 'variable', parent: firm, name: 'City', type: 'text' },
  ]);
  await api(product, 'POST', `/${DEMO}/api/collections`, { name: 'Firms', type: firm }, admin.token);
  for (const [Name, City] of [
    ['Acme', 'Oslo'],
    ['Beta', 'Bergen'],
    ['Gamma', 'Oslo'],
  ])
    await api(product, 'POST', `/${DEMO}/api/collections/Firms/items`, { nextValues: { Name, City } }, admin.token);
  const { version } = await api<{ version: number }>(
    product,
    'GET',
    `/${DEMO}/api/v2/types/query/${query}`,
    undefined,
    admin.token,
  );
  await saveTypesByApi(product, admin, [
    {
      action: 'update',
      kind: 'query',
      _id: query,
      version,
      provider: 'docauto',
      source: 'Firms',
      params: [
        { name: 'Town', type: 'text', isList: false, required: true },
        { name: 'City', type: 'text', isList: false, operator: 'is', selectorType: 'param', paramName: 'Town' },
      ],
    },
  ]);
  await saveTypesByApi(product, admin, [
    { action: 'add', kind: 'variable', parent: matter, name: 'Town', type: 'text', label: 'Town' },
    {
      action: 'add',
      kind: 'variable',
      parent: matter,
      name: 'Firm',
      type: 'selection',
      label: 'Firm',
      style: 'dropdown',
      typeOfVariable: 'aTable',
      options: 'FirmsIn(Town)|map:Name',
    },
    { action: 'add', kind: 'template', parent: matter, name: 'Note', type: 'text', text: '{[Firm]} in {[Town]}' },
    {
      action: 'add',
      kind: 'app',
      parent: matter,
      name: 'Engage',
      label: 'Engagement',
      screens: [],
      templates: ['Note'],
      generateDocs: false,
    },
  ]);
  return matter;
}

const firmOptions = (page: Page) => page.getByLabel('Firm').locator('option').allTextContents();

describeInBrowser('a selection whose query reads an answer: its options follow the answer', () => {
  const { app, admin, createRecord, readRecord } = useCatalogInBrowser(MATTERS, buildMatter);

  app.test('the firms offered follow the town typed, and Finish checks the firm against them', async (page) => {
    const record = await createRecord({});
    await openInterview(page, app.product, admin(), `/${DEMO}/${MATTERS}/${record._id}/Engage`, 'Engagement');

    // No town yet: the query has no value for its required argument, so nothing is offered.
    await page.getByText('There are no options to choose from yet.').waitFor();
    await shot(page, 'no-town');

    // A town typed: the server is asked for the firms there (newest first), each shown by its Name (`|map:Name`).
    await answer(page, 'Town', 'Oslo');
    await eventually(async () => expect(await firmOptions(page)).toEqual(['Choose…', 'Gamma', 'Acme']), 10_000);
    await page.getByLabel('Firm').selectOption('Acme');
    await eventually(async () => expect((await readRecord(record._id)).values.Firm).toBe('Acme'), 10_000);
    await shot(page, 'oslo');

    // Another town: its firms are offered; the answer given before still shows, and is no longer one of the options.
    await answer(page, 'Town', 'Bergen');
    await eventually(async () => expect(await firmOptions(page)).toEqual(['Choose…', 'Beta', 'Acme']), 10_000);
    await page.getByRole('button', { name: 'Finish' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.getByText('Firm must be one of the options').waitFor();
    await shot(page, 'stale-answer');

    // A firm in Bergen: Finish's check on the server runs the query on the saved answers and agrees.
    await page.getByLabel('Firm').selectOption('Beta');
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByText('Answers saved').waitFor({ timeout: 10_000 });
    const saved = await readRecord(record._id);
    expect(saved.values).toMatchObject({ Town: 'Bergen', Firm: 'Beta' });
    await shot(page, 'finished');
  });
});
