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
import { screenshots } from './interview-helpers';

/** The demo workspace's catalog, open to everyone: the workspace root opens it (000 §2.2). */
const DEMO_CATALOG = 'Clients';

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
    // §4: the confirmation is a toast (a success toast that stays until closed), not text on the form.
    const sent = toast(
      page,
      'A confirmation message has been sent to rita@example.test. Please click the confirm link in it to set your password and continue.',
    );
    await sent.waitFor({ timeout: 10_000 });
    expect(await sent.getAttribute('data-type')).toBe('success');
    expect(await page.locator('form').getByText('confirmation message').count()).toBe(0);

    const link = await mailedLink(app.product, 'rita@example.test', '/demo/confirm?');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Create your password' }).waitFor();
    await choosePassword(page, 'short');
    await toast(page, 'Choose a password that is 8 characters or longer').waitFor();
    await choosePassword(page, 'rita-secret-1', 'rita-secret-2');
    await toast(page, 'Passwords did not match; try again').waitFor();
    await choosePassword(page, 'rita-secret-1');

    await page.waitForURL(`**/demo/${DEMO_CATALOG}`, { timeout: 10_000 });
    await waitForSignedIn(page, 'Rita Register');
    expect(new URL(page.url()).pathname).toBe(`/demo/${DEMO_CATALOG}`);
    expect(typeof (await storedTokens(page)).demo).toBe('string');
  });

  app.test(
    "registering an address that already has an account shows the server's answer, for 5 s (§7)",
    async (page) => {
      await register(page, 'Someone', DEMO_ADMIN);
      const refused = toast(page, 'An account with this email already exists');
      await refused.waitFor({ timeout: 10_000 });
      const shownAt = Date.now();
      await page.getByRole('button', { name: 'REGISTER & CONFIRM' }).waitFor();
      await page.waitForTimeout(3000 - (Date.now() - shownAt));
      expect(await refused.isVisible()).toBe(true);
      await refused.waitFor({ state: 'detached', timeout: 6000 - (Date.now() - shownAt) });
    },
    30_000,
  );

  app.test(
    "a catalog's external link whose app is not open to external users offers no New user, and says why",
    async (page) => {
      // Signed out on the external link of an app without External access (the demo's Clients has no such app
      // open): the server would refuse a registration, so the screen offers none.
      await page.goto(`${app.product.url}/demo/${DEMO_CATALOG}/Intake?external`);
      const closed = page.getByTestId('registration-closed');
      await closed.waitFor({ timeout: 15_000 });
      expect(await closed.textContent()).toBe(
        'This link does not take new registrations. Sign in with your account, or ask whoever sent you the link to invite you.',
      );
      expect(await page.getByRole('radio', { name: 'New user' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'REGISTER & CONFIRM' }).count()).toBe(0);
      // Returning users still sign in here.
      await page.getByLabel('Password').waitFor();
      await screenshots('registration')(page, 'external-link-closed');
    },
  );

  app.test('registration checks the name and the address before sending', async (page) => {
    await register(page, 'R', 'not-an-address');
    expect(await page.getByLabel('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
  });
});
