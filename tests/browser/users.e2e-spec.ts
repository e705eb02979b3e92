import type { Page } from 'playwright-core';
import {
  DEMO,
  DEMO_ADMIN,
  addUserByApi,
  api,
  eventually,
  listUsers,
  openSignedIn,
  registerExternalByLink,
  signInDemoAdminByApi,
  type ApiSession,
} from './access-session';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { enableAddon } from './harness';

const LICENCE =
  'Please note: adding users in excess of your current license allotment will increase the amount of your monthly bill.';
const CONFIRM_DELETE = 'Are you sure you want to permanently delete the user?';

describeInBrowser('users screen', () => {
  let admin: ApiSession;
  const app = useProductInBrowser({
    prepare: async (product) => {
      admin = await signInDemoAdminByApi(product);
      await addUserByApi(product, admin, 'Bob Builder', 'bob@demo.test');
      // Support: the build's default vendor domain (VITE_SUPPORT_MAIL_DOMAIN unset).
      await addUserByApi(product, admin, 'Sam Support', 'sam@support.example.com');
    },
  });

  const rows = (page: Page) => page.getByTestId('user-row');
  const rowNames = async (page: Page) => (await rows(page).locator('p:first-child').allTextContents()).sort();
  const details = (page: Page) => page.getByTestId('user-details');
  const box = (page: Page, label: string) => page.getByRole('checkbox', { name: label, exact: true });
  const dialog = (page: Page) => page.getByRole('dialog');
  const openUsers = async (page: Page) => {
    await openSignedIn(page, app.product, admin, `/${DEMO}/users`);
    await page.getByRole('heading', { name: 'USERS' }).waitFor({ timeout: 15_000 });
    await rows(page).first().waitFor();
  };
  const expectNames = async (page: Page, names: string[]) => {
    await eventually(async () => expect(await rowNames(page)).toEqual([...names].sort()));
  };

  app.test(
    'searches after 400 ms, by name or e-mail and case aside, and filters Users, Admins, External, Support',
    async (page) => {
      await openUsers(page);
      const everyone = ['Bob Builder', 'Demo Administrator', 'Sam Support'];
      const adminName = (await rowNames(page)).find((n) => !['Bob Builder', 'Sam Support'].includes(n))!;
      everyone[1] = adminName;
      await expectNames(page, everyone);

      await page.getByLabel('Search users').fill('BOB');
      // Debounced: a moment later the list has not changed yet.
      await page.waitForTimeout(150);
      expect((await rowNames(page)).length).toBe(3);
      await expectNames(page, ['Bob Builder']);
      await page.getByLabel('Search users').fill('support.EXAMPLE');
      await expectNames(page, ['Sam Support']);
      await page.getByLabel('Search users').fill('');
      await expectNames(page, everyone);

      await box(page, 'Admins').check();
      await expectNames(page, [adminName]);
      await box(page, 'Admins').uncheck();
      await box(page, 'Users').check();
      await expectNames(page, ['Bob Builder', 'Sam Support']);
      await box(page, 'Users').uncheck();
      await box(page, 'Support').check();
      await expectNames(page, ['Sam Support']);
      await box(page, 'Support').uncheck();
      // Nobody is external: the list hides and no user is shown.
      await box(page, 'External').check();
      await eventually(async () => expect(await rows(page).count()).toBe(0));
      // No users list on the screen (the top bar's catalog links, the demo workspace's Clients, are a list of their own).
      expect(await page.getByRole('main').getByRole('list').count()).toBe(0);
      await box(page, 'External').uncheck();
      await expectNames(page, everyone);
    },
  );

  app.test('selects a user to show their details; changing a filter selects the first user again', async (page) => {
    await openUsers(page);
    const first = (await rows(page).first().locator('p:first-child').textContent())!;
    await rows(page).filter({ hasText: 'Bob Builder' }).click();
    await details(page).getByRole('heading', { name: 'Bob Builder' }).waitFor();
    const text = await details(page).innerText();
    expect(text).toContain('bob@demo.test');
    expect(text).toMatch(/Administrator\s+No/);
    expect(text).toMatch(/External\s+No/);
    expect(text).toContain('Date created');
    expect(text).not.toContain('Last login');

    await box(page, 'Users').check();
    const firstUser = (await rows(page).first().locator('p:first-child').textContent())!;
    await details(page).getByRole('heading', { name: firstUser }).waitFor();
    await box(page, 'Users').uncheck();
    await details(page).getByRole('heading', { name: first }).waitFor();
    // The administrator has signed in, so their last login shows.
    await rows(page).filter({ hasText: DEMO_ADMIN }).click();
    await details(page).getByText('Last login').waitFor();
  });

  app.test('adds a user: licence warning, the three §5 messages, spaces stripped from the e-mail', async (page) => {
    await openUsers(page);
    await page.getByRole('button', { name: 'Add New User' }).click();
    await page.getByText(LICENCE, { exact: true }).waitFor();
    await dialog(page).getByRole('heading', { name: 'New User' }).waitFor();
    const width = await dialog(page).evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(400);

    await dialog(page).getByRole('button', { name: 'Ok' }).click();
    await dialog(page).getByText('From is not a valid email', { exact: true }).waitFor();
    await dialog(page).getByText('That name is empty', { exact: true }).waitFor();

    await dialog(page).getByLabel('Email').fill('BOB@demo.test');
    await dialog(page).getByLabel('Name').fill('Bobby');
    await dialog(page).getByRole('button', { name: 'Ok' }).click();
    await dialog(page).getByText('That email is taken. Try another.', { exact: true }).waitFor();

    // A Microsoft account has no name field.
    await dialog(page).getByLabel('Microsoft').check();
    expect(await dialog(page).getByLabel('Name').count()).toBe(0);
    await dialog(page).getByLabel('Default').check();

    await dialog(page).getByLabel('Email').pressSequentially(' carol @demo.test ');
    await dialog(page).getByLabel('Email').fill('');
    await dialog(page).getByLabel('Email').pressSequentially('carol @demo.test');
    expect(await dialog(page).getByLabel('Email').inputValue()).toBe('carol@demo.test');
    await dialog(page).getByLabel('Name').fill('Carol Cook');
    await dialog(page).getByRole('button', { name: 'Ok' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await rows(page).filter({ hasText: 'Carol Cook' }).waitFor();
    // The warning stays (persistent).
    expect(await page.getByText(LICENCE, { exact: true }).isVisible()).toBe(true);

    const users = await listUsers<{ mail: string; name: string }>(app.product, admin);
    expect(users.find((u) => u.mail === 'carol@demo.test')?.name).toBe('Carol Cook');
  });

  app.test('edits a user with the pencil: name and role', async (page) => {
    await addUserByApi(app.product, admin, 'Dan Draft', 'dan@demo.test');
    await openUsers(page);
    await rows(page).filter({ hasText: 'Dan Draft' }).click();
    await details(page).getByRole('button', { name: 'Edit user' }).click();
    await dialog(page).getByRole('heading', { name: 'Edit User' }).waitFor();
    expect(await dialog(page).getByLabel('Email').inputValue()).toBe('dan@demo.test');
    await dialog(page).getByLabel('Name').fill('');
    await dialog(page).getByRole('button', { name: 'Ok' }).click();
    await dialog(page).getByText('That name is empty', { exact: true }).waitFor();
    await dialog(page).getByLabel('Name').fill('Dan Done');
    await dialog(page).getByLabel('Admin', { exact: true }).check();
    await dialog(page).getByRole('button', { name: 'Ok' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await details(page).getByRole('heading', { name: 'Dan Done' }).waitFor();
    expect(await details(page).innerText()).toMatch(/Administrator\s+Yes/);
  });

  app.test(
    "editing an address into another user's is refused with the §5 text; the own address is not",
    async (page) => {
      await addUserByApi(app.product, admin, 'Eve Edit', 'eve@demo.test');
      await openUsers(page);
      await rows(page).filter({ hasText: 'Eve Edit' }).click();
      await details(page).getByRole('button', { name: 'Edit user' }).click();
      await dialog(page).getByRole('heading', { name: 'Edit User' }).waitFor();
      await dialog(page).getByLabel('Email').fill('BOB@demo.test');
      await dialog(page).getByRole('button', { name: 'Ok' }).click();
      await dialog(page).getByText('That email is taken. Try another.', { exact: true }).waitFor();
      // Her own address is not "taken".
      await dialog(page).getByLabel('Email').fill('eve@demo.test');
      await dialog(page).getByLabel('Name').fill('Eve Edited');
      await dialog(page).getByRole('button', { name: 'Ok' }).click();
      await dialog(page).waitFor({ state: 'detached' });
      await details(page).getByRole('heading', { name: 'Eve Edited' }).waitFor();
    },
  );

  app.test(
    'editing a Microsoft account locks its e-mail (it comes from Microsoft); the name still changes',
    async (page) => {
      const microsoft = { name: 'Mo Soft', mail: 'mo.soft@demo.test', isAdmin: false, pass: '', type: 'microsoft' };
      await api(app.product, 'POST', `/${DEMO}/api/users`, microsoft, admin.token);
      await openUsers(page);
      await rows(page).filter({ hasText: 'Mo Soft' }).click();
      await details(page).getByRole('button', { name: 'Edit user' }).click();
      await dialog(page).getByRole('heading', { name: 'Edit User' }).waitFor();
      const email = dialog(page).getByLabel('Email');
      expect(await email.inputValue()).toBe('mo.soft@demo.test');
      expect(await email.isEditable()).toBe(false);
      await dialog(page).getByLabel('Name').fill('Mo Renamed');
      await dialog(page).getByRole('button', { name: 'Ok' }).click();
      await dialog(page).waitFor({ state: 'detached' });
      await details(page).getByRole('heading', { name: 'Mo Renamed' }).waitFor();
      const users = await listUsers<{ mail: string; name: string }>(app.product, admin);
      expect(users.find((u) => u.mail === 'mo.soft@demo.test')?.name).toBe('Mo Renamed');
    },
  );

  app.test('deletes a user after the confirmation, then selects the first user', async (page) => {
    await addUserByApi(app.product, admin, 'Zed Zero', 'zed@demo.test');
    await openUsers(page);
    await rows(page).filter({ hasText: 'Zed Zero' }).click();
    await details(page).getByRole('heading', { name: 'Zed Zero' }).waitFor();
    await page.getByRole('button', { name: 'Actions for Zed Zero' }).click();
    await page.getByRole('menuitem', { name: 'Delete user' }).click();
    await dialog(page).getByText(CONFIRM_DELETE, { exact: true }).waitFor();
    // The keyboard stays in the dialog: focus starts inside, and Tab cycles Cancel → Delete → Cancel.
    const focusedInDialog = () =>
      page.evaluate(() => document.querySelector('[role="dialog"]')!.contains(document.activeElement));
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(await focusedInDialog()).toBe(true);
    expect(await focusedText()).toBe('Cancel');
    for (const expected of ['Delete', 'Cancel', 'Delete']) {
      await page.keyboard.press('Tab');
      expect(await focusedText()).toBe(expected);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusedText()).toBe('Cancel');
    // Cancel keeps the user.
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await rows(page).filter({ hasText: 'Zed Zero' }).waitFor();

    await page.getByRole('button', { name: 'Actions for Zed Zero' }).click();
    await page.getByRole('menuitem', { name: 'Delete user' }).click();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await rows(page).filter({ hasText: 'Zed Zero' }).waitFor({ state: 'detached' });
    const first = (await rows(page).first().locator('p:first-child').textContent())!;
    await details(page).getByRole('heading', { name: first }).waitFor();
    const users = await listUsers(app.product, admin);
    expect(users.some((u) => u.mail === 'zed@demo.test')).toBe(false);
  });
  app.test('External shows users who came through a link; their role cannot be changed', async (page) => {
    await registerExternalByLink(app.product, admin);
    await openUsers(page);
    await box(page, 'External').check();
    await expectNames(page, ['Erin External']);
    await details(page).getByRole('heading', { name: 'Erin External' }).waitFor();
    expect(await details(page).innerText()).toMatch(/External\s+Yes/);
    await details(page).getByRole('button', { name: 'Edit user' }).click();
    await dialog(page).getByRole('heading', { name: 'Edit User' }).waitFor();
    expect(await dialog(page).getByLabel('Admin', { exact: true }).isDisabled()).toBe(true);
    expect(await dialog(page).getByLabel('User', { exact: true }).isDisabled()).toBe(true);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'detached' });
  });

  app.test('with ms_auth_int new users are Microsoft accounts: no type switch and no name', async (page) => {
    await enableAddon(app.product, DEMO, 'ms_auth_int');
    await openUsers(page);
    await page.getByRole('button', { name: 'Add New User' }).click();
    await dialog(page).getByRole('heading', { name: 'New User' }).waitFor();
    expect(await dialog(page).getByLabel('Email').count()).toBe(1);
    expect(await dialog(page).getByLabel('Name').count()).toBe(0);
    expect(await dialog(page).getByLabel('Microsoft').count()).toBe(0);
    await dialog(page).getByLabel('Email').fill('mo@demo.test');
    await dialog(page).getByRole('button', { name: 'Ok' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    const users = await listUsers<{ mail: string; type: string }>(app.product, admin);
    expect(users.find((u) => u.mail === 'mo@demo.test')?.type).toBe('microsoft');
  });
});
