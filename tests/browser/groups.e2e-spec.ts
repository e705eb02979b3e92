import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO, addUserByApi, eventually, openSignedIn, signInDemoAdminByApi, type ApiSession } from './access-session';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { api, operator, ROOT, waitForTenancy } from './harness';

interface GroupJson {
  _id: string;
  name: string;
  members: string[];
  version: number;
}

const SHOTS = join(ROOT, 'test-results', 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `groups-${name}.png`) });

/**
 * Notification groups (002 §3 Group, §7 GET /api/groups) on the users screen's GROUPS tab, and the external link
 * and Notification group of a catalog's app settings (002 §6), on the built product in Chromium.
 */
describeInBrowser('notification groups', () => {
  let admin: ApiSession;
  const users: Record<string, string> = {};
  const app = useProductInBrowser({
    prepare: async (product) => {
      admin = await signInDemoAdminByApi(product);
      for (const [name, mail] of [
        ['Ada Lovelace', 'ada@demo.test'],
        ['Bob Builder', 'bob@demo.test'],
      ]) {
        users[name] = ((await addUserByApi(product, admin, name, mail)) as { _id: string })._id;
      }
      // 002 §6: external access (and with it the link and the group choice) needs registration on.
      await operator(product, 'PATCH', `/${DEMO}/settings`, { isRegistration: true });
      await waitForTenancy(
        product,
        DEMO,
        (tenancy) => (tenancy.settings as { isRegistration?: boolean } | undefined)?.isRegistration === true,
      );
    },
  });

  const call = <T>(method: string, path: string, body?: unknown) =>
    api<T>(app.product, method, `/${DEMO}/api${path}`, body, admin.token);
  const listGroups = () => call<GroupJson[]>('GET', '/groups');
  const removeAllGroups = async () => {
    for (const group of await listGroups()) await call('DELETE', `/groups/${group._id}`);
  };

  app.test('adds, renames, fills and deletes groups on the GROUPS tab of the users screen', async (page) => {
    await removeAllGroups();
    await openSignedIn(page, app.product, admin, `/${DEMO}/users`);
    const usersTab = page.getByRole('tab', { name: 'USERS' });
    await usersTab.waitFor({ timeout: 15_000 });
    await page.getByTestId('user-row').first().waitFor();
    await shot(page, 'users-tab');
    expect(await usersTab.getAttribute('aria-selected')).toBe('true');
    // The tab list is used with the keyboard: the arrow moves to GROUPS and opens it.
    await usersTab.focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'GROUPS', selected: true }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('GROUPS');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('groups');
    await page.getByText('No groups yet.', { exact: false }).waitFor();
    await shot(page, 'empty');

    await page.getByRole('button', { name: 'Add a group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a group' });
    const name = dialog.getByLabel('Group name');
    expect(await name.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.getByText('Please provide a name.').waitFor();
    await name.fill('x'.repeat(51));
    await dialog.getByText('Group names cannot exceed 50 characters.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Add' }).isDisabled()).toBe(true);
    await name.fill('Partners');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const details = page.getByTestId('group-details');
    await details.getByRole('heading', { name: 'Partners' }).waitFor();
    await page.getByTestId('group-row').filter({ hasText: 'No members' }).waitFor();

    // Members are ticked among the users; external users are not offered.
    const members = page.getByRole('region', { name: 'Members' });
    await members.getByLabel(/Ada Lovelace/).check();
    await members.getByLabel(/Bob Builder/).check();
    await members.getByLabel(/Bob Builder/).uncheck();
    await members.getByRole('button', { name: 'Revert' }).click();
    expect(await members.getByLabel(/Ada Lovelace/).isChecked()).toBe(false);
    await members.getByLabel(/Ada Lovelace/).check();
    await members.getByLabel(/Bob Builder/).check();
    await members.getByRole('button', { name: 'Save members' }).click();
    await page.getByTestId('group-row').filter({ hasText: '2 members' }).waitFor();
    expect(await members.getByRole('button', { name: 'Save members' }).count()).toBe(0);
    await eventually(async () =>
      expect((await listGroups()).map(({ name: n, members: m }) => ({ n, m: [...m].sort() }))).toEqual([
        { n: 'Partners', m: [users['Ada Lovelace'], users['Bob Builder']].sort() },
      ]),
    );
    await shot(page, 'full');

    // A second group: its name is checked against the others whatever the case.
    await page.getByRole('button', { name: 'Add a group' }).click();
    await dialog.getByLabel('Group name').fill('PARTNERS');
    await dialog.getByText('A group by this name already exists.').waitFor();
    await shot(page, 'name-taken');
    await dialog.getByLabel('Group name').fill('Associates');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached' });
    await details.getByRole('heading', { name: 'Associates' }).waitFor();

    await page.getByTestId('group-row').filter({ hasText: 'Partners' }).click();
    await details.getByRole('button', { name: 'Rename group' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename group' });
    expect(await rename.getByLabel('Group name').inputValue()).toBe('Partners');
    await rename.getByLabel('Group name').fill('Senior partners');
    await rename.getByRole('button', { name: 'Save' }).click();
    await rename.waitFor({ state: 'detached' });
    await details.getByRole('heading', { name: 'Senior partners' }).waitFor();

    // Someone else changes the group meanwhile: the save is refused with the reason, and the ticks stay.
    const [senior] = (await listGroups()).filter((group) => group.name === 'Senior partners');
    await call('PUT', `/groups/${senior._id}`, { members: [users['Ada Lovelace']] });
    await members.getByLabel(/Ada Lovelace/).uncheck();
    await members.getByRole('button', { name: 'Save members' }).click();
    await members.getByRole('alert').filter({ hasText: 'was changed by someone else' }).waitFor();
    await shot(page, 'conflict');
    expect(await members.getByLabel(/Ada Lovelace/).isChecked()).toBe(false);
    expect(await members.getByLabel(/Bob Builder/).isChecked()).toBe(true);
    // Saving again, on the group as read again, keeps what was ticked.
    await eventually(async () => {
      await members.getByRole('button', { name: 'Save members' }).click();
      await page.getByTestId('group-row').filter({ hasText: 'Senior partners1 member' }).waitFor({ timeout: 1000 });
    });
    expect((await listGroups()).find((group) => group._id === senior._id)?.members).toEqual([users['Bob Builder']]);

    await page.getByTestId('group-row').filter({ hasText: 'Associates' }).click();
    await details.getByRole('button', { name: 'Delete group' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete group' });
    await confirm.getByText('Associates').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await eventually(async () =>
      expect(await page.getByTestId('group-row').allTextContents()).toEqual(['Senior partners1 member']),
    );

    // The tab is in the address: a reload opens GROUPS again, as saved.
    await page.reload();
    await details.getByRole('heading', { name: 'Senior partners' }).waitFor({ timeout: 15_000 });
    const saved = page.getByRole('region', { name: 'Members' });
    expect(await saved.getByLabel(/Bob Builder/).isChecked()).toBe(true);
    expect(await saved.getByLabel(/Ada Lovelace/).isChecked()).toBe(false);
  });

  app.test(
    'shows the external link with a copy button and the notification group of an app open to external users',
    async (page) => {
      await removeAllGroups();
      for (const catalog of await call<{ _id: string }[]>('GET', '/collections')) {
        await call('DELETE', `/collections/${catalog._id}`);
      }
      const model = await call<{ added: { _id: string }[] }>('POST', '/v2/types', {
        items: [{ action: 'add', kind: 'model', name: 'Matter' }],
      });
      const matterId = model.added[0]._id;
      await call('POST', '/v2/types', {
        items: [
          {
            action: 'add',
            kind: 'app',
            parent: matterId,
            name: 'Intake',
            label: 'Client intake',
            extUsers: true,
            version: 1,
          },
        ],
      });
      await call('POST', '/collections', { name: 'Matters', type: matterId });
      const reviewers = await call<GroupJson>('POST', '/groups', {
        name: 'Reviewers',
        members: [users['Ada Lovelace']],
      });
      const gone = await call<GroupJson>('POST', '/groups', { name: 'Archive team' });

      await openSignedIn(page, app.product, admin, `/${DEMO}/catalogs`);
      await page.getByRole('heading', { name: 'DATA CATALOGS' }).waitFor({ timeout: 15_000 });
      const intake = page.getByRole('group', { name: 'App Client intake' });
      const external = intake.getByLabel('External access');
      await external.waitFor();
      // No link and no group choice until external access is checked.
      expect(await intake.getByLabel('External link', { exact: true }).count()).toBe(0);
      expect(await intake.getByLabel('Notification group').count()).toBe(0);
      await external.check();
      const link = intake.getByLabel('External link', { exact: true });
      expect(await link.inputValue()).toBe(`${new URL(page.url()).origin}/${DEMO}/Matters/Intake?external`);
      await intake.getByRole('button', { name: 'Copy the external link of Client intake' }).click();
      await page.getByText('Data copied to the clipboard').waitFor();

      const group = intake.getByLabel('Notification group');
      await eventually(async () =>
        expect(await group.locator('option').allTextContents()).toEqual(['None', 'Archive team', 'Reviewers']),
      );
      expect(await group.inputValue()).toBe('');
      await group.selectOption({ label: 'Archive team' });
      const appsSection = page.getByRole('region', { name: 'Apps on this catalog' });
      await appsSection.screenshot({ path: join(SHOTS, 'groups-catalog-app-settings.png') });
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await eventually(async () => {
        const [saved] = await call<{ appOptions: Record<string, unknown>[] }[]>('GET', '/collections');
        expect(saved.appOptions).toEqual([
          expect.objectContaining({ appName: 'Intake', extAccess: true, notification: gone._id }),
        ]);
      });

      // A group deleted since stays visible as such, rather than vanishing from the choice.
      await call('DELETE', `/groups/${gone._id}`);
      await page.reload();
      const again = page.getByRole('group', { name: 'App Client intake' }).getByLabel('Notification group');
      await eventually(async () =>
        expect(await again.locator('option').allTextContents()).toEqual(['None', '(deleted group)', 'Reviewers']),
      );
      expect(await again.inputValue()).toBe(gone._id);
      await page
        .getByRole('region', { name: 'Apps on this catalog' })
        .screenshot({ path: join(SHOTS, 'groups-deleted-group.png') });
      await again.selectOption({ label: 'Reviewers' });
      expect(await again.inputValue()).toBe(reviewers._id);
      // Unticking external access hides the link and the choice again.
      await page.getByRole('group', { name: 'App Client intake' }).getByLabel('External access').uncheck();
      expect(
        await page
          .getByRole('group', { name: 'App Client intake' })
          .getByLabel('External link', { exact: true })
          .count(),
      ).toBe(0);
    },
  );
});
