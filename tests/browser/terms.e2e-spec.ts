import { DEMO, DEMO_ADMIN, DEMO_ADMIN_PASSWORD, api, openSignedIn, signInByApi } from './access-session';
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

const TERMS = 'Be kind to each other.\nKeep client data private.';

describeInBrowser('terms of service', () => {
  let product: Product;
  let session: BrowserSession;

  beforeAll(async () => {
    product = await startProduct();
    session = await launchBrowser();
    await operator(product, 'PATCH', `/${DEMO}/settings`, { terms: TERMS });
    await waitForTenancy(product, DEMO, (t) => (t.settings as { terms?: string } | undefined)?.terms === TERMS);
  }, 60_000);
  afterAll(async () => {
    await session?.close();
    await product?.stop();
  });

  const modal = (page: import('playwright-core').Page) => page.getByRole('dialog', { name: 'Terms of Service' });

  browserTest(
    'REJECT signs out: back to the sign-in screen, the token forgotten and refused by the server',
    () => session,
    async (page) => {
      const admin = await signInByApi(product, DEMO_ADMIN, DEMO_ADMIN_PASSWORD);
      await openSignedIn(page, product, admin, `/${DEMO}/`);
      await modal(page).waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('terms-text').innerText()).toBe(TERMS);
      await modal(page).getByRole('button', { name: 'REJECT' }).click();
      await modal(page).waitFor({ state: 'detached' });
      await page.waitForURL(`**/${DEMO}/login`);
      const tokens = await page.evaluate(() => JSON.parse(localStorage.getItem('tokens') ?? '{}'));
      expect(tokens[DEMO]).toBeUndefined();
      const check = await api<{ isAuth: boolean }>(product, 'POST', `/${DEMO}/api/isAuth/`, {
        token: admin.token,
        visitorId: admin.visitorId,
      });
      expect(check.isAuth).toBe(false);
    },
  );

  browserTest(
    'ACCEPT stores lastAccepted and the modal does not come back',
    () => session,
    async (page) => {
      const admin = await signInByApi(product, DEMO_ADMIN, DEMO_ADMIN_PASSWORD);
      expect(admin.user.lastAccepted).toBeUndefined();
      await openSignedIn(page, product, admin, `/${DEMO}/`);
      await modal(page).getByRole('button', { name: 'ACCEPT' }).click({ timeout: 15_000 });
      await page.getByText(/^Welcome, /).waitFor({ timeout: 10_000 });
      expect(await modal(page).count()).toBe(0);

      const users = await api<{ mail: string; lastAccepted?: string }[]>(
        product,
        'GET',
        `/${DEMO}/api/users`,
        undefined,
        admin.token,
      );
      const accepted = users.find((u) => u.mail === DEMO_ADMIN)?.lastAccepted;
      expect(accepted).toBeDefined();
      expect(Date.now() - Date.parse(accepted!)).toBeLessThan(60_000);

      await page.reload();
      await page.getByText(/^Welcome, /).waitFor({ timeout: 15_000 });
      expect(await modal(page).count()).toBe(0);
    },
  );
});
