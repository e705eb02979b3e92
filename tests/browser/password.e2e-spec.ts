import { DEMO_ADMIN, DEMO_ADMIN_PASSWORD, mailedLink, openEmailForm, signInThroughForm, toast } from './access-helpers';
import {
  browserTest,
  describeInBrowser,
  launchBrowser,
  startProduct,
  type BrowserSession,
  type Product,
} from './harness';

const PARAMS_ERROR = 'Error: expected parameters not supplied';

describeInBrowser('forgot password and create your password', () => {
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
    'forgot password: the mail, a new password, and a sign-in with it',
    () => session,
    async (page) => {
      await openEmailForm(page, product, 'demo');
      await page.getByRole('link', { name: 'Forgot your password' }).click();
      await page.waitForURL('**/demo/resetPassword');
      await page.getByLabel('Email').fill('not-valid');
      await page.getByRole('button', { name: 'Send' }).click();
      expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
      await page.getByLabel('Email').fill(DEMO_ADMIN);
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByText('You should receive an email with a link to reset your password.').waitFor();
      expect(await page.getByRole('button', { name: 'Send' }).count()).toBe(0);

      const link = await mailedLink(product, DEMO_ADMIN, '/demo/confirm?');
      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL('**/demo/login');

      await page.goto(link);
      await page.getByLabel('Password', { exact: true }).fill('brand-new-pass-1');
      await page.getByLabel('Confirm Password').fill('brand-new-pass-1');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Demo administrator').first().waitFor({ timeout: 10_000 });

      // A new visitor signs in with the new password; the old one no longer works.
      const other = await session.newPage();
      try {
        await openEmailForm(other, product, 'demo');
        await signInThroughForm(other, DEMO_ADMIN, DEMO_ADMIN_PASSWORD);
        await toast(other, 'does not match the user account').waitFor({ timeout: 10_000 });
        await signInThroughForm(other, DEMO_ADMIN, 'brand-new-pass-1');
        await other.getByText('Demo administrator').first().waitFor({ timeout: 10_000 });
      } finally {
        await other.context().close();
      }
    },
  );

  browserTest(
    'create password without t shows nothing; broken parameters show the §8 error',
    () => session,
    async (page) => {
      await page.goto(`${product.url}/demo/confirm`);
      await page.locator('#root').waitFor({ state: 'attached' });
      await page.waitForTimeout(500);
      expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
      expect(await page.getByText(PARAMS_ERROR).count()).toBe(0);

      for (const query of [
        't=abc&type=weird',
        't=&type=default',
        't=abc&type=microsoft',
        't=abc&backLink=https://evil.test/',
      ]) {
        await page.goto(`${product.url}/demo/confirm?${query}`);
        await page.getByText(PARAMS_ERROR, { exact: true }).waitFor({ timeout: 10_000 });
      }
    },
  );

  browserTest(
    'the Microsoft type welcomes and offers Sign in using Microsoft',
    () => session,
    async (page) => {
      await page.goto(`${product.url}/demo/confirm?t=abc&type=microsoft&internalEmail=ms%40demo.test`);
      await page.getByRole('heading', { name: 'Welcome' }).waitFor({ timeout: 10_000 });
      await page.getByRole('button', { name: 'Sign in using Microsoft' }).waitFor();
    },
  );

  browserTest(
    'a garbled token is refused by the server and the screen says so',
    () => session,
    async (page) => {
      await page.goto(`${product.url}/demo/confirm?t=garbled-token&type=default`);
      await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
      await page.getByLabel('Confirm Password').fill('long-enough-1');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.locator('[data-scope="toast"][data-part="root"]').first().waitFor({ timeout: 10_000 });
      expect(new URL(page.url()).pathname).toBe('/demo/confirm');
    },
  );
});
