import { DEMO, eventually, openSignedIn, type ApiSession } from './access-session';
import { describeInBrowser } from './browser-suite';
import { saveTypesByApi } from './designer-helpers';
import { api, type Product } from './harness';
import { screenTitle, screenshots, useCatalogInBrowser } from './interview-helpers';

const shot = screenshots('interview-app-data');
const ENGAGEMENTS = 'Engagements';

/**
 * The model Engagement, whose app Open takes its data from the demo's Clients catalog when it starts (001 §3 App
 * 'SELECT data FROM…' = `ClientList()`, a query over Clients): first and last name and birth date fill the answers.
 */
async function buildEngagement(product: Product, admin: ApiSession): Promise<string> {
  const made = await saveTypesByApi(product, admin, [
    { action: 'add', kind: 'model', name: 'Engagement' },
    { action: 'add', kind: 'query', name: 'ClientList' },
    { action: 'add', kind: 'query', name: 'ClientsNamed' },
  ]);
  const [engagement, query, named] = made.added.map((added: { _id: string }) => added._id);
  const versionOf = async (id: string) =>
    (await api<{ version: number }>(product, 'GET', `/${DEMO}/api/v2/types/query/${id}`, undefined, admin.token))
      .version;
  await saveTypesByApi(product, admin, [
    {
      action: 'update',
      kind: 'query',
      _id: query,
      version: await versionOf(query),
      provider: 'docauto',
      source: 'Clients',
      params: [],
    },
    {
      action: 'update',
      kind: 'query',
      _id: named,
      version: await versionOf(named),
      provider: 'docauto',
      source: 'Clients',
      params: [
        { name: 'Last', type: 'text', isList: false, required: true },
        { name: 'LastName', type: 'text', isList: false, operator: 'is', selectorType: 'param', paramName: 'Last' },
      ],
    },
  ]);
  await saveTypesByApi(product, admin, [
    { action: 'add', kind: 'variable', parent: engagement, name: 'FirstName', type: 'text', label: 'First name' },
    { action: 'add', kind: 'variable', parent: engagement, name: 'LastName', type: 'text', label: 'Last name' },
    { action: 'add', kind: 'variable', parent: engagement, name: 'Fee', type: 'number', label: 'Fee' },
    { action: 'update', kind: 'model', _id: engagement, summary: '{[FirstName]} {[LastName]}' },
    {
      action: 'add',
      kind: 'template',
      parent: engagement,
      name: 'Letter',
      type: 'text',
      text: 'Dear {[FirstName]} {[LastName]}, our fee is {[Fee]}.',
    },
    {
      action: 'add',
      kind: 'app',
      parent: engagement,
      name: 'Open',
      label: 'Open engagement',
      screens: [],
      templates: ['Letter'],
      generateDocs: false,
      selectFrom: 'ClientList()',
    },
    {
      // 'LINK record TO…': the engagement is linked to one client, who links back (Bidirectional link).
      action: 'add',
      kind: 'app',
      parent: engagement,
      name: 'Linked',
      label: 'Engagement for a client',
      screens: [],
      templates: ['Letter'],
      generateDocs: false,
      linkedQuery: 'ClientList()',
      isLink: true,
    },
    {
      // 'Link automatically': the client of the engagement's last name, when exactly one matches.
      action: 'add',
      kind: 'app',
      parent: engagement,
      name: 'AutoLinked',
      label: 'Engagement linked by name',
      screens: [],
      templates: ['Letter'],
      generateDocs: false,
      linkedQuery: 'ClientsNamed(LastName)',
      autoLink: true,
    },
  ]);
  return engagement;
}

describeInBrowser("an app's data from a query: the interview starts with Choose", () => {
  const { app, admin, readRecord, createRecord } = useCatalogInBrowser(ENGAGEMENTS, buildEngagement);

  app.test('choosing a client fills the new record, the interview goes on, and Finish saves', async (page) => {
    await openSignedIn(page, app.product, admin(), `/${DEMO}/${ENGAGEMENTS}/Open`);
    const step = page.getByTestId('app-data-step');
    await step.getByRole('heading', { name: 'Choose from Clients' }).waitFor({ timeout: 15_000 });
    await eventually(async () => expect(await step.getByTestId('app-data-item').count()).toBe(5), 10_000);
    await shot(page, 'choose');

    await step.getByLabel('Search').fill('hop');
    await eventually(async () => expect(await step.getByTestId('app-data-item').allTextContents()).toHaveLength(1));
    await shot(page, 'search');
    await step.getByLabel('Search').fill('nobody here');
    await step.getByText('No item matches your search.').waitFor();
    await step.getByLabel('Search').fill('Hopper');
    await step.getByTestId('app-data-item').click();

    // The interview opens on the record the choice created, its answers filled from Grace Hopper.
    // BirthDate has no question in Engagement: counted, not filled.
    await page
      .getByTestId('app-data-notice')
      .getByText('Filled from Grace Hopper: 2 answers. 1 value did not fit and was left out.')
      .waitFor({ timeout: 15_000 });
    await screenTitle(page).waitFor();
    await page.getByTestId('interview-header').getByText('Grace Hopper').waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Grace');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Hopper');
    const recordId = decodeURIComponent(new URL(page.url()).pathname.split('/')[3]);
    expect(page.url()).toContain(`/${DEMO}/${ENGAGEMENTS}/${recordId}/Open`);
    expect((await readRecord(recordId)).values).toMatchObject({ FirstName: 'Grace', LastName: 'Hopper' });
    await shot(page, 'filled');

    await page.getByLabel('Fee').fill('1200');
    await page.getByLabel('Fee').blur();
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByText('Answers saved').waitFor({ timeout: 10_000 });
    await eventually(async () =>
      expect((await readRecord(recordId)).values).toEqual({ FirstName: 'Grace', LastName: 'Hopper', Fee: 1200 }),
    );
  });

  app.test('Skip starts the interview with no answers and nothing written', async (page) => {
    await openSignedIn(page, app.product, admin(), `/${DEMO}/${ENGAGEMENTS}/Open`);
    await page.getByTestId('app-data-skip').click();
    await screenTitle(page).waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('First name').inputValue()).toBe('');
    expect(page.url()).toMatch(new RegExp(`/${DEMO}/${ENGAGEMENTS}/Open$`));
    await shot(page, 'skipped');
  });

  app.test(
    "a linked record's header: link it to a client, see it there, change it; answers still save",
    async (page) => {
      const record = await createRecord({ FirstName: 'Ada', LastName: 'Client' });
      await openSignedIn(page, app.product, admin(), `/${DEMO}/${ENGAGEMENTS}/${record._id}/Linked`);
      const header = page.getByTestId('interview-header');
      const link = header.getByTestId('record-link');
      await link.getByText('Not linked to Clients').waitFor({ timeout: 15_000 });
      await shot(page, 'not-linked');

      await link.getByRole('button', { name: 'Link' }).click();
      const dialog = page.getByRole('dialog', { name: 'Link to Clients' });
      await dialog.waitFor();
      await eventually(async () => expect(await dialog.getByTestId('link-item').count()).toBe(5), 10_000);
      await dialog.getByLabel('Search').fill('Hopper');
      await dialog.getByLabel('Grace Hopper').check();
      await dialog.getByText('Grace Hopper will be linked back to this record.').waitFor();
      await shot(page, 'link-dialog');
      await dialog.getByRole('button', { name: 'Link', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await link.getByTestId('record-link-name').textContent()).toBe('Grace Hopper');
      await shot(page, 'linked');

      // The link is the record's: it is there on the next open, and the answers go on saving on top of it.
      await page.getByLabel('Fee').fill('900');
      await page.getByLabel('Fee').blur();
      await eventually(async () => expect((await readRecord(record._id)).values).toMatchObject({ Fee: 900 }), 10_000);
      await page.reload();
      await link.getByTestId('record-link-name').waitFor({ timeout: 15_000 });
      expect(await link.getByTestId('record-link-name').textContent()).toBe('Grace Hopper');

      await link.getByRole('button', { name: 'Change' }).click();
      await dialog.getByText('Linked now').waitFor();
      await dialog.getByLabel('Search').fill('Lovelace');
      await dialog.getByTestId('link-item').first().click();
      await dialog.getByRole('button', { name: 'Link', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await link.getByTestId('record-link-name').textContent()).not.toBe('Grace Hopper');
    },
  );

  app.test("'Link automatically' links the record to the only client that matches when it opens", async (page) => {
    const record = await createRecord({ FirstName: 'Ann', LastName: 'Hopper' });
    await openSignedIn(page, app.product, admin(), `/${DEMO}/${ENGAGEMENTS}/${record._id}/AutoLinked`);
    const link = page.getByTestId('interview-header').getByTestId('record-link');
    await link.getByTestId('record-link-name').waitFor({ timeout: 15_000 });
    expect(await link.getByTestId('record-link-name').textContent()).toBe('Grace Hopper');
    await link.getByRole('button', { name: 'Change' }).waitFor();
    await shot(page, 'auto-linked');
  });
});
