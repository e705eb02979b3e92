import { api, eventually } from './access-session';
import { describeInBrowser } from './browser-suite';
import { DEMO } from './access-helpers';
import { enableAddon } from './harness';
import { elementByName, openDesigner, saveChanges, saveTypesByApi, useDesignerInBrowser } from './designer-helpers';

describeInBrowser('type designer: the app editor', () => {
  const app = useDesignerInBrowser({
    prepare: async (product, admin) => {
      const created = await saveTypesByApi(product, admin, [
        { action: 'add', kind: 'model', name: 'Matter' },
        { action: 'add', kind: 'table', name: 'Courts' },
      ]);
      const matter = created.added.find((element) => element.name === 'Matter')!;
      await saveTypesByApi(product, admin, [
        { action: 'add', kind: 'variable', parent: matter._id, name: 'Court', type: 'text', isList: false },
        {
          action: 'add',
          kind: 'app',
          parent: matter._id,
          name: 'Engagement_letter',
          screens: [],
          templates: [''],
          generateDocs: true,
        },
      ]);
    },
  });

  const savedApp = async () => {
    const matter = await elementByName(app.product, app.admin, 'Matter');
    return (matter as unknown as { apps: Record<string, unknown>[] }).apps[0];
  };

  app.test('edits the options and the data selection, and clears what depends on a cleared source', async (page) => {
    await openDesigner(page, app.product, app.admin, 'Matter/apps/Engagement_letter');
    await page.getByLabel('LABEL', { exact: true }).waitFor();
    expect(await page.getByLabel('LABEL', { exact: true }).getAttribute('placeholder')).toBe('Engagement letter');
    // Without the extUsers add-on there is nothing about external users.
    expect(await page.getByText('Available to external users').count()).toBe(0);
    expect(await page.getByText('Enable for all catalogs').count()).toBe(0);

    await page.getByLabel('LABEL', { exact: true }).fill('Engagement letter (2026)');
    await page.getByLabel('Generate documents').uncheck();
    expect(await page.getByLabel('Show the documents when finished').isDisabled()).toBe(true);
    await page.getByLabel('Generate documents').check();
    await page.getByLabel('Show the documents when finished').check();

    const selectOnce = page.getByLabel('Select only once');
    expect(await selectOnce.isDisabled()).toBe(true);
    await page.getByLabel('SELECT data FROM...').selectOption('Courts');
    await selectOnce.check();
    await page.getByLabel('Select automatically when only one item matches').check();
    expect(await page.getByLabel('Bidirectional link').isDisabled()).toBe(true);
    await saveChanges(page);

    await eventually(async () =>
      expect(await savedApp()).toMatchObject({
        label: 'Engagement letter (2026)',
        generateDocs: true,
        showDocs: true,
        selectFrom: 'Courts',
        selectOnce: true,
        autoSelect: true,
      }),
    );

    // No source: the choices that only meant something with one go too.
    await page.getByLabel('SELECT data FROM...').selectOption('');
    expect(await selectOnce.isChecked()).toBe(false);
    await saveChanges(page);
    await eventually(async () => {
      const saved = await savedApp();
      expect(saved.selectFrom).toBeUndefined();
      expect(saved.selectOnce).toBeUndefined();
      expect(saved.autoSelect).toBeUndefined();
    });
  });

  app.test('offers external users their options when registration and the extUsers add-on are on', async (page) => {
    await enableAddon(app.product, DEMO, 'extUsers');
    await openDesigner(page, app.product, app.admin, 'Matter/apps/Engagement_letter');
    await page.getByLabel('Available to external users').check();
    // Completion handling: instructions without addresses, addresses with them.
    await page.getByLabel('FURTHER INSTRUCTIONS').fill('Your lawyer will call you within two days.');
    await page.getByLabel('Send them to a web address when done').check();
    expect(await page.getByLabel('FURTHER INSTRUCTIONS').count()).toBe(0);
    await page.getByLabel('COMPLETION URL').fill('javascript:alert(1)');
    await page.getByText('Enter a full web address, starting with https:// or http://.').waitFor();
    await page.getByLabel('COMPLETION URL').fill('https://example.com/thanks');
    await page.getByLabel('EXIT URL').fill('https://example.com/');
    expect(await page.getByText('Enter a full web address, starting with https:// or http://.').count()).toBe(0);
    await saveChanges(page);
    await eventually(async () =>
      expect(await savedApp()).toMatchObject({
        extUsers: true,
        extUseURLs: true,
        extInstruct: 'Your lawyer will call you within two days.',
        extCompletionURL: 'https://example.com/thanks',
        extExitURL: 'https://example.com/',
      }),
    );
  });

  app.test("offers 'Enable for all catalogs' once the model is used by two catalogs", async (page) => {
    const matter = await elementByName(app.product, app.admin, 'Matter');
    const catalog = (name: string) =>
      api(app.product, 'POST', `/${DEMO}/api/collections`, { name, type: matter._id }, app.admin.token);
    await catalog('Matters');
    await openDesigner(page, app.product, app.admin, 'Matter/apps/Engagement_letter');
    await page.getByLabel('LABEL', { exact: true }).waitFor();
    expect(await page.getByText('Enable for all catalogs').count()).toBe(0);

    await catalog('Archived_matters');
    await page.reload();
    await page.getByLabel('Enable for all catalogs').check();
    await saveChanges(page);
    await eventually(async () => expect(await savedApp()).toMatchObject({ enableApp: true }));
  });
});
