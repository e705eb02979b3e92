import { DEMO, type ApiSession } from './access-session';
import { describeInBrowser } from './browser-suite';
import { saveTypesByApi } from './designer-helpers';
import { api, type Product } from './harness';
import { cell, openInterview, screenshots, useCatalogInBrowser } from './interview-helpers';

const shot = screenshots('interview-globals');
const ENGAGEMENTS = 'Engagements';

/**
 * Engagement: a Client, the global Firm (of the model Firm: Name, City, Employees), a Discount asked only for a
 * large firm (its condition reads the global info), and a static cell naming the firm, on one screen.
 */
async function buildEngagementModel(product: Product, admin: ApiSession): Promise<string> {
  const [firm, engagement] = (
    await saveTypesByApi(product, admin, [
      { action: 'add', kind: 'model', name: 'Firm' },
      { action: 'add', kind: 'model', name: 'Engagement' },
    ])
  ).added.map((added: { _id: string }) => added._id);
  await saveTypesByApi(product, admin, [
    { action: 'add', kind: 'variable', parent: firm, name: 'Name', type: 'text', label: 'Firm name' },
    { action: 'add', kind: 'variable', parent: firm, name: 'City', type: 'text', label: 'City' },
    { action: 'add', kind: 'variable', parent: firm, name: 'Employees', type: 'number', label: 'Employees' },
    { action: 'add', kind: 'variable', parent: engagement, name: 'Client', type: 'text', label: 'Client name' },
    {
      action: 'add',
      kind: 'variable',
      parent: engagement,
      name: 'Firm',
      type: 'global',
      typeDef: firm,
      label: 'Our firm',
    },
    {
      action: 'add',
      kind: 'variable',
      parent: engagement,
      name: 'Discount',
      type: 'number',
      label: 'Volume discount (%)',
      forceRelevance: 'Firm.Employees > 10',
    },
    {
      action: 'add',
      kind: 'layout',
      parent: engagement,
      name: 'Engagement',
      columnCount: 2,
      rows: [
        [cell('c1', 'Client')],
        [cell('c2', 'Firm', 0, 2)],
        [cell('c3', 'This engagement is with {[Firm.Name]}.', 0, 2, 'static')],
        [cell('c4', 'Discount')],
      ],
    },
    {
      action: 'add',
      kind: 'template',
      parent: engagement,
      name: 'Letter',
      type: 'text',
      text: 'Dear {[Client]}, {[Firm.Name]} of {[Firm.City]}. {[Discount]}',
    },
    {
      action: 'add',
      kind: 'app',
      parent: engagement,
      name: 'Engage',
      label: 'Engagement letter',
      screens: ['Engagement'],
      templates: ['Letter'],
      generateDocs: true,
    },
  ]);
  return engagement;
}

/** Imports the catalog's global info for Firm as an administrator does: the upload, then globals/import. */
async function importFirm(product: Product, admin: ApiSession, values: Record<string, unknown>): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([JSON.stringify(values)]), 'Firm.json');
  const uploaded = await fetch(`${product.url}/${DEMO}/upload/importModel`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin.token}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  await api(
    product,
    'POST',
    `/${DEMO}/api/collections/${ENGAGEMENTS}/globals/import`,
    { elementName: 'Firm', url },
    admin.token,
  );
}

/**
 * docs/runs.md "Global info in a record's interview and documents": a global variable's question shows the catalog's
 * global info read-only, and relevance and static text read it live; without info the card says so.
 */
describeInBrowser("the interview: a record's global variables show the catalog's global info", () => {
  const { app, admin, createRecord, readRecord } = useCatalogInBrowser(ENGAGEMENTS, buildEngagementModel);
  const route = (recordId: string) => `/${DEMO}/${ENGAGEMENTS}/${recordId}/Engage`;

  app.test(
    'shows nothing to answer without info, then the info read-only, read by relevance and text',
    async (page) => {
      const record = await createRecord({ Client: 'Ada Lovelace' });
      await openInterview(page, app.product, admin(), route(record._id), 'Engagement');
      const card = page.getByTestId('global-info-field');
      await card.waitFor();
      expect(await card.textContent()).toContain('The catalog has no global info for this yet');
      expect(await page.getByLabel('Volume discount (%)').count()).toBe(0);
      await shot(page, 'no-info');

      await importFirm(app.product, admin(), { Name: 'Acme LLP', City: 'Leeds', Employees: 12 });
      await page.reload();
      await card.getByText('Acme LLP, Leeds').waitFor({ timeout: 15_000 });
      expect(await page.getByRole('group', { name: 'Our firm' }).count()).toBe(1);
      expect(await card.getByText("From the catalog's global info").count()).toBe(1);
      // Nothing to type into: the info is the catalog's, never the record's.
      expect(await card.locator('input, textarea, select, button').count()).toBe(0);
      // Static text and a condition read the info as if it were answered.
      await page.getByText('This engagement is with Acme LLP.').waitFor();
      await page.getByLabel('Volume discount (%)').waitFor();
      await shot(page, 'with-info');

      // Answering the record's own question never saves the firm on the record.
      await page.getByLabel('Volume discount (%)').fill('5');
      await page.getByLabel('Volume discount (%)').blur();
      await page
        .getByTestId('save-state')
        .getByText(/^Saved \d\d:\d\d$/)
        .waitFor({ timeout: 10_000 });
      const saved = await readRecord(record._id);
      expect(saved.values).toEqual({ Client: 'Ada Lovelace', Discount: 5 });

      // A narrow screen: the card's values stay readable in one column.
      await page.setViewportSize({ width: 390, height: 844 });
      await card.getByText('Acme LLP, Leeds').waitFor();
      await shot(page, 'narrow');

      // Finish: the run reads the info, and each document's details name the version of the info it read.
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.getByRole('button', { name: 'Finish' }).click();
      const details = page.getByRole('button', { name: 'Details of Letter.txt' });
      await details.waitFor({ timeout: 30_000 });
      await details.click();
      const provenance = await page.getByTestId('document-provenance').textContent();
      expect(provenance).toContain('Global info Firmversion 1');
      await shot(page, 'documents');
    },
  );
});
