import type { Locator, Page } from 'playwright-core';
import { DEMO, eventually, openSignedIn, type ApiSession } from './access-session';
import { describeInBrowser } from './browser-suite';
import {
  VARIABLE_DATA_LOSS,
  dialog,
  elementsMenu,
  openDesigner,
  saveTypesByApi,
  useDesignerInBrowser,
} from './designer-helpers';
import type { Product } from './harness';

const PENDING_BLOCKS_REVERT = 'Save or revert your pending changes before reverting to an earlier version.';
const FORMULA_DATA_LOSS =
  'Changes to a formula name or type can cause data loss because the changes are not applied to existing records.';

/** A model saved three times through the API, as an author would in the designer. */
async function modelWithThreeVersions(product: Product, admin: ApiSession, name: string) {
  const save = (items: unknown[]) => saveTypesByApi(product, admin, items);
  const created = await save([{ action: 'add', kind: 'model', name }]);
  const id = created.added[0]._id;
  const v2 = await save([
    { action: 'add', kind: 'variable', parent: id, name: 'FirstName', type: 'text', isList: false, version: 1 },
    { action: 'add', kind: 'formula', parent: id, name: 'Total', type: 'number', expression: 'Price * 2', version: 1 },
    {
      action: 'add',
      kind: 'template',
      parent: id,
      name: 'Letter',
      type: 'text',
      text: 'Dear {FirstName}, hello.',
      version: 1,
    },
  ]);
  const model = await fetch(`${product.url}/${DEMO}/api/v2/types/model/${id}`, {
    headers: { Authorization: `Bearer ${admin.token}`, 'X-Min-Position': String(v2.position) },
  }).then((response) => response.json() as Promise<{ properties: { _id: string }[]; templates: { _id: string }[] }>);
  const variableId = model.properties[0]._id;
  await save([
    { action: 'update', kind: 'variable', parent: id, _id: variableId, name: 'GivenName', version: 2 },
    {
      action: 'update',
      kind: 'template',
      parent: id,
      _id: model.templates[0]._id,
      text: 'Dear Mr {GivenName}, hello.',
      version: 2,
    },
  ]);
  return { id, variableId };
}

describeInBrowser('designer: the history of a model', () => {
  const app = useDesignerInBrowser();

  const history = (page: Page) => page.getByTestId('history-panel');
  const rows = (page: Page) => history(page).getByTestId('version-row');
  const row = (page: Page, version: number) =>
    history(page).getByRole('listitem', { name: `Version ${version}`, exact: true });
  const summaries = (page: Page) => rows(page).getByTestId('version-summary').allTextContents();
  const rowAction = async (page: Page, version: number, action: string) => {
    await page.getByRole('button', { name: `Actions for version ${version}`, exact: true }).click();
    await page.getByRole('menuitem', { name: action, exact: true }).click();
  };
  /** Opens a model in the designer and its History tab (in the details panel on the right). */
  const openHistory = async (page: Page) => {
    await page.getByRole('tab', { name: 'History' }).click({ timeout: 15_000 });
    await rows(page).first().waitFor();
  };
  const openModel = async (page: Page, name: string) => {
    await openSignedIn(page, app.product, app.admin, `/${DEMO}/types/${name}`);
    await openHistory(page);
  };
  /** A new model saved three times, opened in the designer on its History tab. */
  const openModelWithThreeVersions = async (page: Page, name: string) => {
    await modelWithThreeVersions(app.product, app.admin, name);
    await openModel(page, name);
  };
  /** Opens the Deleted elements dialog from the designer's Elements menu. */
  const openDeletedElements = async (page: Page) => {
    await openDesigner(page, app.product, app.admin);
    await elementsMenu(page, 'Deleted elements');
  };
  const memberDiff = (page: Page, text: string): Locator =>
    dialog(page).getByTestId('member-diff').filter({ hasText: text });
  /** The variables the member list shows (the designer's left list of the Variables tab). */
  const variableNames = (page: Page) =>
    page
      .getByRole('region', { name: 'variables' })
      .getByTestId('member-row')
      .locator('button > p:first-child')
      .allTextContents();

  // First: no test of this block has deleted anything yet.
  app.test('says when there are no deleted elements', async (page) => {
    await openDeletedElements(page);
    await dialog(page).getByText('There are no deleted elements.').waitFor();
  });

  app.test(
    'lists every saved version newest first with author, time and summary',
    async (page) => {
      await openModelWithThreeVersions(page, 'HistoryList');
      await eventually(async () =>
        expect(await summaries(page)).toEqual([
          'variable GivenName changed, template Letter changed',
          'variable FirstName added, formula Total added, template Letter added',
          'model HistoryList created',
        ]),
      );
      const newest = row(page, 3);
      await eventually(async () => expect(await newest.textContent()).toContain(app.admin.user.name));
      // The time, in the workspace's locale, with the machine-readable time beside it.
      expect(await newest.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(await newest.locator('time').textContent()).toMatch(/\d/);
      // The latest version is the model as it is: nothing to revert to.
      await page.getByRole('button', { name: 'Actions for version 3', exact: true }).click();
      expect(await page.getByRole('menuitem', { name: 'Revert to this version' }).isDisabled()).toBe(true);
    },
    60_000,
  );

  app.test(
    'shows the history a page at a time, newest first, and the older versions with Show more',
    async (page) => {
      const { id } = await modelWithThreeVersions(app.product, app.admin, 'HistoryPaged');
      for (let version = 3; version < 25; version++) {
        await saveTypesByApi(app.product, app.admin, [
          { action: 'add', kind: 'variable', parent: id, name: `Extra${version}`, type: 'text', version },
        ]);
      }
      await openModel(page, 'HistoryPaged');
      await eventually(async () => expect(await rows(page).count()).toBe(20));
      expect(await rows(page).first().getAttribute('aria-label')).toBe('Version 25');
      expect(await rows(page).last().getAttribute('aria-label')).toBe('Version 6');
      await history(page).getByRole('button', { name: 'Show more' }).click();
      await eventually(async () => expect(await rows(page).count()).toBe(25));
      expect(await rows(page).last().getAttribute('aria-label')).toBe('Version 1');
      expect(await history(page).getByRole('button', { name: 'Show more' }).count()).toBe(0);
    },
    60_000,
  );

  app.test(
    'compares two versions side by side: added, renamed and retyped members, word diffs of text',
    async (page) => {
      const { id, variableId } = await modelWithThreeVersions(app.product, app.admin, 'HistoryCompare');
      // A fourth version retypes the variable.
      await saveTypesByApi(app.product, app.admin, [
        { action: 'update', kind: 'variable', parent: id, _id: variableId, type: 'number', version: 3 },
      ]);
      await openModel(page, 'HistoryCompare');
      // From a row, Compare opens on that version and the latest.
      await rowAction(page, 2, 'Compare');
      await dialog(page).getByRole('heading', { name: 'Version 2 → Version 4' }).waitFor();
      const changed = memberDiff(page, 'variable GivenName');
      await eventually(async () => expect(await changed.textContent()).toContain('renamed from FirstName'));
      expect(await changed.textContent()).toContain('text → number');
      const letter = memberDiff(page, 'template Letter');
      // Word diff: only the changed words are marked, deleted on the left, inserted on the right.
      expect(await letter.locator('ins').allTextContents()).toEqual(['Mr ', 'GivenName']);
      expect(await letter.locator('del').allTextContents()).toEqual(['FirstName']);
      expect(await letter.getByTestId('diff-before').textContent()).toBe('Dear {FirstName}, hello.');
      expect(await letter.getByTestId('diff-after').textContent()).toBe('Dear Mr {GivenName}, hello.');

      // The author picks the other version: from 1, everything was added.
      await dialog(page).getByLabel('From version').selectOption('1');
      await dialog(page).getByRole('heading', { name: 'Version 1 → Version 4' }).waitFor();
      await eventually(async () =>
        expect(await dialog(page).getByTestId('diff-summary').textContent()).toBe(
          'variable GivenName added, formula Total added, template Letter added',
        ),
      );
      expect(await memberDiff(page, 'formula Total').textContent()).toContain('added');
      expect(await memberDiff(page, 'formula Total').locator('ins').allTextContents()).toContain('Price * 2');

      await dialog(page).getByLabel('From version').selectOption('4');
      await dialog(page).getByText('These versions are the same.').waitFor();
      await dialog(page).getByRole('button', { name: 'Close' }).click();
      expect(await dialog(page).count()).toBe(0);
    },
    60_000,
  );

  app.test(
    'labels a version and removes the label',
    async (page) => {
      await openModelWithThreeVersions(page, 'HistoryLabel');
      await rowAction(page, 2, 'Label');
      await dialog(page).getByRole('heading', { name: 'Label version 2' }).waitFor();
      await dialog(page).getByLabel('Label').fill('Before the rename');
      await dialog(page).getByRole('button', { name: 'Ok' }).click();
      await eventually(async () =>
        expect(await row(page, 2).getByTestId('version-label').textContent()).toBe('Before the rename'),
      );
      // Labelling makes no new version.
      expect(await rows(page).count()).toBe(3);

      await rowAction(page, 2, 'Label');
      expect(await dialog(page).getByLabel('Label').inputValue()).toBe('Before the rename');
      await dialog(page).getByLabel('Label').fill('');
      await dialog(page).getByRole('button', { name: 'Ok' }).click();
      await eventually(async () => expect(await row(page, 2).getByTestId('version-label').count()).toBe(0));
    },
    60_000,
  );

  app.test(
    'reverts after a preview warning of data loss, shows the reverted model and a new version, and reverts the revert',
    async (page) => {
      await openModelWithThreeVersions(page, 'HistoryRevert');
      await eventually(async () => expect(await variableNames(page)).toEqual(['GivenName']));

      await rowAction(page, 2, 'Revert to this version');
      await dialog(page).getByRole('heading', { name: 'Revert to version 2' }).waitFor();
      // First what will change: from the latest version back to version 2, with the seed's warning.
      await dialog(page).getByRole('heading', { name: 'Version 3 → Version 2' }).waitFor();
      await dialog(page).getByText(VARIABLE_DATA_LOSS).waitFor();
      expect(await dialog(page).getByText(FORMULA_DATA_LOSS).count()).toBe(0);
      expect(await memberDiff(page, 'variable FirstName').textContent()).toContain('renamed from GivenName');
      await dialog(page).getByRole('button', { name: 'Revert' }).click();

      await eventually(async () => expect(await dialog(page).count()).toBe(0));
      await eventually(async () => expect(await rows(page).count()).toBe(4));
      expect(await row(page, 4).textContent()).toContain('reverted to version 2');
      expect(await rows(page).first().getAttribute('aria-label')).toBe('Version 4');
      await eventually(async () => expect(await variableNames(page)).toEqual(['FirstName']));

      // The revert can itself be reverted: version 3's names come back as version 5.
      await rowAction(page, 3, 'Revert to this version');
      await dialog(page).getByRole('heading', { name: 'Version 4 → Version 3' }).waitFor();
      await dialog(page).getByText(VARIABLE_DATA_LOSS).waitFor();
      await dialog(page).getByRole('button', { name: 'Revert' }).click();
      await eventually(async () => expect(await rows(page).count()).toBe(5));
      expect(await row(page, 5).textContent()).toContain('reverted to version 3');
      await eventually(async () => expect(await variableNames(page)).toEqual(['GivenName']));
    },
    60_000,
  );

  app.test(
    'disables revert while changes are pending, saying to save or revert them first',
    async (page) => {
      await openModelWithThreeVersions(page, 'HistoryPending');
      const revertItem = async (version: number) => {
        await page.getByRole('button', { name: `Actions for version ${version}`, exact: true }).click();
        const item = page.getByRole('menuitem', { name: 'Revert to this version' });
        const disabled = await item.isDisabled();
        await page.keyboard.press('Escape');
        return disabled;
      };
      expect(await revertItem(2)).toBe(false);
      await page.getByLabel('MODEL NAME').fill('HistoryPendingRenamed');
      await history(page).getByText(PENDING_BLOCKS_REVERT).waitFor();
      expect(await revertItem(2)).toBe(true);
      await page.getByRole('button', { name: 'Revert changes' }).click();
      await eventually(async () => expect(await history(page).getByText(PENDING_BLOCKS_REVERT).count()).toBe(0));
      expect(await revertItem(2)).toBe(false);
    },
    60_000,
  );

  app.test(
    'lists deleted models with who and when, restores one with its history, and says why another cannot be',
    async (page) => {
      const { id: gone } = await modelWithThreeVersions(app.product, app.admin, 'HistoryGone');
      await saveTypesByApi(app.product, app.admin, [{ action: 'remove', kind: 'model', _id: gone, version: 3 }]);
      // A deleted model whose name a live one has taken since.
      const { id: taken } = await modelWithThreeVersions(app.product, app.admin, 'HistoryTaken');
      await saveTypesByApi(app.product, app.admin, [{ action: 'remove', kind: 'model', _id: taken, version: 3 }]);
      await saveTypesByApi(app.product, app.admin, [{ action: 'add', kind: 'model', name: 'HistoryTaken' }]);

      await openDeletedElements(page);
      await dialog(page).getByRole('heading', { name: 'Deleted elements' }).waitFor();
      const goneRow = dialog(page).getByRole('listitem', { name: 'HistoryGone' });
      await eventually(async () => expect(await goneRow.textContent()).toContain(`Deleted by ${app.admin.user.name}`));

      await dialog(page).getByRole('button', { name: 'Restore HistoryTaken' }).click();
      await dialog(page).getByRole('alert').filter({ hasText: 'An element by this name already exists.' }).waitFor();

      await dialog(page).getByRole('button', { name: 'Restore HistoryGone' }).click();
      await page.waitForURL(`**/${DEMO}/types/HistoryGone**`);
      await openHistory(page);
      await eventually(async () =>
        expect(await summaries(page)).toEqual([
          'model HistoryGone restored',
          'model HistoryGone deleted',
          'variable GivenName changed, template Letter changed',
          'variable FirstName added, formula Total added, template Letter added',
          'model HistoryGone created',
        ]),
      );
      await eventually(async () => expect(await variableNames(page)).toEqual(['GivenName']));
    },
    60_000,
  );
});
