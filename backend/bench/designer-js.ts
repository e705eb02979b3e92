import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const DIST = resolve(__dirname, '..', '..', 'frontend', 'dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * designer_js_gzip_kb: the JavaScript (gzip) a browser loads to open the designer on a model, entry chunks
 * included, measured by opening /demo/types/{model} in Chromium signed in as `token`, and summing the gzip size of
 * every .js file it fetched. Undefined when there is no Chromium or no frontend build.
 */
export async function designerJsGzipKb(url: string, token: string, model: string): Promise<number | undefined> {
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
    await page.goto(`${url}/demo/types/${encodeURIComponent(model)}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'ELEMENTS' }).waitFor({ timeout: 15_000 });
    let total = 0;
    for (const path of scripts) total += gzipSync(readFileSync(join(DIST, path))).length;
    return total / 1024;
  } finally {
    await browser.close();
  }
}
