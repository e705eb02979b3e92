import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  DEMO,
  addUserByApi,
  eventually,
  openSignedIn,
  setPasswordAndSignIn,
  signInDemoAdminByApi,
  type ApiSession,
} from './access-session';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { api, enableAddon, ROOT } from './harness';

interface CatalogJson {
  _id: string;
  name: string;
  label: string;
  position: number;
  version: number;
  type: { _id: string; name: string } | null;
  appOptions: Record<string, unknown>[];
}

const SHOTS = join(ROOT, 'test-results', 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `catalogs-${name}.png`) });
const pathOf = (url: string) => new URL(url).pathname;

/** 002 §2.2 catalog administration at /{tenancy}/catalogs, on the built product in Chromium. */
describeInBrowser('catalog administration', () => {
  let admin: ApiSession;
  let member: ApiSession;
  let clientId: string;
  const app = useProductInBrowser({
    prepare: async (product) => {
      admin = await signInDemoAdminByApi(product);
      await enableAddon(product, DEMO, 'clio');
      await addUserByApi(product, admin, 'Mia Member', 'mia@demo.test');
      member = await setPasswordAndSignIn(product, 'mia@demo.test', 'member-pass-1');
      const types = await api<{ _id: string; name: string }[]>(
        product,
        'GET',
        `/${DEMO}/api/v2/types`,
        undefined,
        admin.token,
      );
      clientId = types.find((type) => type.name === 'Client')!._id;
    },
  });

  const call = <T>(method: string, path: string, body?: unknown) =>
    api<T>(app.product, method, `/${DEMO}/api${path}`, body, admin.token);
  const listCatalogs = () => call<CatalogJson[]>('GET', '/collections');
  const createCatalog = async (name: string, type: string) =>
    (await call<{ obj: CatalogJson }>('POST', '/collections', { name, type })).obj;
  /** Each test starts from a workspace without catalogs. */
  const removeAllCatalogs = async () => {
    for (const catalog of await listCatalogs()) await call('DELETE', `/collections/${catalog._id}`);
  };
  const open = async (page: Page) => {
    await openSignedIn(page, app.product, admin, `/${DEMO}/catalogs`);
    await page.getByRole('heading', { name: 'DATA CATALOGS' }).waitFor({ timeout: 15_000 });
  };
  const rowMenu = (page: Page, name: string) => page.getByRole('button', { name: `Menu of catalog ${name}` });
  const rowNames = (page: Page) =>
    page.getByTestId('catalog-row').evaluateAll((rows) => rows.map((row) => row.querySelector('p')?.textContent));
  const details = (page: Page) => page.getByRole('region', { name: /^Catalog / });

  app.test(
    'creates catalogs of a new model and of an existing one, saying each name message as typed',
    async (page) => {
      await removeAllCatalogs();
      await open(page);
      await page.getByRole('heading', { name: 'No catalogs yet…' }).waitFor();
      await shot(page, 'empty');

      await page.getByRole('button', { name: 'Add a new catalog' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add a new catalog' });
      const name = dialog.getByLabel('Catalog name');
      const says = async (text: string, message: string) => {
        await name.fill(text);
        await dialog.getByRole('alert').filter({ hasText: message }).waitFor();
      };
      await name.fill('x');
      await says('', 'Please provide a name.');
      await says('A'.repeat(51), 'Collection names cannot exceed 50 characters.');
      await says('Fees$', "Collection names cannot include the '$' character.");
      await says('My clients', 'Invalid: A name cannot contain spaces.');
      await says('2clients', 'Invalid: A name must start with a letter.');
      await dialog.getByRole('radio', { name: 'New model, named after the catalog' }).check();
      await says('client', 'The new collection by this name already exists.');
      await shot(page, 'new-dialog-message');
      await name.fill('Matters');
      expect(await dialog.getByRole('alert').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Ok' }).click();
      await dialog.waitFor({ state: 'detached' });
      await details(page).getByRole('heading', { name: 'Matters' }).waitFor();
      expect(await details(page).getByRole('link', { name: 'Matters' }).getAttribute('href')).toBe(
        `/${DEMO}/types/Matters`,
      );

      await page.getByRole('button', { name: 'Add a new catalog' }).click();
      await name.fill('matters');
      await dialog.getByRole('alert').filter({ hasText: 'A collection by this name already exists.' }).waitFor();
      await name.fill('People');
      await dialog.getByRole('button', { name: 'Ok' }).click();
      await dialog.getByText('You must choose a type for items in the collection.').waitFor();
      expect(await dialog.getByRole('radio', { name: /Lookup|query/ }).count()).toBe(0);
      await dialog.getByRole('radio', { name: 'Client (model)' }).check();
      await dialog.getByLabel('Everyone can see this catalog').check();
      await name.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await details(page).getByRole('heading', { name: 'People' }).waitFor();
      await details(page).getByRole('link', { name: 'Client' }).waitFor();
      const listed = await listCatalogs();
      expect(listed.map((c) => [c.name, c.type?.name, c.position])).toEqual([
        ['Matters', 'Matters', 0],
        ['People', 'Client', 1],
      ]);
      expect((listed[1] as unknown as { isEveryone: boolean }).isEveryone).toBe(true);
    },
  );

  app.test(
    "edits labels and the apps' settings, saves, and synchronises the other catalogs of the model",
    async (page) => {
      await removeAllCatalogs();
      const clients = await createCatalog('Clients', clientId);
      const prospects = await createCatalog('Prospects', clientId);
      const leads = await createCatalog('Leads', clientId);
      await open(page);
      const panel = details(page);
      await panel.getByRole('heading', { name: 'Clients' }).waitFor();
      expect(await panel.getByLabel('Catalog name').getAttribute('readonly')).not.toBeNull();
      expect(await panel.getByLabel('Plural label').getAttribute('placeholder')).toBe('Clients');
      expect(await panel.getByLabel('Create record label').getAttribute('placeholder')).toBe('Create record');
      expect(await panel.getByLabel('Global info label').getAttribute('placeholder')).toBe('Global Info');
      expect(await panel.getByLabel('Created by').isDisabled()).toBe(true);
      expect(await panel.getByRole('button', { name: 'Save' }).count()).toBe(0);

      await panel.getByLabel('Plural label').fill('Our clients');
      await panel.getByRole('button', { name: 'Revert' }).click();
      expect(await panel.getByLabel('Plural label').inputValue()).toBe('');
      expect(await panel.getByRole('button', { name: 'Save' }).count()).toBe(0);

      await panel.getByLabel('Plural label').fill('Our clients');
      await panel.getByLabel('My records').check();
      await panel.getByLabel('Create record label').fill('New client');
      await panel.getByLabel('Item detail', { exact: true }).fill('{FirstName} {LastName}');

      for (const heading of ['APPS ON THIS CATALOG', '"LIVE" VERSION', 'APP SETTINGS (PER CATALOG)']) {
        await panel.getByRole('heading', { name: heading, exact: true }).waitFor();
      }
      const welcome = panel.getByRole('group', { name: 'App Welcome pack' });
      const enabled = welcome.getByLabel('Enabled');
      const send = welcome.getByLabel('Send documents');
      const provider = welcome.getByLabel('Upload documents to');
      expect(await enabled.isChecked()).toBe(true);
      await enabled.uncheck();
      // Only the providers whose add-on is on (clio) are offered.
      expect(await provider.locator('option').allTextContents()).toEqual(['No provider', 'Clio']);
      await provider.selectOption('Clio');
      expect(await send.isChecked()).toBe(true);
      await send.uncheck();
      expect(await provider.inputValue()).toBe('');
      await provider.selectOption('Clio');
      expect(await send.isChecked()).toBe(true);
      // External access needs registration and an app open to external users: the demo's app is not.
      expect(await welcome.getByLabel('External access').count()).toBe(0);

      const { Snapshots } = await call<{ Snapshots: { _id: string; label: string | null }[] }>(
        'GET',
        `/collections/${clients._id}/snapshots`,
      );
      const unlabelled = Snapshots.find((snapshot) => snapshot.label === null)!;
      const live = welcome.getByLabel('Live version of Welcome pack');
      await live.selectOption(unlabelled._id);
      const labelDialog = page.getByRole('dialog', { name: 'Label this snapshot' });
      await labelDialog.waitFor();
      expect(await labelDialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      await labelDialog.getByLabel('Snapshot label').fill('   ');
      expect(await labelDialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      await labelDialog.getByLabel('Snapshot label').fill('First release');
      await shot(page, 'label-dialog');
      await labelDialog.getByRole('button', { name: 'Save' }).click();
      await labelDialog.waitFor({ state: 'detached' });
      expect(await live.inputValue()).toBe(unlabelled._id);
      expect(await live.locator('option:checked').textContent()).toContain('First release');
      // Choosing a snapshot re-enabled the app.
      expect(await enabled.isChecked()).toBe(true);
      await shot(page, 'full');

      await panel.getByRole('button', { name: 'Save' }).click();
      const sync = page.getByRole('dialog', { name: 'Synchronize catalogs' });
      await sync.waitFor();
      const apply = sync.getByRole('button', { name: 'Apply' });
      expect(await apply.isDisabled()).toBe(true);
      await sync.getByLabel('Prospects').check();
      expect(await apply.isDisabled()).toBe(false);
      await shot(page, 'sync-dialog');
      await apply.click();
      await sync.waitFor({ state: 'detached' });
      expect(await panel.getByRole('button', { name: 'Save' }).count()).toBe(0);

      const expected = {
        appName: 'Welcome_pack',
        liveVersion: unlabelled._id,
        isDisabled: false,
        isSendDocuments: true,
        uploadDocuments: 'Clio',
      };
      await eventually(async () => {
        const byId = new Map((await listCatalogs()).map((c) => [c._id, c]));
        expect(byId.get(clients._id)).toMatchObject({
          label: 'Our clients',
          myRecords: true,
          recordLabel: 'New client',
          detail: '{FirstName} {LastName}',
          appOptions: [expect.objectContaining(expected)],
        });
        expect(byId.get(prospects._id)?.appOptions).toEqual([expect.objectContaining(expected)]);
        expect(byId.get(leads._id)?.appOptions).toEqual([]);
      });
      const labelled = await call<{ Snapshots: { _id: string; label: string | null }[] }>(
        'GET',
        `/collections/${clients._id}/snapshots`,
      );
      expect(labelled.Snapshots.find((s) => s._id === unlabelled._id)?.label).toBe('First release');
    },
  );

  app.test('reorders with Move Up / Move Down, asks before leaving unsaved, and saves every position', async (page) => {
    await removeAllCatalogs();
    for (const name of ['Alpha', 'Beta', 'Gamma']) await createCatalog(name, 'new');
    await open(page);
    expect(await rowNames(page)).toEqual(['Alpha', 'Beta', 'Gamma']);

    await rowMenu(page, 'Alpha').click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Move Down', 'Delete collection']);
    await page.keyboard.press('Escape');
    await rowMenu(page, 'Gamma').click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Move Up', 'Delete collection']);
    // Keyboard: the first item has the focus; Enter moves Gamma up.
    await page.keyboard.press('Enter');
    expect(await rowNames(page)).toEqual(['Alpha', 'Gamma', 'Beta']);
    await details(page).getByRole('button', { name: 'Save' }).waitFor();

    // Another catalog: 'Save changes?' — Cancel and stay keeps everything.
    await page.getByRole('button', { name: /^Beta/ }).click();
    const leave = page.getByRole('dialog', { name: 'Save changes?' });
    await leave.waitFor();
    await shot(page, 'leave-dialog');
    await leave.getByRole('button', { name: 'Cancel and stay' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(await rowNames(page)).toEqual(['Alpha', 'Gamma', 'Beta']);
    await details(page).getByRole('heading', { name: 'Alpha' }).waitFor();

    // Leave without saving drops the reorder and goes on.
    await page.getByRole('button', { name: /^Beta/ }).click();
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await details(page).getByRole('heading', { name: 'Beta' }).waitFor();
    expect(await rowNames(page)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await details(page).getByRole('button', { name: 'Save' }).count()).toBe(0);

    // Leaving the screen through the user menu asks too; Save and continue saves, then goes on.
    await rowMenu(page, 'Gamma').click();
    await page.getByRole('menuitem', { name: 'Move Up' }).click();
    await rowMenu(page, 'Gamma').click();
    await page.getByRole('menuitem', { name: 'Move Up' }).click();
    expect(await rowNames(page)).toEqual(['Gamma', 'Alpha', 'Beta']);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Data models' }).click();
    await leave.waitFor();
    expect(pathOf(page.url())).toBe(`/${DEMO}/catalogs`);
    await leave.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('heading', { name: 'ELEMENTS' }).waitFor({ timeout: 15_000 });
    expect(pathOf(page.url())).toBe(`/${DEMO}/types/`);
    expect((await listCatalogs()).map((c) => [c.name, c.position])).toEqual([
      ['Gamma', 0],
      ['Alpha', 1],
      ['Beta', 2],
    ]);

    // The user menu leads back; nothing unsaved, nothing asked.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Catalogs' }).click();
    await page.getByRole('heading', { name: 'DATA CATALOGS' }).waitFor();
    expect(await rowNames(page)).toEqual(['Gamma', 'Alpha', 'Beta']);
  });

  app.test('a save on catalogs someone else saved meanwhile keeps the edits and says so', async (page) => {
    await removeAllCatalogs();
    const delta = await createCatalog('Delta', 'new');
    await open(page);
    await details(page).getByLabel('Plural label').fill('Mine');
    await call('PUT', '/collections', { collections: [{ _id: delta._id, label: 'Theirs', version: delta.version }] });
    await details(page).getByRole('button', { name: 'Save' }).click();
    const alert = details(page).getByRole('alert').filter({ hasText: 'Someone else saved these catalogs' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('was saved by someone else since you opened it');
    expect(await details(page).getByLabel('Plural label').inputValue()).toBe('Mine');
    await shot(page, 'conflict');
    await alert.getByRole('button', { name: 'Reload the catalogs' }).click();
    await details(page).getByRole('button', { name: 'Save' }).click();
    await eventually(async () => expect((await listCatalogs())[0].label).toBe('Mine'));
  });

  app.test('deletes a catalog after a confirmation', async (page) => {
    await removeAllCatalogs();
    await createCatalog('Archive', 'new');
    await createCatalog('Closed', 'new');
    await open(page);
    await rowMenu(page, 'Closed').click();
    await page.getByRole('menuitem', { name: 'Delete collection' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete collection' });
    await confirm.getByText('Are you sure you want to delete this collection?', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await rowNames(page)).toEqual(['Archive', 'Closed']);
    await rowMenu(page, 'Closed').click();
    await page.getByRole('menuitem', { name: 'Delete collection' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await rowNames(page)).toEqual(['Archive']);
    expect((await listCatalogs()).map((c) => c.name)).toEqual(['Archive']);
  });

  app.test('a non-administrator cannot open /demo/catalogs, and has no Catalogs entry', async (page) => {
    await openSignedIn(page, app.product, member, `/${DEMO}/catalogs`);
    await page.waitForURL((url) => pathOf(url.toString()) !== `/${DEMO}/catalogs`, { timeout: 15_000 });
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Catalogs' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'DATA CATALOGS' }).count()).toBe(0);
  });
});
