import { OAuthKeys } from '../../backend/src/oauth/oauth-keys';
import type { AuthSettings } from '../../backend/src/auth/auth-settings';
import { DEMO_ADMIN, DEMO_ADMIN_PASSWORD, openEmailForm, signInThroughForm } from './access-helpers';
import {
  browserTest,
  describeInBrowser,
  launchBrowser,
  startProduct,
  type BrowserSession,
  type Product,
} from './harness';

const AUTH_SECRET = 'session-browser-test-secret-0123456789abcdef';

const readTokens = () => JSON.parse(localStorage.getItem('tokens') ?? '{}') as Record<string, string>;

describeInBrowser('session', () => {
  let product: Product;
  let session: BrowserSession;
  beforeAll(async () => {
    // Access tokens expire after 2 s here, so a reload has to renew the session with the refresh token.
    product = await startProduct({ env: { ACCESS_TOKEN_TTL: '2', AUTH_SECRET } });
    session = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await session?.close();
    await product?.stop();
  });

  async function signInAnswer() {
    const response = await fetch(`${product.url}/demo/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: DEMO_ADMIN, password: DEMO_ADMIN_PASSWORD }, visitorId: 'browser-test' }),
    });
    return (await response.json()) as { token: string; refreshToken: string };
  }

  browserTest(
    'a token in query t (base64 JSON, as OAuth sign-in returns) signs in and leaves the address bar',
    () => session,
    async (page) => {
      const { token, refreshToken } = await signInAnswer();
      const t = Buffer.from(JSON.stringify({ token, refreshToken })).toString('base64');
      await page.goto(`${product.url}/demo/?t=${encodeURIComponent(t)}`);
      await page.getByText('Demo administrator').first().waitFor({ timeout: 10_000 });
      expect(new URL(page.url()).search).toBe('');
      expect(Object.keys(await page.evaluate(readTokens))).toContain('demo');
    },
  );

  browserTest(
    'a garbled t leads to the sign-in screen',
    () => session,
    async (page) => {
      await page.goto(`${product.url}/demo/?t=not-base64-json`);
      await page.waitForURL('**/demo/login', { timeout: 10_000 });
      await page.getByRole('button', { name: 'Sign in with email' }).waitFor();
    },
  );

  browserTest(
    'an expired access token is renewed with the refresh token on the next visit, and the new one is kept',
    () => session,
    async (page) => {
      await openEmailForm(page, product, 'demo');
      await signInThroughForm(page, DEMO_ADMIN, DEMO_ADMIN_PASSWORD);
      await page.getByText('Demo administrator').first().waitFor({ timeout: 10_000 });
      const before = (await page.evaluate(readTokens)).demo;
      await page.waitForTimeout(3000);
      await page.reload();
      await page.getByText('Demo administrator').first().waitFor({ timeout: 10_000 });
      const after = (await page.evaluate(readTokens)).demo;
      expect(after).toBeDefined();
      expect(after).not.toBe(before);
    },
  );

  browserTest(
    'the Microsoft identity of query p opens its one workspace and is exchanged for a session there',
    () => session,
    async (page) => {
      const keys = new OAuthKeys({ secret: AUTH_SECRET } as AuthSettings);
      const identity = keys.signIdentity({ mail: DEMO_ADMIN, provider: 'microsoft', subject: 'ms-subject-1' });
      const p = JSON.stringify({ token: identity, workspaces: [{ name: 'demo', label: 'Demo workspace' }] });
      await page.goto(`${product.url}/?p=${encodeURIComponent(p)}`);
      await page.getByText('Demo administrator').first().waitFor({ timeout: 10_000 });
      expect(new URL(page.url()).pathname).toBe('/demo/');
      const stored = (await page.evaluate(readTokens)).demo;
      expect(stored).toBeDefined();
      expect(stored).not.toBe(identity);
    },
  );

  browserTest(
    "the workspace entry's 'Sign in with Microsoft' goes to /oauth/microsoft with the page origin",
    () => session,
    async (page) => {
      await page.goto(product.url);
      const request = page.waitForRequest((r) => r.url().includes('/oauth/microsoft'));
      await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
      const url = new URL((await request).url());
      expect(url.pathname).toBe('/oauth/microsoft');
      expect(url.searchParams.get('redirect')).toBe(product.url);
    },
  );

  browserTest(
    "a failed OAuth sign-in's error is shown as a toast that stays, and leaves the address bar",
    () => session,
    async (page) => {
      const message =
        'There is no account for nobody@elsewhere.test in this workspace. Ask an administrator to add you.';
      await page.goto(`${product.url}/demo/login?error=${encodeURIComponent(message)}`);
      await page.getByText(message).waitFor({ timeout: 10_000 });
      expect(new URL(page.url()).search).toBe('');
      await page.waitForTimeout(5500);
      expect(await page.getByText(message).isVisible()).toBe(true);
    },
  );

  browserTest(
    'an error text the server never sends is replaced by the generic one',
    () => session,
    async (page) => {
      await page.goto(
        `${product.url}/demo/login?error=${encodeURIComponent('Call 0800 123 456 to unlock your account')}`,
      );
      await page.getByText('Sign-in failed. Please try again.').waitFor({ timeout: 10_000 });
      expect(await page.getByText('Call 0800').count()).toBe(0);
    },
  );
});
