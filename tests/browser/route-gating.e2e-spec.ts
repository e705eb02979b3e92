import {
  DEMO,
  DEMO_ADMIN,
  DEMO_ADMIN_PASSWORD,
  api,
  openSignedIn,
  setPasswordAndSignIn,
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

describeInBrowser('signed-in route gating', () => {
  let product: Product;
  let session: BrowserSession;
  let admin: ApiSession;
  let member: ApiSession;

  beforeAll(async () => {
    product = await startProduct();
    session = await launchBrowser();
    admin = await signInByApi(product, DEMO_ADMIN, DEMO_ADMIN_PASSWORD);
    await api(
      product,
      'POST',
      `/${DEMO}/api/users`,
      { name: 'Mia Member', mail: 'mia@demo.test', isAdmin: false, pass: '', type: 'default' },
      admin.token,
    );
    member = await setPasswordAndSignIn(product, 'mia@demo.test', 'member-pass-1');
  }, 60_000);
  afterAll(async () => {
    await session?.close();
    await product?.stop();
  });

  const pathOf = (url: string) => new URL(url).pathname;

  browserTest(
    'a non-administrator opening /users is sent to the workspace root, and has no Users entry',
    () => session,
    async (page) => {
      await openSignedIn(page, product, member, `/${DEMO}/users`);
      await page.getByText('Welcome, Mia Member.').waitFor({ timeout: 15_000 });
      expect(pathOf(page.url())).toBe(`/${DEMO}/`);
      expect(await page.getByRole('heading', { name: 'USERS' }).count()).toBe(0);
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Log Out' }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'Users' }).count()).toBe(0);
    },
  );

  browserTest(
    'an administrator reaches /users; /login while signed in leads to the root',
    () => session,
    async (page) => {
      await openSignedIn(page, product, admin, `/${DEMO}/users`);
      await page.getByRole('heading', { name: 'USERS' }).waitFor({ timeout: 15_000 });
      await page.goto(`${product.url}/${DEMO}/login`);
      await page.getByText(/^Welcome, /).waitFor({ timeout: 15_000 });
      expect(pathOf(page.url())).toBe(`/${DEMO}/`);
    },
  );

  browserTest(
    'config-clio redirects to the root unless the clio add-on is on',
    () => session,
    async (page) => {
      await openSignedIn(page, product, admin, `/${DEMO}/config-clio`);
      await page.getByText(/^Welcome, /).waitFor({ timeout: 15_000 });
      expect(pathOf(page.url())).toBe(`/${DEMO}/`);

      await operator(product, 'PUT', `/${DEMO}/addons/clio`, { enabled: true });
      await waitForTenancy(product, DEMO, (t) => JSON.stringify(t.addons).includes('clio'));
      await page.goto(`${product.url}/${DEMO}/config-clio`);
      await page.getByText('The Clio connection is configured here.').waitFor({ timeout: 15_000 });
      expect(pathOf(page.url())).toBe(`/${DEMO}/config-clio`);
    },
  );
  browserTest(
    'an external user who arrived through a link is kept out of /users and config-clio',
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
      const registered = await api<{ token: string; refreshToken?: string; user: ApiSession['user'] }>(
        product,
        'POST',
        `/${DEMO}/api/auth/registrationByLink`,
        {
          linkId: created.link.linkId,
          user: { email: 'erin@client.test', name: 'Erin External', pass: 'external-pass-1' },
        },
      );
      const external: ApiSession = { ...registered, visitorId: 'browser-test-external' };
      for (const path of ['users', 'config-clio']) {
        await openSignedIn(page, product, external, `/${DEMO}/${path}`);
        await page.getByText('Welcome, Erin External.').waitFor({ timeout: 15_000 });
        expect(pathOf(page.url())).toBe(`/${DEMO}/`);
        expect(await page.getByRole('heading', { name: 'USERS' }).count()).toBe(0);
      }
    },
  );
});
