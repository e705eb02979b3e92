import {
  AUTHENTICATION_INVALID_MESSAGE,
  SIGN_IN_BAD_BOTH_MESSAGE,
  SIGN_IN_BAD_EMAIL_MESSAGE,
  SIGN_IN_BAD_PASSWORD_MESSAGE,
} from '../../frontend/src/lib/validation/access-rules.messages';
import {
  DEMO_ADMIN,
  openEmailForm,
  signInAsDemoAdmin,
  signInThroughForm,
  storedTokens,
  toast,
  waitForSignedIn,
} from './access-helpers';
import { describeInBrowser, useProductInBrowser } from './browser-suite';

/** The demo workspace's catalog, open to everyone: the workspace root opens it (000 §2.2). */
const DEMO_CATALOG = 'Clients';

describeInBrowser('sign-in screens', () => {
  const app = useProductInBrowser();

  app.test('the choice offers the social providers and e-mail; BACK returns to it', async (page) => {
    await page.goto(`${app.product.url}/demo/login`);
    for (const name of ['Sign in with Google', 'Sign in with Facebook', 'Sign in with Microsoft'])
      await page.getByRole('button', { name }).waitFor();
    await page.getByRole('button', { name: 'Sign in with email' }).click();
    expect(await page.getByRole('radio', { name: 'Returning user' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'New user' }).check();
    await page.getByLabel('Full name').waitFor();
    await page.getByRole('button', { name: 'REGISTER & CONFIRM' }).waitFor();
    await page.getByRole('button', { name: 'BACK' }).click();
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
  });

  app.test(
    'the demo admin signs in; the token is kept for the workspace and it becomes lastWorkspace',
    async (page) => {
      await signInAsDemoAdmin(page, app.product);
      await page.waitForURL(`${app.product.url}/demo/${DEMO_CATALOG}`, { timeout: 10_000 });
      expect(typeof (await storedTokens(page)).demo).toBe('string');
      expect(await page.evaluate(() => localStorage.getItem('lastWorkspace'))).toBe('demo');
      // A reload validates the stored token with isAuth and stays signed in.
      await page.reload();
      await waitForSignedIn(page);
    },
  );

  app.test(
    'malformed input is refused before any call, with the §8 texts, as toasts that stay',
    async (page) => {
      const calls: string[] = [];
      page.on('request', (request) => request.url().includes('/auth/signin') && calls.push(request.url()));
      await openEmailForm(page, app.product);
      await signInThroughForm(page, 'not-an-email', 'long-enough-1');
      await toast(page, SIGN_IN_BAD_EMAIL_MESSAGE).waitFor();
      expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
      await signInThroughForm(page, DEMO_ADMIN, 'short');
      await toast(page, SIGN_IN_BAD_PASSWORD_MESSAGE).waitFor();
      await signInThroughForm(page, 'nope', 'x');
      await toast(page, SIGN_IN_BAD_BOTH_MESSAGE).waitFor();
      // Request errors close after 5 s; sign-in errors must not.
      await page.waitForTimeout(6000);
      expect(await toast(page, SIGN_IN_BAD_EMAIL_MESSAGE).isVisible()).toBe(true);
      expect(calls).toEqual([]);
    },
    45_000,
  );

  app.test("a sign-in answer without a token says 'Authentication invalid' and stays signed out", async (page) => {
    await page.route('**/demo/api/auth/signin', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ user: { _id: 'u1', name: 'Nobody', mail: DEMO_ADMIN } }),
      }),
    );
    await openEmailForm(page, app.product);
    await signInThroughForm(page, DEMO_ADMIN, 'long-enough-1');
    await toast(page, AUTHENTICATION_INVALID_MESSAGE).waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/demo/login');
    expect((await storedTokens(page)).demo).toBeUndefined();
  });

  app.test("an unknown e-mail and a wrong password get the server's §8 text", async (page) => {
    const answers: string[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/auth/signin'))
        answers.push(((await response.json()) as { message: string }).message);
    });
    await openEmailForm(page, app.product);
    await signInThroughForm(page, 'nobody@demo.test', 'whatever-1');
    await page.waitForFunction(() => document.querySelectorAll('[data-scope="toast"][data-part="root"]').length > 0);
    await signInThroughForm(page, DEMO_ADMIN, 'wrong-password-1');
    for (let i = 0; i < 100 && answers.length < 2; i++) await page.waitForTimeout(100);
    expect(answers).toHaveLength(2);
    const allowed = [SIGN_IN_BAD_EMAIL_MESSAGE, SIGN_IN_BAD_PASSWORD_MESSAGE, SIGN_IN_BAD_BOTH_MESSAGE];
    for (const message of answers) {
      expect(allowed).toContain(message);
      await toast(page, message).first().waitFor();
    }
    expect(new URL(page.url()).pathname).toBe('/demo/login');
  });
});
