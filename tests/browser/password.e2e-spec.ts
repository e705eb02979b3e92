import {
  DEMO_ADMIN,
  DEMO_ADMIN_PASSWORD,
  choosePassword,
  mailedLink,
  openEmailForm,
  signInThroughForm,
  toast,
  waitForSignedIn,
} from './access-helpers';
import { describeInBrowser, useProductInBrowser } from './browser-suite';

const PARAMS_ERROR = 'Error: expected parameters not supplied';

describeInBrowser('forgot password and create your password', () => {
  const app = useProductInBrowser();

  app.test('forgot password: the mail, a new password, and a sign-in with it', async (page) => {
    await openEmailForm(page, app.product);
    await page.getByRole('link', { name: 'Forgot your password' }).click();
    await page.waitForURL('**/demo/resetPassword');
    await page.getByLabel('Email').fill('not-valid');
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Email').fill(DEMO_ADMIN);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('You should receive an email with a link to reset your password.').waitFor();
    expect(await page.getByRole('button', { name: 'Send' }).count()).toBe(0);

    const link = await mailedLink(app.product, DEMO_ADMIN, '/demo/confirm?');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/demo/login');

    await page.goto(link);
    await choosePassword(page, 'brand-new-pass-1');
    await waitForSignedIn(page);

    // A new visitor signs in with the new password; the old one no longer works.
    const other = await app.session.newPage();
    try {
      await openEmailForm(other, app.product);
      await signInThroughForm(other, DEMO_ADMIN, DEMO_ADMIN_PASSWORD);
      await toast(other, 'does not match the user account').waitFor({ timeout: 10_000 });
      await signInThroughForm(other, DEMO_ADMIN, 'brand-new-pass-1');
      await waitForSignedIn(other);
    } finally {
      await other.context().close();
    }
  });

  app.test('create password without t shows nothing; broken parameters show the §8 error', async (page) => {
    await page.goto(`${app.product.url}/demo/confirm`);
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
      await page.goto(`${app.product.url}/demo/confirm?${query}`);
      await page.getByText(PARAMS_ERROR, { exact: true }).waitFor({ timeout: 10_000 });
    }
  });

  app.test('the Microsoft type welcomes and offers Sign in using Microsoft', async (page) => {
    await page.goto(`${app.product.url}/demo/confirm?t=abc&type=microsoft&internalEmail=ms%40demo.test`);
    await page.getByRole('heading', { name: 'Welcome' }).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Sign in using Microsoft' }).waitFor();
  });

  app.test("a failure without the server's reason says 'Please verify both password and try again.'", async (page) => {
    await page.route('**/demo/api/users/password', (route) => route.fulfill({ status: 502, body: '' }));
    await page.goto(`${app.product.url}/demo/confirm?t=some-token&type=default`);
    await choosePassword(page, 'long-enough-1');
    await toast(page, 'Please verify both password and try again.').waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/demo/confirm');
  });

  app.test('a garbled token is refused by the server and the screen says so', async (page) => {
    await page.goto(`${app.product.url}/demo/confirm?t=garbled-token&type=default`);
    await choosePassword(page, 'long-enough-1');
    await page.locator('[data-scope="toast"][data-part="root"]').first().waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/demo/confirm');
  });
});
