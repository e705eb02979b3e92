import type { Page } from 'playwright-core';
import { DEMO, eventually, type ApiSession } from './access-session';
import { describeInBrowser } from './browser-suite';
import { saveTypesByApi } from './designer-helpers';
import { api, type Product } from './harness';
import { openInterview, screenshots, useCatalogInBrowser } from './interview-helpers';

const shot = screenshots('interview-select-data');
const ENGAGEMENTS = 'Engagements';

interface ClientRecord {
  _id: string;
  version: number;
  values: Record<string, unknown>;
}

/**
 * The demo's Clients catalog (model Client: First name, Last name, Date of birth), a query AllClients() over it whose
 * modified data can be saved back, and the model Engagement: an object Client whose 'SELECT data FROM…' is
 * AllClients(); its app Engage saves changed data back to the catalogs it came from.
 */
async function buildEngagement(product: Product, admin: ApiSession): Promise<string> {
  const made = await saveTypesByApi(product, admin, [
    { action: 'add', kind: 'model', name: 'Engagement' },
    { action: 'add', kind: 'query', name: 'AllClients' },
  ]);
  const [engagement, query] = made.added.map((added: { _id: string }) => added._id);
  const { version } = await api<{ version: number }>(
    product,
    'GET',
    `/${DEMO}/api/v2/types/query/${query}`,
    undefined,
    admin.token,
  );
  await saveTypesByApi(product, admin, [
    { action: 'update', kind: 'query', _id: query, version, provider: 'docauto', source: 'Clients', writeBack: true },
  ]);
  await saveTypesByApi(product, admin, [
    {
      action: 'add',
      kind: 'variable',
      parent: engagement,
      name: 'Client',
      type: 'object',
      typeName: 'Client',
      label: 'Client',
      selectFrom: 'AllClients()',
    },
    {
      action: 'add',
      kind: 'template',
      parent: engagement,
      name: 'Note',
      type: 'text',
      text: 'Engaged by {[Client.FirstName]} {[Client.LastName]}',
    },
    {
      action: 'add',
      kind: 'app',
      parent: engagement,
      name: 'Engage',
      label: 'Engagement',
      screens: [],
      templates: ['Note'],
      generateDocs: true,
      isUpdateCollections: true,
    },
  ]);
  return engagement;
}

const chooseButton = (page: Page) => page.getByRole('button', { name: 'Choose from AllClients' });

describeInBrowser("an object's data chosen from a query, and the changes saved back to where it came from", () => {
  const { app, admin, createRecord } = useCatalogInBrowser(ENGAGEMENTS, buildEngagement);
  const clients = `/${DEMO}/api/collections/Clients/items`;
  const readClient = (id: string) =>
    api<ClientRecord>(app.product, 'GET', `${clients}/${id}`, undefined, admin().token);

  app.test(
    'choose a client in the dialog, edit a field, Finish: the Clients record has the new value',
    async (page) => {
      const ada = await api<ClientRecord>(
        app.product,
        'POST',
        clients,
        { nextValues: { FirstName: 'Ada', LastName: 'Quillfeather', BirthDate: '1815-12-10' } },
        admin().token,
      );
      const record = await createRecord({});
      await openInterview(page, app.product, admin(), `/${DEMO}/${ENGAGEMENTS}/${record._id}/Engage`, 'Engagement');
      await shot(page, 'empty');

      // The dialog lists the query's items; Escape closes it and focus goes back to the button.
      await chooseButton(page).click();
      const dialog = page.getByRole('dialog', { name: 'Choose from AllClients' });
      await dialog.getByRole('option').first().waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await eventually(async () =>
        expect(await chooseButton(page).evaluate((el) => el === document.activeElement)).toBe(true),
      );

      // Search, arrow to the client, Enter: the object fills with the client's values.
      await chooseButton(page).click();
      await dialog.getByLabel('Search').fill('quillf');
      await eventually(async () => expect(await dialog.getByRole('option').count()).toBe(1), 10_000);
      await dialog.getByLabel('Search').press('ArrowDown');
      await eventually(async () =>
        expect(await dialog.getByRole('option', { selected: true }).textContent()).toContain('Quillfeather'),
      );
      await shot(page, 'dialog');
      await dialog.getByLabel('Search').press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(/^Filled from .*Quillfeather/).waitFor();
      await page.getByRole('button', { name: 'Choose again' }).waitFor();
      await shot(page, 'filled');

      // The object stays editable: a new last name.
      await page.getByRole('button', { name: 'Edit Client' }).click();
      const edit = page.getByRole('dialog', { name: 'Client' });
      await edit.getByLabel('Last name').fill('King');
      await edit.getByRole('button', { name: 'Done' }).click();
      await eventually(async () => {
        const saved = await api<ClientRecord>(
          app.product,
          'GET',
          `/${DEMO}/api/collections/${ENGAGEMENTS}/items/${record._id}`,
          undefined,
          admin().token,
        );
        expect(saved.values.Client).toMatchObject({
          FirstName: 'Ada',
          LastName: 'King',
          _source: { query: 'AllClients', id: ada._id, provider: 'docauto', source: 'Clients' },
        });
      }, 10_000);

      // Finish: once the run completes, the Clients record has the new last name, and only that changed.
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.waitForURL(/\/documents$/, { timeout: 15_000 });
      await eventually(async () => {
        const client = await readClient(ada._id);
        expect(client.values).toEqual({ FirstName: 'Ada', LastName: 'King', BirthDate: '1815-12-10' });
      }, 15_000);
      await page.getByRole('button', { name: 'Download' }).first().waitFor({ timeout: 15_000 });
      await shot(page, 'finished');
    },
  );

  app.test(
    'a source record deleted before Finish: the documents page says the change was not saved back',
    async (page) => {
      const bo = await api<ClientRecord>(
        app.product,
        'POST',
        clients,
        { nextValues: { FirstName: 'Bo', LastName: 'Thistlewood' } },
        admin().token,
      );
      const record = await createRecord({});
      await openInterview(page, app.product, admin(), `/${DEMO}/${ENGAGEMENTS}/${record._id}/Engage`, 'Engagement');
      await chooseButton(page).click();
      const dialog = page.getByRole('dialog', { name: 'Choose from AllClients' });
      await dialog.getByLabel('Search').fill('thistle');
      await dialog.getByRole('option', { name: 'Bo Thistlewood' }).click();
      await dialog.getByRole('button', { name: 'Choose' }).click();
      await page.getByText('Filled from Bo Thistlewood.').waitFor();
      await page.getByRole('button', { name: 'Edit Client' }).click();
      const edit = page.getByRole('dialog', { name: 'Client' });
      await edit.getByLabel('First name').fill('Bob');
      await edit.getByRole('button', { name: 'Done' }).click();
      await eventually(async () => {
        const saved = await api<ClientRecord>(
          app.product,
          'GET',
          `/${DEMO}/api/collections/${ENGAGEMENTS}/items/${record._id}`,
          undefined,
          admin().token,
        );
        expect(saved.values.Client).toMatchObject({ FirstName: 'Bob' });
      }, 10_000);
      await api(app.product, 'DELETE', `${clients}/${bo._id}`, undefined, admin().token);

      await page.getByRole('button', { name: 'Finish' }).click();
      await page.waitForURL(/\/documents$/, { timeout: 15_000 });
      await page
        .getByTestId('not-saved-back')
        .getByText('Not saved back to Clients: The record Bo Thistlewood was deleted from Clients.')
        .waitFor({ timeout: 15_000 });
      await shot(page, 'not-saved-back');
    },
  );
});
