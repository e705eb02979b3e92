import type { Page } from 'playwright-core';
import {
  DEMO_ADMIN,
  choosePassword,
  mailedLink,
  openEmailForm,
  storedTokens,
  toast,
  waitForSignedIn,
} from './access-helpers';
import { describeInBrowser, useProductInBrowser } from './browser-suite';

describeInBrowser('registration by e-mail', () => {
  const app = useProductInBrowser();

  /** Opens the e-mail form as a new user and asks to register `name` with `email`. */
  async function register(page: Page, name: string, email: string) {
    await openEmailForm(page, app.product);
    await page.getByRole('radio', { name: 'New user' }).check();
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'REGISTER & CONFIRM' }).click();
  }

  app.test('a new user registers, opens the mailed link, creates a password and is signed in', async (page) => {
    await register(page, 'Rita Register', ' Rita@Example.TEST ');
    await page.getByText(/confirmation message has been sent to rita@example\.test/).waitFor({ timeout: 10_000 });

    const link = await mailedLink(app.product, 'rita@example.test', '/demo/confirm?');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Create your password' }).waitFor();
    await choosePassword(page, 'short');
    await toast(page, 'Choose a password that is 8 characters or longer').waitFor();
    await choosePassword(page, 'rita-secret-1', 'rita-secret-2');
    await toast(page, 'Passwords did not match; try again').waitFor();
    await choosePassword(page, 'rita-secret-1');

    await waitForSignedIn(page, 'Rita Register');
    expect(new URL(page.url()).pathname).toBe('/demo/');
    expect(typeof (await storedTokens(page)).demo).toBe('string');
  });

  app.test("registering an address that already has an account shows the server's answer", async (page) => {
    await register(page, 'Someone', DEMO_ADMIN);
    await toast(page, 'An account with this email already exists').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'REGISTER & CONFIRM' }).waitFor();
  });

  app.test('registration checks the name and the address before sending', async (page) => {
    await register(page, 'R', 'not-an-address');
    expect(await page.getByLabel('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
  });
});
