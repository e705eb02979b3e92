import { DEMO, DEMO_ADMIN, DEMO_ADMIN_PASSWORD, api, openSignedIn, signInByApi } from './access-session';
import {
  browserTest,
  describeInBrowser,
  launchBrowser,
  startProduct,
  type BrowserSession,
  type Product,
} from './harness';

describeInBrowser('user menu', () => {
  let product: Product;
  let session: BrowserSession;

  beforeAll(async () => {
    product = await startProduct();
    session = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await session?.close();
    await product?.stop();
  });

  browserTest(
    "shows the administrator's name and e-mail, opens Users, and Log Out ends the session",
    () => session,
    async (page) => {
      const admin = await signInByApi(product, DEMO_ADMIN, DEMO_ADMIN_PASSWORD);
      await openSignedIn(page, product, admin, `/${DEMO}/`);
      await page.getByRole('button', { name: 'User menu' }).click({ timeout: 15_000 });
      const menu = page.getByRole('menu');
      await menu.getByText(DEMO_ADMIN, { exact: true }).waitFor();
      await menu.getByText(admin.user.name, { exact: true }).waitFor();

      await menu.getByRole('menuitem', { name: 'Users' }).click();
      await page.getByRole('heading', { name: 'USERS' }).waitFor({ timeout: 10_000 });
      expect(new URL(page.url()).pathname).toBe(`/${DEMO}/users`);

      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Log Out' }).click();
      await page.waitForURL(`**/${DEMO}/login`);
      const stored = await page.evaluate(() => ({
        tokens: JSON.parse(localStorage.getItem('tokens') ?? '{}'),
        lastWorkspace: localStorage.getItem('lastWorkspace'),
      }));
      expect(stored.tokens[DEMO]).toBeUndefined();
      expect(stored.lastWorkspace).toBeNull();
      const check = await api<{ isAuth: boolean }>(product, 'POST', `/${DEMO}/api/isAuth/`, {
        token: admin.token,
        visitorId: admin.visitorId,
      });
      expect(check.isAuth).toBe(false);

      // Reloading stays signed out.
      await page.reload();
      await page.waitForURL(`**/${DEMO}/login`);
      expect(await page.getByRole('button', { name: 'User menu' }).count()).toBe(0);
    },
  );
});
