import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO, eventually, openSignedIn } from './access-session';
import { describeInBrowser } from './browser-suite';
import { saveTypesByApi, useDesignerInBrowser } from './designer-helpers';
import { api, ROOT } from './harness';

const SHOTS = join(ROOT, 'test-results', 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `catalogs-globals-${name}.png`) });

/** 002 §2.2 'GLOBAL INFO ON THIS CATALOG' in the catalog administration, on the built product in Chromium. */
describeInBrowser('global info on a catalog', () => {
  let mattersId = '';
  const app = useDesignerInBrowser({
    prepare: async (product, admin) => {
      // A model with a global variable (of another model, Firm), as an author makes it in the designer.
      const added = await saveTypesByApi(product, admin, [
        { action: 'add', kind: 'model', name: 'Firm' },
        { action: 'add', kind: 'model', name: 'Matter' },
      ]);
      const firm = added.added.find((element) => element.name === 'Firm')!._id;
      const matter = added.added.find((element) => element.name === 'Matter')!._id;
      await saveTypesByApi(product, admin, [
        { action: 'add', kind: 'variable', parent: firm, name: 'Name', type: 'text' },
        { action: 'add', kind: 'variable', parent: firm, name: 'Employees', type: 'number' },
        { action: 'add', kind: 'variable', parent: matter, name: 'Client', type: 'text' },
        { action: 'add', kind: 'variable', parent: matter, name: 'FirmInfo', type: 'global', typeDef: firm },
      ]);
      const call = <T>(method: string, path: string, body?: unknown) =>
        api<T>(product, method, `/${DEMO}/api${path}`, body, admin.token);
      for (const catalog of await call<{ _id: string }[]>('GET', '/collections')) {
        await call('DELETE', `/collections/${catalog._id}`);
      }
      const types = await call<{ _id: string; name: string }[]>('GET', '/v2/types');
      await call('POST', '/collections', { name: 'Clients', type: types.find((type) => type.name === 'Client')!._id });
      mattersId = (await call<{ obj: { _id: string } }>('POST', '/collections', { name: 'Matters', type: matter })).obj
        ._id;
    },
  });

  const details = (page: Page) => page.getByRole('region', { name: /^Catalog / });
  const section = (page: Page) => page.getByRole('region', { name: 'GLOBAL INFO ON THIS CATALOG' });
  const openCatalog = async (page: Page, name: string) => {
    await openSignedIn(page, app.product, app.admin, `/${DEMO}/catalogs`);
    await page.getByRole('heading', { name: 'DATA CATALOGS' }).waitFor({ timeout: 15_000 });
    await page.getByTestId('catalog-row').filter({ hasText: name }).getByRole('button').first().click();
    await details(page).getByRole('heading', { name, exact: true }).waitFor();
  };
  const choose = (page: Page, name: string, mimeType: string, text: string) =>
    section(page)
      .getByLabel('JSON file for FirmInfo')
      .setInputFiles({ name, mimeType, buffer: Buffer.from(text) });
  const listByApi = () =>
    api<Record<string, { values: unknown }>>(
      app.product,
      'POST',
      `/${DEMO}/api/collections/${mattersId}/globals/list`,
      {},
      app.admin.token,
    );

  app.test(
    'imports a JSON file for a global, lists it, exports the same JSON, removes it and undoes',
    async (page) => {
      await openCatalog(page, 'Clients');
      await details(page).getByRole('heading', { name: 'APPS ON THIS CATALOG' }).waitFor();
      // The demo's Client model has no global variable: no section (002 §2.2 "shown when … properties of type global").
      expect(await page.getByRole('heading', { name: 'GLOBAL INFO ON THIS CATALOG' }).count()).toBe(0);

      await page.getByTestId('catalog-row').filter({ hasText: 'Matters' }).getByRole('button').first().click();
      await details(page).getByRole('heading', { name: 'Matters', exact: true }).waitFor();
      const row = section(page).getByRole('listitem').filter({ hasText: 'FirmInfo' });
      await row.getByText('No data imported yet').waitFor();
      await row.getByText('model Firm').waitFor();
      expect(await row.getByRole('button', { name: 'Export FirmInfo' }).isDisabled()).toBe(true);
      expect(await row.getByRole('button', { name: 'Remove FirmInfo' }).isDisabled()).toBe(true);
      expect(await row.getByLabel('JSON file for FirmInfo').getAttribute('accept')).toBe('.json,application/json');
      await section(page).scrollIntoViewIfNeeded();
      await shot(page, 'empty');

      // Not JSON: refused before anything is sent; values that do not fit the Firm model: the server's reason.
      await choose(page, 'Firm.csv', 'text/csv', 'Name,Employees\nAcme,12\n');
      await row
        .getByRole('alert')
        .filter({ hasText: 'Firm.csv is not a JSON file: global data import takes one JSON file (application/json).' })
        .waitFor();
      await choose(page, 'Firm.json', 'application/json', '{"Name":"Acme LLP","Employees":"many"}');
      await row
        .getByRole('alert')
        .filter({ hasText: 'Import failed: The value of Employees must be a number; got "many".' })
        .waitFor();
      await shot(page, 'refused');
      expect(await listByApi()).toEqual({});

      const values = { Name: 'Acme LLP', Employees: 12 };
      await choose(page, 'Firm.json', 'application/json', JSON.stringify(values));
      await row.getByRole('status').filter({ hasText: 'Firm.json imported.' }).waitFor();
      await row.getByText(/Imported .+ by .+ · 2 values · version 1/).waitFor();
      expect(await row.getByRole('button', { name: 'Export FirmInfo' }).isDisabled()).toBe(false);
      await shot(page, 'imported');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: 'Export FirmInfo' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('FirmInfo.json');
      expect(JSON.parse(readFileSync(await download.path(), 'utf8'))).toEqual(values);

      await row.getByRole('button', { name: 'Remove FirmInfo' }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove global info' });
      await confirm.getByText('FirmInfo', { exact: true }).waitFor();
      await shot(page, 'remove-confirm');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(Object.keys(await listByApi())).toEqual(['FirmInfo']);

      await row.getByRole('button', { name: 'Remove FirmInfo' }).click();
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await confirm.waitFor({ state: 'detached' });
      await row.getByRole('status').filter({ hasText: 'Global info removed.' }).waitFor();
      await row.getByText('No data imported yet').waitFor();
      await eventually(async () => expect(await listByApi()).toEqual({}));
      await shot(page, 'removed');

      // The removal is an event like any other: Undo brings the removed values back.
      await row.getByRole('button', { name: 'Undo' }).click();
      await row.getByRole('status').filter({ hasText: 'The removed global info is back.' }).waitFor();
      await row.getByText(/^Restored .+ by .+ · 2 values · version 3$/).waitFor();
      expect((await listByApi()).FirmInfo.values).toEqual(values);
    },
    60_000,
  );
});
