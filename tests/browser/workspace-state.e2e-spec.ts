import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { createWorkspace, operator, waitForTenancy } from './harness';

const DEACTIVATED = 'Your workspace has been deactivated.';

describeInBrowser('workspace states and branding', () => {
  const app = useProductInBrowser({
    prepare: async (product) => {
      await createWorkspace(product, 'closed', { label: 'Closed Inc' });
      await operator(product, 'POST', '/closed/deactivate');
      await createWorkspace(product, 'acme', {
        label: 'Acme LLP',
        locale: 'fr-FR',
        colors: ['#024638', '#FFFFFF', '#F0F0F0'],
      });
      await waitForTenancy(product, 'closed', (t) => t.isActive === false);
      await waitForTenancy(product, 'acme', (t) => t.isActive === true);
    },
  });

  app.test('CONTINUE to a deactivated workspace shows the deactivated notice with the sales number', async (page) => {
    await page.goto(app.product.url);
    await page.getByLabel('Workspace name').fill('closed');
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await page.getByText(DEACTIVATED, { exact: true }).waitFor({ timeout: 10_000 });
    expect(await page.getByText(/Please call our sales team at \+1 \(800\) 555-0199\./).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/closed/');
  });

  app.test('opening a deactivated workspace by its address shows the deactivated notice', async (page) => {
    await page.goto(`${app.product.url}/closed/login`);
    await page.getByText(DEACTIVATED, { exact: true }).waitFor({ timeout: 10_000 });
  });

  app.test(
    'applies the workspace label, locale and colours, and restores the colours on the next visit',
    async (page) => {
      await page.goto(`${app.product.url}/acme/login`);
      await page.getByRole('heading', { name: 'Acme LLP' }).waitFor({ timeout: 10_000 });
      const accent = () => page.evaluate(() => document.documentElement.style.getPropertyValue('--app-accent'));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-FR');
      expect(await page.title()).toBe('Acme LLP');
      expect(await accent()).toBe('#024638');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe('rgb(255, 255, 255)');

      // The entry screen asks no workspace, yet paints with the colours kept from the last one.
      await page.goto(app.product.url);
      await page.getByRole('heading', { name: 'Sign in to your workspace' }).waitFor();
      expect(await accent()).toBe('#024638');
    },
  );

  app.test('a failed chunk shows Error: {message} and Retry loads it', async (page) => {
    let block = true;
    await page.route('**/assets/workspace-entry-page-*.js', (route) => (block ? route.abort() : route.continue()));
    await page.goto(app.product.url);
    await page.getByText(/^Error: /).waitFor({ timeout: 10_000 });
    block = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Sign in to your workspace' }).waitFor({ timeout: 10_000 });
  });
});
