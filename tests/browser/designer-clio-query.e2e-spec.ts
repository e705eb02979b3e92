// The designer's Query model form over Clio (issue 16 "query providers"), through the UI, against a local server that
// plays Clio (OAuth + Manage API v4): Clio offered once connected, its sources and fields, a saved query that runs.
import type { Page } from 'playwright-core';
import { startFakeProvider, type FakeProvider } from '../../backend/src/document-storage/testing/fake-provider-server';
import { DEMO, eventually, type ApiSession } from './access-session';
import { describeInBrowser } from './browser-suite';
import {
  dialog,
  elementByName,
  openDesigner,
  saveChanges,
  screenshotsIn,
  useDesignerInBrowser,
} from './designer-helpers';
import { api, enableAddon, type Product } from './harness';

const shot = screenshotsIn('query-form', { width: 1600, height: 1300 });
const form = (page: Page) => page.getByTestId('query-form');
const filter = (page: Page, index: number) => form(page).getByRole('group', { name: `Filter ${index}` });
const fieldRows = (page: Page) =>
  form(page)
    .getByRole('region', { name: 'Fields' })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')),
    );

/** What the settings page does, by API: save the fake's client, connect, grant at the fake, come back. */
async function connectClio(product: Product, admin: ApiSession, fake: FakeProvider): Promise<void> {
  const base = `${product.url}/${DEMO}/api/integrations/clio`;
  const auth = { authorization: `Bearer ${admin.token}` };
  await api(
    product,
    'PUT',
    `/${DEMO}/api/integrations/clio`,
    { clientId: fake.client.id, clientSecret: fake.client.secret },
    admin.token,
  );
  const started = await fetch(`${base}/connect`, { headers: auth, redirect: 'manual' });
  const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0];
  const callback = await fake.authorize(started.headers.get('location') ?? '');
  const back = await fetch(callback, { redirect: 'manual', headers: { cookie } });
  if (!(back.headers.get('location') ?? '').includes('connected=1'))
    throw new Error(`Clio did not connect: ${back.status}`);
}

describeInBrowser('type designer: a query over Clio', () => {
  let clio: FakeProvider | undefined;
  const fake = () => {
    if (!clio) throw new Error('the fake Clio is not started');
    return clio;
  };
  beforeAll(async () => {
    clio = await startFakeProvider('clio');
  });
  afterAll(async () => {
    await clio?.stop();
  });

  const app = useDesignerInBrowser({
    env: () => ({ ...fake().env(), SECRETS_KEY: 'browser-tests-secrets-key-0123456789abcdef' }),
    prepare: async (product, admin) => {
      await enableAddon(product, DEMO, 'queries');
      await enableAddon(product, DEMO, 'clio');
      await connectClio(product, admin, fake());
    },
  });

  app.test(
    'offers Clio once connected: its sources, their fields, write-back; the saved query runs on Clio',
    async (page) => {
      await openDesigner(page, app.product, app.admin);
      await page.getByRole('button', { name: 'Add a new element' }).click();
      await dialog(page).getByLabel('Name').fill('ClioMatters');
      await dialog(page).getByLabel('Query').check();
      await dialog(page).getByRole('button', { name: 'Ok' }).click();
      await page.waitForURL(`**/${DEMO}/types/ClioMatters`);
      await form(page).waitFor();

      await eventually(async () =>
        expect(await page.getByLabel('PROVIDER', { exact: true }).locator('option').allTextContents()).toEqual([
          '',
          'This workspace',
          'Clio',
        ]),
      );
      await page.getByLabel('PROVIDER', { exact: true }).selectOption({ label: 'Clio' });
      await eventually(async () =>
        expect(await page.getByLabel('SOURCE', { exact: true }).locator('option').allTextContents()).toEqual([
          '',
          'Matter',
          'Contact',
        ]),
      );
      await page.getByLabel('SOURCE', { exact: true }).selectOption('Matter');
      await eventually(async () =>
        expect((await fieldRows(page)).slice(0, 3)).toEqual([
          ['DisplayNumber', 'Text', 'No'],
          ['Description', 'Text', 'No'],
          ['Status', 'Selection', 'No'],
        ]),
      );
      // Clio's matters have writable fields (description, status, dates, billable): write-back is offered.
      expect(await page.getByText('Modified data can be saved back to the provider').count()).toBe(1);

      await form(page).getByRole('button', { name: 'Add filter' }).click();
      await filter(page, 1).getByLabel('FIELD').selectOption('Status');
      expect(await filter(page, 1).getByLabel('OPERATOR').locator('option').allTextContents()).toEqual([
        'is',
        'is not',
        'includes',
      ]);
      await filter(page, 1).getByLabel('VALUE', { exact: true }).fill('"Open"');
      await shot(page, 'clio-query');
      await saveChanges(page);

      await eventually(async () =>
        expect(await elementByName(app.product, app.admin, 'ClioMatters')).toMatchObject({
          provider: 'clio',
          source: 'Matter',
          params: [{ name: 'Status', operator: 'is', selectorType: 'value', valueExpr: '"Open"' }],
        }),
      );
      const answer = await api<{ items: { _id: string; name: string }[] }>(
        app.product,
        'POST',
        `/${DEMO}/api/queries/run`,
        { query: 'ClioMatters' },
        app.admin.token,
      );
      expect(answer.items.map((item) => item.name)).toEqual(['00042-Smith']);
    },
  );
});
