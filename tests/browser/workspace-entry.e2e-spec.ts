import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import type { AuthSettings } from '../../backend/src/auth/auth-settings';
import { OAuthKeys } from '../../backend/src/oauth/oauth-keys';
import { DEMO_ADMIN, DEMO_ADMIN_PASSWORD, waitForSignedIn } from './access-helpers';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { FRONTEND_DIST } from './harness';

const TITLE = 'Sign in to your workspace';
const NAME_RULE = 'Sorry, only letters (a-z), numbers (0-9) are allowed.';
const NOT_FOUND = "We couldn't find your workspace.";

describeInBrowser('workspace entry screen', () => {
  const app = useProductInBrowser();

  const nameInput = (page: Page) => page.getByLabel('Workspace name');
  const continueButton = (page: Page) => page.getByRole('button', { name: 'CONTINUE' });
  const text = (page: Page, value: string) => page.getByText(value, { exact: true }).waitFor({ timeout: 10_000 });

  app.test(
    'shows the title, OR and the Microsoft button; CONTINUE is disabled while the name is empty',
    async (page) => {
      await page.goto(app.product.url);
      await page.getByRole('heading', { name: TITLE }).waitFor();
      await text(page, 'OR');
      expect(await page.getByRole('button', { name: 'Sign in with Microsoft' }).isVisible()).toBe(true);
      expect(await continueButton(page).isDisabled()).toBe(true);
    },
  );

  app.test('explains the name rule and keeps CONTINUE disabled for an invalid name', async (page) => {
    await page.goto(app.product.url);
    await nameInput(page).fill('Acme Corp');
    await text(page, NAME_RULE);
    expect(await continueButton(page).isDisabled()).toBe(true);
    await nameInput(page).fill('acme');
    expect(await page.getByText(NAME_RULE).count()).toBe(0);
    expect(await continueButton(page).isEnabled()).toBe(true);
  });

  app.test("gives the server's length limit (63 characters) before asking it, as it would", async (page) => {
    const TOO_LONG = 'Workspace name is too long: at most 63 characters.';
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/isTenancy/')) asked.push(r.url());
    });
    await page.goto(app.product.url);
    await nameInput(page).fill('a'.repeat(64));
    await text(page, TOO_LONG);
    expect(await continueButton(page).isDisabled()).toBe(true);
    expect(await page.getByText(NOT_FOUND).count()).toBe(0);
    // The server says the same of such a name.
    const answer = await fetch(`${app.product.url}/api/isTenancy/${'a'.repeat(64)}`);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe(TOO_LONG);

    await nameInput(page).fill('a'.repeat(63));
    expect(await page.getByText(TOO_LONG).count()).toBe(0);
    await continueButton(page).click();
    await text(page, NOT_FOUND);
    expect(asked.map((url) => new URL(url).pathname)).toEqual([`/api/isTenancy/${'a'.repeat(63)}`]);
  });

  app.test('says it cannot find an unknown workspace', async (page) => {
    await page.goto(app.product.url);
    await nameInput(page).fill('nosuchworkspace');
    await continueButton(page).click();
    await text(page, NOT_FOUND);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  app.test('opens the demo workspace sign-in page with its label, then offers it in the dropdown', async (page) => {
    await page.goto(app.product.url);
    await nameInput(page).fill('demo');
    await continueButton(page).click();
    await page.waitForURL('**/demo/login');
    const label = await page.getByTestId('workspace-label').textContent({ timeout: 10_000 });
    expect(label?.trim().length).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Forgot your password' }).isVisible()).toBe(true);
    expect(await page.title()).toBe(label?.trim());

    // Back on the entry screen, the workspace used before is offered.
    await page.goto(app.product.url);
    await nameInput(page).click();
    const option = page.getByRole('option', { name: /demo/ });
    await option.waitFor({ timeout: 5_000 });
    await option.click();
    expect(await nameInput(page).inputValue()).toBe('demo');
  });

  app.test('starts with the name of the workspace opened last (lastWorkspace), ready to CONTINUE', async (page) => {
    await page.goto(app.product.url);
    expect(await nameInput(page).inputValue()).toBe('');
    await nameInput(page).fill('demo');
    await continueButton(page).click();
    await page.waitForURL('**/demo/login');
    await page.getByTestId('workspace-label').waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('lastWorkspace'))).toBe('demo');

    await page.goto(app.product.url);
    await page.getByRole('heading', { name: TITLE }).waitFor();
    expect(await nameInput(page).inputValue()).toBe('demo');
    expect(await continueButton(page).isEnabled()).toBe(true);

    // Signing out forgets lastWorkspace: nothing is prefilled then.
    await page.evaluate(() => localStorage.removeItem('lastWorkspace'));
    await page.reload();
    await page.getByRole('heading', { name: TITLE }).waitFor();
    expect(await nameInput(page).inputValue()).toBe('');
  });

  app.test('sends an unknown workspace in the path back to the entry screen with a banner', async (page) => {
    await page.goto(`${app.product.url}/x/login`);
    await text(page, 'Workspace x not found!');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('heading', { name: TITLE }).waitFor();
  });

  app.test('redirects any other signed-out path of a workspace to its sign-in page', async (page) => {
    await page.goto(`${app.product.url}/demo/some/where`);
    await page.waitForURL('**/demo/login');
    await page.getByTestId('workspace-label').waitFor();
  });

  app.test('shows the 404 page for a path that cannot be a workspace', async (page) => {
    await page.goto(`${app.product.url}/Not_A-Workspace/page`);
    await text(page, "404. That's an error.");
  });

  app.test('lists the workspaces of the p parameter and searches them by name or label', async (page) => {
    const p = JSON.stringify({
      token: 'central-token',
      workspaces: [
        { name: 'demo', label: 'Demo Workspace' },
        { name: 'acme', label: 'Acme LLP' },
        { name: 'zeta', label: 'Zeta Partners' },
      ],
    });
    await page.goto(`${app.product.url}/?p=${encodeURIComponent(p)}`);
    await page.getByRole('button', { name: /Acme LLP/ }).waitFor();
    expect(await page.getByRole('list', { name: 'Your workspaces' }).getByRole('button').count()).toBe(3);
    await page.getByLabel('Search workspaces').fill('PARTN');
    // The search waits 400 ms after the last keystroke.
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Your workspaces"] button').length === 1);
    expect(await page.getByRole('button', { name: /Zeta Partners/ }).isVisible()).toBe(true);
    await page.getByLabel('Search workspaces').fill('dem');
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Your workspaces"] button').length === 1);
    await page.getByRole('button', { name: /Demo Workspace/ }).click();
    // The token is kept for the chosen workspace, which then opens (and, with no real session, signs out).
    await page.waitForURL('**/demo/login');
  });

  app.test('opens the only workspace of the p parameter directly', async (page) => {
    const p = JSON.stringify({ token: 'central-token', workspaces: [{ name: 'demo', label: 'Demo' }] });
    await page.goto(`${app.product.url}/?p=${encodeURIComponent(p)}`);
    await page.waitForURL('**/demo/login');
  });
});

describeInBrowser('workspace entry screen after a Microsoft sign-in with several workspaces', () => {
  const AUTH_SECRET = 'workspace-entry-browser-test-secret-0123456789';
  const square = (size: number, padding = '') =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="#1d6b3a"/>${padding}</svg>`;
  // A logo well over the 2 KB p may carry: the auth host sends null for it in p, and in full from workspace/list.
  const BIG_LOGO = `data:image/svg+xml;base64,${Buffer.from(square(40, `<!-- ${'logo '.repeat(800)}-->`)).toString('base64')}`;
  const SMALL_LOGO = `data:image/svg+xml;base64,${Buffer.from(square(8)).toString('base64')}`;
  const app = useProductInBrowser({
    env: { AUTH_SECRET },
    setup: [
      [
        'create',
        'bigco',
        '--label',
        'Big Co',
        '--logo',
        BIG_LOGO,
        '--admin',
        DEMO_ADMIN,
        '--admin-password',
        DEMO_ADMIN_PASSWORD,
        '--admin-name',
        'Big Co administrator',
      ],
    ],
  });
  /** demo's administrator, who is also bigco's, signed in with Microsoft: p as the auth host sends it. */
  const param = () =>
    JSON.stringify({
      token: new OAuthKeys({ secret: AUTH_SECRET } as AuthSettings).signIdentity({
        mail: DEMO_ADMIN,
        provider: 'microsoft',
        subject: 'ms-entry-1',
      }),
      workspaces: [
        { name: 'bigco', label: 'Big Co', logo: null },
        { name: 'demo', label: 'Demo workspace', logo: SMALL_LOGO },
      ],
    });
  const logoOf = (page: Page, name: string) => page.getByTestId(`workspace-logo-${name}`);
  const shown = (page: Page, name: string) =>
    logoOf(page, name).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

  app.test('lists the workspaces with workspace/list, so a large data-URI logo shows, and enters one', async (page) => {
    expect(BIG_LOGO.length).toBeGreaterThan(2048);
    const listed = page.waitForResponse((r) => r.url().endsWith('/oauth/workspace/list'), { timeout: 15_000 });
    await page.goto(`${app.product.url}/?p=${encodeURIComponent(param())}`);
    expect((await listed).status()).toBe(200);
    await logoOf(page, 'bigco').waitFor({ timeout: 10_000 });
    expect(await logoOf(page, 'bigco').getAttribute('src')).toBe(BIG_LOGO);
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="workspace-logo-bigco"]');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    expect(await shown(page, 'bigco')).toBe(true);
    expect(await page.getByRole('list', { name: 'Your workspaces' }).getByRole('button').count()).toBe(2);

    await page.getByRole('button', { name: /Big Co/ }).click();
    await waitForSignedIn(page, 'Big Co administrator');
    expect(new URL(page.url()).pathname).toBe('/bigco/');
  });

  app.test("falls back to p's list, without a toast, when workspace/list fails", async (page) => {
    await page.route('**/oauth/workspace/list', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"The list is down."}' }),
    );
    const listed = page.waitForResponse((r) => r.url().endsWith('/oauth/workspace/list'), { timeout: 15_000 });
    await page.goto(`${app.product.url}/?p=${encodeURIComponent(param())}`);
    await listed;
    await page.getByRole('button', { name: /Big Co/ }).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: /Demo workspace/ }).waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="workspace-logo-demo"]');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    expect(await logoOf(page, 'bigco').count()).toBe(0);
    expect(await page.getByText('The list is down.').count()).toBe(0);
  });
});

describeInBrowser('workspace entry screen weight', () => {
  const app = useProductInBrowser();

  app.test('loads at most 150 KB of gzipped JavaScript', async (page) => {
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(app.product.url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Sign in to your workspace' }).waitFor();
    let total = 0;
    for (const path of scripts) total += gzipSync(readFileSync(join(FRONTEND_DIST, path))).length;
    console.log(`workspace-entry screen: ${scripts.size} scripts, ${(total / 1024).toFixed(1)} KB gzip`);
    expect(total).toBeLessThanOrEqual(150 * 1024);
  });
});
