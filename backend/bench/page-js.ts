import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';

const DIST = resolve(__dirname, '..', '..', 'frontend', 'dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The JavaScript (gzip) a browser loads to open one screen, entry chunks included: opens `path` in Chromium signed
 * in to the demo workspace as `token`, waits until `ready` says the screen is there, and sums the gzip size of every
 * .js file it fetched. Undefined when there is no Chromium or no frontend build.
 */
export async function pageJsGzipKb(
  url: string,
  token: string,
  path: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<number | undefined> {
  if (!existsSync(CHROMIUM) || !existsSync(join(DIST, 'index.html'))) return undefined;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(`${url}/api/health`);
    await page.evaluate((t) => {
      localStorage.setItem('tokens', JSON.stringify({ demo: t }));
      localStorage.setItem('visitorId', 'bench');
    }, token);
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
    await ready(page).catch(async (error: unknown) => {
      // What the screen showed instead, for whoever reads the failure.
      await page.screenshot({ path: join(tmpdir(), 'page-js-failure.png') });
      throw error;
    });
    let total = 0;
    for (const file of scripts) total += gzipSync(readFileSync(join(DIST, file))).length;
    return total / 1024;
  } finally {
    await browser.close();
  }
}

/** designer_js_gzip_kb: what opening the designer on a model loads (/demo/types/{model}). */
export const designerJsGzipKb = (url: string, token: string, model: string) =>
  pageJsGzipKb(url, token, `/demo/types/${encodeURIComponent(model)}`, (page) =>
    page.getByRole('heading', { name: 'ELEMENTS' }).waitFor({ timeout: 15_000 }),
  );
