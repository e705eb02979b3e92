import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { fromBufferPromise } from 'yauzl';
import { DEMO, eventually } from './access-session';
import { describeInBrowser } from './browser-suite';
import {
  dialog,
  elementByName,
  elementsMenu,
  listElementsByApi,
  openDesigner,
  saveTypesByApi,
  useDesignerInBrowser,
} from './designer-helpers';
import { enableAddon } from './harness';

/** The names of a zip's entries. */
async function entriesOf(bytes: Buffer): Promise<string[]> {
  const zip = await fromBufferPromise(bytes, { lazyEntries: true });
  const names: string[] = [];
  for await (const entry of zip.eachEntry()) names.push(entry.fileName);
  return names.sort();
}

describeInBrowser('type designer: export and import', () => {
  const app = useDesignerInBrowser();

  const elementNames = async () =>
    (await listElementsByApi(app.product, app.admin)).map((element) => element.name).sort();
  /** Export All, through the API: what the Export All menu item downloads. */
  const exportAll = async () => {
    const response = await fetch(`${app.product.url}/${DEMO}/api/v2/types/exports`, {
      headers: { Authorization: `Bearer ${app.admin.token}` },
    });
    return Buffer.from(await response.arrayBuffer());
  };
  /** Opens Import element and gives the drop area a file; waits until it is uploaded. */
  const uploadInDialog = async (page: Page, name: string, buffer: Buffer) => {
    await elementsMenu(page, 'Import element');
    await dialog(page).getByRole('heading', { name: 'Import element' }).waitFor();
    expect(await dialog(page).getByRole('button', { name: 'Ok', exact: true }).isDisabled()).toBe(true);
    await dialog(page).locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/zip', buffer });
  };
  const importWith = async (page: Page, name: string, buffer: Buffer, choice: string) => {
    await uploadInDialog(page, name, buffer);
    await dialog(page).getByText(`${name} is uploaded.`).waitFor();
    await dialog(page).getByLabel(choice).check();
    await dialog(page).getByRole('button', { name: 'Ok', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });
  };

  app.test('Export All downloads demo.zip and Export model the model as {name}.zip', async (page) => {
    await openDesigner(page, app.product, app.admin);
    const [all] = await Promise.all([page.waitForEvent('download'), elementsMenu(page, 'Export All')]);
    expect(all.suggestedFilename()).toBe('demo.zip');
    // The demo's Word template travels with the model, by its hash.
    expect(await entriesOf(readFileSync(await all.path()))).toEqual([
      'elements/Client.json',
      expect.stringMatching(/^files\/[0-9a-f]{64}$/),
      'manifest.json',
    ]);

    const [one] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await page.getByRole('button', { name: 'Menu of Client' }).click();
        await page.getByRole('menuitem', { name: 'Export model' }).click();
      })(),
    ]);
    expect(one.suggestedFilename()).toBe('Client.zip');
    expect(await entriesOf(readFileSync(await one.path()))).toEqual([
      'elements/Client.json',
      expect.stringMatching(/^files\/[0-9a-f]{64}$/),
      'manifest.json',
    ]);
  });

  app.test('imports the export back with each conflict choice', async (page) => {
    const exported = await exportAll();
    const client = await elementByName(app.product, app.admin, 'Client');
    await saveTypesByApi(app.product, app.admin, [
      { action: 'add', kind: 'variable', parent: client._id, name: 'Nickname', type: 'text', version: client.version },
      { action: 'add', kind: 'model', name: 'Scratch' },
    ]);
    const changed = await elementByName(app.product, app.admin, 'Client');
    await openDesigner(page, app.product, app.admin);

    // No "Replace all elements" without the dev add-on; the existing element is kept by default.
    await uploadInDialog(page, 'demo.zip', exported);
    await dialog(page).getByText('demo.zip is uploaded.').waitFor();
    expect(await dialog(page).getByLabel('Keep the existing element').isChecked()).toBe(true);
    expect(await dialog(page).getByLabel('Replace all elements').count()).toBe(0);
    await dialog(page).getByRole('button', { name: 'Ok', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect((await elementByName(app.product, app.admin, 'Client')).version).toBe(changed.version);

    // The imported element wins: one new version, without the variable added since the export.
    await importWith(page, 'demo.zip', exported, 'Use the imported element');
    await eventually(async () => {
      const replaced = await elementByName(app.product, app.admin, 'Client');
      expect(replaced.version).toBe(changed.version + 1);
      expect(replaced.properties.map((p) => p.name)).not.toContain('Nickname');
    });

    // With the dev add-on, the workspace gets exactly the export: Scratch goes.
    await enableAddon(app.product, DEMO, 'dev');
    await page.reload();
    await page.getByRole('heading', { name: 'ELEMENTS' }).waitFor();
    expect(await elementNames()).toEqual(['Client', 'Scratch']);
    await importWith(page, 'demo.zip', exported, 'Replace all elements');
    await eventually(async () => expect(await elementNames()).toEqual(['Client']));
    await eventually(async () =>
      expect(await page.getByTestId('element-row').getByRole('link').allTextContents()).toEqual(['Client']),
    );
  });

  app.test('a bad file shows its message in the dialog and changes nothing', async (page) => {
    const before = await listElementsByApi(app.product, app.admin);
    await openDesigner(page, app.product, app.admin);
    await uploadInDialog(page, 'notes.txt', Buffer.from('hello'));
    await dialog(page).getByText('Only a .json or .zip file can be imported.').waitFor();

    await dialog(page)
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'fake.zip',
        mimeType: 'application/zip',
        buffer: Buffer.from('not a zip at all'),
      });
    await dialog(page).getByText('fake.zip is neither a .json nor a .zip file.').waitFor();
    expect(await dialog(page).getByRole('button', { name: 'Ok', exact: true }).isDisabled()).toBe(true);

    const broken = { name: 'Client', kind: 'model', properties: [{ name: 'has space', type: 'text' }] };
    await dialog(page)
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'broken.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(broken)),
      });
    await dialog(page).getByText('broken.json is uploaded.').waitFor();
    await dialog(page).getByLabel('Use the imported element').check();
    await dialog(page).getByRole('button', { name: 'Ok', exact: true }).click();
    await dialog(page).getByText('broken.json: properties.0: A name cannot contain spaces.').waitFor();
    // The controls are enabled again, and nothing was written.
    expect(await dialog(page).getByRole('button', { name: 'Ok', exact: true }).isEnabled()).toBe(true);
    expect(await dialog(page).getByLabel('Keep the existing element').isEnabled()).toBe(true);
    expect(await listElementsByApi(app.product, app.admin)).toEqual(before);
    // Cancel deletes the uploaded file.
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(readdirSync(join(app.product.dataDir, 'imports', DEMO))).toEqual([]);
  });
});
