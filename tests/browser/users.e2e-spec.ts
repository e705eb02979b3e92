import type { Page } from 'playwright-core';
import {
  api,
  DEMO,
  DEMO_ADMIN,
  DEMO_ADMIN_PASSWORD,
  eventually,
  openSignedIn,
  signInByApi,
  type ApiSession,
} from './access-session';
import {
  browserTest,
  describeInBrowser,
  launchBrowser,
  operator,
  startProduct,
  waitForTenancy,
  type BrowserSession,
  type Product,
} from './harness';

const LICENCE =
  'Please note: adding users in excess of your current license allotment will increase the amount of your monthly bill.';
const CONFIRM_DELETE = 'Are you sure you want to permanently delete the user?';

describeInBrowser('users screen', () => {
  let product: Product;
  let session: BrowserSession;
  let admin: ApiSession;

  beforeAll(async () => {
    product = await startProduct();
    session = await launchBrowser();
    admin = await signInByApi(product, DEMO_ADMIN, DEMO_ADMIN_PASSWORD);
    const add = (name: string, mail: string) =>
      api(
        product,
        'POST',
        `/${DEMO}/api/users`,
        { name, mail, isAdmin: false, pass: '', type: 'default' },
        admin.token,
      );
    await add('Bob Builder', 'bob@demo.test');
    // Support: the build's default vendor domain (VITE_SUPPORT_MAIL_DOMAIN unset).
    await add('Sam Support', 'sam@support.example.com');
  }, 60_000);
  afterAll(async () => {
    await session?.close();
    await product?.stop();
  });

  const rows = (page: Page) => page.getByTestId('user-row');
  const rowNames = async (page: Page) => (await rows(page).locator('p:first-child').allTextContents()).sort();
  const details = (page: Page) => page.getByTestId('user-details');
  const box = (page: Page, label: string) => page.getByRole('checkbox', { name: label, exact: true });
  const dialog = (page: Page) => page.getByRole('dialog');
  const openUsers = async (page: Page) => {
    await openSignedIn(page, product, admin, `/${DEMO}/users`);
    await page.getByRole('heading', { name: 'USERS' }).waitFor({ timeout: 15_000 });
    await rows(page).first().waitFor();
  };
  const expectNames = async (page: Page, names: string[]) => {
    await eventually(async () => expect(await rowNames(page)).toEqual([...names].sort()));
  };

  browserTest(
    'searches after 400 ms, by name or e-mail and case aside, and filters Users, Admins, External, Support',
    () => session,
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
      expect(await page.getByRole('list').count()).toBe(0);
      await box(page, 'External').uncheck();
      await expectNames(page, everyone);
    },
  );

  browserTest(
    'selects a user to show their details; changing a filter selects the first user again',
    () => session,
    async (page) => {
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
    },
  );

  browserTest(
    'adds a user: licence warning, the three §5 messages, spaces stripped from the e-mail',
    () => session,
    async (page) => {
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

      const users = await api<{ mail: string; name: string }[]>(
        product,
        'GET',
        `/${DEMO}/api/users`,
        undefined,
        admin.token,
      );
      expect(users.find((u) => u.mail === 'carol@demo.test')?.name).toBe('Carol Cook');
    },
  );

  browserTest(
    'edits a user with the pencil: name and role',
    () => session,
    async (page) => {
      await api(
        product,
        'POST',
        `/${DEMO}/api/users`,
        { name: 'Dan Draft', mail: 'dan@demo.test', isAdmin: false, pass: '', type: 'default' },
        admin.token,
      );
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
    },
  );

  browserTest(
    'deletes a user after the confirmation, then selects the first user',
    () => session,
    async (page) => {
      await api(
        product,
        'POST',
        `/${DEMO}/api/users`,
        { name: 'Zed Zero', mail: 'zed@demo.test', isAdmin: false, pass: '', type: 'default' },
        admin.token,
      );
      await openUsers(page);
      await rows(page).filter({ hasText: 'Zed Zero' }).click();
      await details(page).getByRole('heading', { name: 'Zed Zero' }).waitFor();
      await page.getByRole('button', { name: 'Actions for Zed Zero' }).click();
      await page.getByRole('menuitem', { name: 'Delete user' }).click();
      await dialog(page).getByText(CONFIRM_DELETE, { exact: true }).waitFor();
      // Cancel keeps the user.
      await dialog(page).getByRole('button', { name: 'Cancel' }).click();
      await rows(page).filter({ hasText: 'Zed Zero' }).waitFor();

      await page.getByRole('button', { name: 'Actions for Zed Zero' }).click();
      await page.getByRole('menuitem', { name: 'Delete user' }).click();
      await dialog(page).getByRole('button', { name: 'Delete' }).click();
      await rows(page).filter({ hasText: 'Zed Zero' }).waitFor({ state: 'detached' });
      const first = (await rows(page).first().locator('p:first-child').textContent())!;
      await details(page).getByRole('heading', { name: first }).waitFor();
      const users = await api<{ mail: string }[]>(product, 'GET', `/${DEMO}/api/users`, undefined, admin.token);
      expect(users.some((u) => u.mail === 'zed@demo.test')).toBe(false);
    },
  );
  browserTest(
    'External shows users who came through a link; their role cannot be changed',
    () => session,
    async (page) => {
      const created = await api<{ link: { linkId: string } }>(
        product,
        'POST',
        `/${DEMO}/api/links`,
        {
          userEmail: 'erin@client.test',
          userName: 'Erin External',
          catalogName: 'Matters',
          recordId: 'r1',
          appName: 'Letter',
        },
        admin.token,
      );
      await api(product, 'POST', `/${DEMO}/api/auth/registrationByLink`, {
        linkId: created.link.linkId,
        user: { email: 'erin@client.test', name: 'Erin External', pass: 'external-pass-1' },
      });
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
    },
  );

  browserTest(
    'with ms_auth_int new users are Microsoft accounts: no type switch and no name',
    () => session,
    async (page) => {
      await operator(product, 'PUT', `/${DEMO}/addons/ms_auth_int`, { enabled: true });
      await waitForTenancy(product, DEMO, (t) => JSON.stringify(t.addons).includes('ms_auth_int'));
      await openUsers(page);
      await page.getByRole('button', { name: 'Add New User' }).click();
      await dialog(page).getByRole('heading', { name: 'New User' }).waitFor();
      expect(await dialog(page).getByLabel('Email').count()).toBe(1);
      expect(await dialog(page).getByLabel('Name').count()).toBe(0);
      expect(await dialog(page).getByLabel('Microsoft').count()).toBe(0);
      await dialog(page).getByLabel('Email').fill('mo@demo.test');
      await dialog(page).getByRole('button', { name: 'Ok' }).click();
      await dialog(page).waitFor({ state: 'detached' });
      const users = await api<{ mail: string; type: string }[]>(
        product,
        'GET',
        `/${DEMO}/api/users`,
        undefined,
        admin.token,
      );
      expect(users.find((u) => u.mail === 'mo@demo.test')?.type).toBe('microsoft');
    },
  );
});
