import {
  api,
  DEMO,
  DEMO_ADMIN,
  DEMO_ADMIN_PASSWORD,
  openSignedIn,
  outboxOf,
  signInByApi,
  waitForMail,
  type ApiSession,
} from './access-session';
import {
  browserTest,
  describeInBrowser,
  launchBrowser,
  startProduct,
  type BrowserSession,
  type Product,
} from './harness';

describeInBrowser("users screen: the administrator's RESET PASSWORD", () => {
  let product: Product;
  let session: BrowserSession;
  let admin: ApiSession;

  beforeAll(async () => {
    product = await startProduct();
    session = await launchBrowser();
    admin = await signInByApi(product, DEMO_ADMIN, DEMO_ADMIN_PASSWORD);
    await api(
      product,
      'POST',
      `/${DEMO}/api/users`,
      { name: 'Bob Builder', mail: 'bob@demo.test', isAdmin: false, pass: '', type: 'default' },
      admin.token,
    );
  }, 60_000);
  afterAll(async () => {
    await session?.close();
    await product?.stop();
  });

  browserTest(
    'RESET PASSWORD mails the user a link and says so',
    () => session,
    async (page) => {
      await openSignedIn(page, product, admin, `/${DEMO}/users`);
      const details = page.getByTestId('user-details');
      const seen = (await outboxOf(product)).map((m) => m.file);
      await page.getByTestId('user-row').filter({ hasText: 'Bob Builder' }).click({ timeout: 15_000 });
      await details.getByRole('heading', { name: 'Bob Builder' }).waitFor();
      await details.getByRole('button', { name: 'RESET PASSWORD' }).click();
      await page
        .getByText('Thank you. An email containing a link to reset the password has been sent.', { exact: true })
        .waitFor({ timeout: 10_000 });
      const mail = await waitForMail(product, 'bob@demo.test', seen);
      expect(mail.links.some((link) => new URL(link.url).searchParams.has('t'))).toBe(true);
    },
  );
});
