import { OAuthKeys } from '../../backend/src/oauth/oauth-keys';
import type { AuthSettings } from '../../backend/src/auth/auth-settings';
import { DEMO_ADMIN, DEMO_ADMIN_PASSWORD, signInAsDemoAdmin, storedTokens, waitForSignedIn } from './access-helpers';
import { signInByApi } from './access-session';
import { describeInBrowser, useProductInBrowser } from './browser-suite';

const AUTH_SECRET = 'session-browser-test-secret-0123456789abcdef';

/** The demo workspace's catalog, open to everyone: the workspace root opens it (000 §2.2). */
const DEMO_CATALOG = 'Clients';

describeInBrowser('session', () => {
  // Access tokens expire after 2 s here, so a reload has to renew the session with the refresh token.
  const app = useProductInBrowser({ env: { ACCESS_TOKEN_TTL: '2', AUTH_SECRET } });

  app.test(
    'a token in query t (base64 JSON, as OAuth sign-in returns) signs in and leaves the address bar',
    async (page) => {
      const { token, refreshToken } = await signInByApi(app.product, DEMO_ADMIN, DEMO_ADMIN_PASSWORD);
      const t = Buffer.from(JSON.stringify({ token, refreshToken })).toString('base64');
      await page.goto(`${app.product.url}/demo/?t=${encodeURIComponent(t)}`);
      await waitForSignedIn(page);
      expect(new URL(page.url()).search).toBe('');
      expect(Object.keys(await storedTokens(page))).toContain('demo');
    },
  );

  app.test('a garbled t leads to the sign-in screen', async (page) => {
    await page.goto(`${app.product.url}/demo/?t=not-base64-json`);
    await page.waitForURL('**/demo/login', { timeout: 10_000 });
    await page.getByRole('button', { name: 'Sign in with email' }).waitFor();
  });

  app.test(
    'an expired access token is renewed with the refresh token on the next visit, and the new one is kept',
    async (page) => {
      await signInAsDemoAdmin(page, app.product);
      const before = (await storedTokens(page)).demo;
      await page.waitForTimeout(3000);
      await page.reload();
      await waitForSignedIn(page);
      const after = (await storedTokens(page)).demo;
      expect(after).toBeDefined();
      expect(after).not.toBe(before);
    },
  );

  app.test(
    'the Microsoft identity of query p opens its one workspace and is exchanged for a session there',
    async (page) => {
      const keys = new OAuthKeys({ secret: AUTH_SECRET } as AuthSettings);
      const identity = keys.signIdentity({ mail: DEMO_ADMIN, provider: 'microsoft', subject: 'ms-subject-1' });
      const p = JSON.stringify({ token: identity, workspaces: [{ name: 'demo', label: 'Demo workspace' }] });
      await page.goto(`${app.product.url}/?p=${encodeURIComponent(p)}`);
      await page.waitForURL(`**/demo/${DEMO_CATALOG}`, { timeout: 15_000 });
      await waitForSignedIn(page);
      expect(new URL(page.url()).pathname).toBe(`/demo/${DEMO_CATALOG}`);
      const stored = (await storedTokens(page)).demo;
      expect(stored).toBeDefined();
      expect(stored).not.toBe(identity);
    },
  );

  app.test(
    "the workspace entry's 'Sign in with Microsoft' goes to /oauth/microsoft with the page origin",
    async (page) => {
      await page.goto(app.product.url);
      const request = page.waitForRequest((r) => r.url().includes('/oauth/microsoft'));
      await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
      const url = new URL((await request).url());
      expect(url.pathname).toBe('/oauth/microsoft');
      expect(url.searchParams.get('redirect')).toBe(app.product.url);
    },
  );

  app.test(
    "a failed OAuth sign-in's error is shown as a toast that stays, and leaves the address bar",
    async (page) => {
      const message =
        'There is no account for nobody@elsewhere.test in this workspace. Ask an administrator to add you.';
      await page.goto(`${app.product.url}/demo/login?error=${encodeURIComponent(message)}`);
      await page.getByText(message).waitFor({ timeout: 10_000 });
      expect(new URL(page.url()).search).toBe('');
      await page.waitForTimeout(5500);
      expect(await page.getByText(message).isVisible()).toBe(true);
    },
  );

  app.test('an error text the server never sends is replaced by the generic one', async (page) => {
    await page.goto(
      `${app.product.url}/demo/login?error=${encodeURIComponent('Call 0800 123 456 to unlock your account')}`,
    );
    await page.getByText('Sign-in failed. Please try again.').waitFor({ timeout: 10_000 });
    expect(await page.getByText('Call 0800').count()).toBe(0);
  });
});
