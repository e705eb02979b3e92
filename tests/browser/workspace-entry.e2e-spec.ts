import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
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
