import type { Page } from 'playwright-core';
import { DEMO, openAsDemoAdmin } from './access-session';
import { describeInBrowser, useProductInBrowser } from './browser-suite';

const TOASTS = '[data-scope="toast"][data-part="root"]';

/** Specification §8: request errors and uncaught page errors as toasts. */
describeInBrowser('toasts', () => {
  const app = useProductInBrowser();

  const toast = (page: Page, text: string) => page.locator(TOASTS).filter({ hasText: text });
  /** Waits long enough for a toast to have shown, then says how many there are. */
  const toastCountAfter = async (page: Page, ms: number) => {
    await page.waitForTimeout(ms);
    return page.locator(TOASTS).count();
  };

  app.test(
    'a failing request shows the server text as paragraphs, at the top centre, and closes after 5 s',
    async (page) => {
      // The users list answers with a two-line error (a validation list joins into lines the same way).
      await page.route(`**/${DEMO}/api/users`, (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ message: 'The users cannot be read.\nPlease try again later.' }),
            })
          : route.continue(),
      );
      await openAsDemoAdmin(page, app.product, `/${DEMO}/users`);
      const shown = toast(page, 'The users cannot be read.');
      await shown.waitFor({ timeout: 15_000 });
      const shownAt = Date.now();

      const paragraphs = await shown.locator('[data-part="description"]').allTextContents();
      expect(paragraphs).toEqual(['The users cannot be read.', 'Please try again later.']);
      expect(await shown.getAttribute('data-type')).toBe('error');

      const box = (await shown.boundingBox())!;
      const width = page.viewportSize()!.width;
      expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(2);
      expect(box.y).toBeLessThan(80);

      await page.waitForTimeout(3000 - (Date.now() - shownAt));
      expect(await shown.isVisible()).toBe(true);
      await shown.waitFor({ state: 'detached', timeout: 6000 - (Date.now() - shownAt) });
    },
    40_000,
  );

  app.test('a failing tenancy check is not toasted: the page says the server is unavailable', async (page) => {
    await page.route('**/api/isTenancy/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"isTenancy broke"}' }),
    );
    await page.goto(`${app.product.url}/${DEMO}/login`);
    await page.getByText('The server is currently unavailable.', { exact: false }).waitFor({ timeout: 10_000 });
    expect(await toastCountAfter(page, 1500)).toBe(0);

    // The entry screen's lookup goes to isTenancy as well.
    await page.goto(app.product.url);
    await page.getByLabel('Workspace name').fill('demo');
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await page.getByRole('alert').waitFor({ timeout: 10_000 });
    expect(await toastCountAfter(page, 1500)).toBe(0);
  });

  app.test(
    'an uncaught page error stays as a toast; an ignored one shows none',
    async (page) => {
      await page.goto(`${app.product.url}/${DEMO}/login`);
      await page.getByRole('button', { name: 'Sign in with email' }).waitFor({ timeout: 10_000 });

      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('ResizeObserver loop completed with undelivered notifications.');
        });
      });
      expect(await toastCountAfter(page, 1500)).toBe(0);

      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('boom');
        });
      });
      const boom = toast(page, 'boom');
      await boom.waitFor({ timeout: 5000 });
      await page.waitForTimeout(6000);
      expect(await boom.isVisible()).toBe(true);
      expect(await page.locator(TOASTS).count()).toBe(1);
    },
    30_000,
  );
});
