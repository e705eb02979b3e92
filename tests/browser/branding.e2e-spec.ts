import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { PRODUCT_LOGO, WHITE_LABEL_LOGO } from '../../frontend/src/lib/theme/header-logo-assets';
import { DEMO, openAsDemoAdmin, openSignedIn, signInDemoAdminByApi } from './access-session';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { ROOT, createWorkspace, operator, waitForTenancy } from './harness';

const svg = (width: number, height: number, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${colour}"/></svg>`,
  )}`;
/** A logo far larger than the limits, so both limits have to act. */
const LOGO = svg(2000, 1000, '#024638');
const FAVICON = svg(32, 32, '#F26B2F');

describeInBrowser('workspace branding', () => {
  const app = useProductInBrowser({
    prepare: async (product) => {
      await operator(product, 'PATCH', `/${DEMO}/settings`, { logo: LOGO, favicon: FAVICON });
      await createWorkspace(product, 'plain', { label: 'Plain Partners' });
      await waitForTenancy(product, DEMO, (t) => t.logo === LOGO);
      await waitForTenancy(product, 'plain', (t) => t.isActive === true);
    },
  });

  const icons = (page: Page) =>
    page.evaluate(() => ({
      icon: document.querySelector('link[rel="icon"]')?.getAttribute('href'),
      touch: document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href'),
    }));

  /** At most 50% of the width of what holds it and 100 px high (§1, §9). */
  async function expectWithinLogoLimits(logo: Locator) {
    await logo.waitFor({ timeout: 15_000 });
    await logo.evaluate((img) => (img as HTMLImageElement).decode().catch(() => undefined));
    const { width, height, holder } = await logo.evaluate((img) => ({
      width: img.getBoundingClientRect().width,
      height: img.getBoundingClientRect().height,
      holder: img.parentElement!.getBoundingClientRect().width,
    }));
    expect(height).toBeLessThanOrEqual(100);
    expect(width).toBeLessThanOrEqual(holder / 2 + 0.5);
    expect(height).toBeGreaterThan(0);
  }

  app.test('the sign-in choice shows the logo within the limits, and the favicon and touch icon', async (page) => {
    await page.goto(`${app.product.url}/${DEMO}/login`);
    await expectWithinLogoLimits(page.getByTestId('workspace-logo'));
    expect(await page.getByTestId('workspace-logo').getAttribute('alt')).toBe('Demo workspace');
    expect(await icons(page)).toEqual({ icon: FAVICON, touch: FAVICON });
  });

  app.test('the signed-in header shows the logo, with the same limits, named by the label', async (page) => {
    await openAsDemoAdmin(page, app.product, `/${DEMO}/users`);
    const header = page.locator('header');
    await expectWithinLogoLimits(header.getByTestId('workspace-logo'));
    // The label names the workspace (the logo's text alternative), not the page: each screen has its own h1.
    await header.getByTestId('workspace-label').getByRole('img', { name: 'Demo workspace' }).waitFor();
    expect(await header.getByRole('heading').count()).toBe(0);
  });

  app.test("the signed-in header shows the product's logo on a host that is not the white-label one", async (page) => {
    await openAsDemoAdmin(page, app.product, `/${DEMO}/users`);
    const brand = page.locator('header').getByTestId('header-logo');
    await brand.waitFor({ timeout: 10_000 });
    expect(await brand.getAttribute('data-logo')).toBe('product');
    expect(await brand.getAttribute('src')).toBe(PRODUCT_LOGO);
  });

  app.test('a workspace without a favicon opened next puts the page icon back', async (page) => {
    await page.goto(app.product.url);
    await page.getByRole('heading', { name: 'Sign in to your workspace' }).waitFor();
    const pageIcons = await icons(page);

    await page.getByLabel('Workspace name').fill(DEMO);
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await page.waitForURL(`**/${DEMO}/login`);
    await page.getByTestId('workspace-logo').waitFor({ timeout: 10_000 });
    expect(await icons(page)).toEqual({ icon: FAVICON, touch: FAVICON });

    // Back to the entry screen and into another workspace, in the same page: no reload resets the head.
    await page.goBack();
    await page.getByLabel('Workspace name').fill('plain');
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await page.waitForURL('**/plain/login');
    await page.getByRole('heading', { name: 'Plain Partners' }).waitFor({ timeout: 10_000 });
    expect(await icons(page)).toEqual(pageIcons);
  });
});

describeInBrowser('the white-label host', () => {
  // A build of its own that names localhost the white-label host; 127.0.0.1 is then any other host.
  const dist = mkdtempSync(join(tmpdir(), 'white-label-build-'));
  beforeAll(() => {
    const built = spawnSync(
      join(ROOT, 'node_modules', '.bin', 'vite'),
      ['build', '--outDir', dist, '--logLevel', 'warn'],
      {
        cwd: join(ROOT, 'frontend'),
        env: { ...process.env, VITE_WHITE_LABEL_HOST: 'localhost' },
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    if (built.status !== 0) throw new Error(`The white-label build failed:\n${built.stdout}\n${built.stderr}`);
  }, 130_000);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const app = useProductInBrowser({ env: { FRONTEND_DIR: dist } });

  const brandOf = async (page: Page) => {
    const brand = page.locator('header').getByTestId('header-logo');
    await brand.waitFor({ timeout: 10_000 });
    return { kind: await brand.getAttribute('data-logo'), src: await brand.getAttribute('src') };
  };

  app.test('the signed-in header shows the white-label logo there, and the product logo elsewhere', async (page) => {
    const admin = await signInDemoAdminByApi(app.product);
    const whiteLabel = { ...app.product, url: app.product.url.replace('127.0.0.1', 'localhost') };
    await openSignedIn(page, whiteLabel, admin, `/${DEMO}/users`);
    expect(await brandOf(page)).toEqual({ kind: 'whiteLabel', src: WHITE_LABEL_LOGO });
    const loaded = await page
      .locator('header')
      .getByTestId('header-logo')
      .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth > 0));
    expect(loaded).toBe(true);

    await openSignedIn(page, app.product, admin, `/${DEMO}/users`);
    expect(await brandOf(page)).toEqual({ kind: 'product', src: PRODUCT_LOGO });
  });
});
