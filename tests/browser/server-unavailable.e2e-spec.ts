import { describeInBrowser, useBrowser } from './browser-suite';
import { startProduct, type Product } from './harness';

const UNAVAILABLE = 'The server is currently unavailable. Please refresh your screen in a minute to use the system.';

describeInBrowser('server unavailable', () => {
  const browser = useBrowser();

  /** Runs `steps` against a product of their own, which is stopped afterwards (the page stays open). */
  async function thenStopTheServer(steps: (product: Product) => Promise<void>) {
    const product = await startProduct();
    try {
      await steps(product);
    } finally {
      await product.stop();
    }
  }

  browser.test('a workspace page opened after the server stopped shows the server-unavailable state', async (page) => {
    await thenStopTheServer(async (product) => {
      await page.goto(`${product.url}/demo/login`);
      await page.getByTestId('workspace-label').waitFor({ timeout: 10_000 });
    });
    // The application is already in the page; moving to another workspace asks the stopped server.
    await page.evaluate(() => {
      history.pushState({}, '', '/other/login');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText(UNAVAILABLE, { exact: true }).waitFor({ timeout: 10_000 });
  });

  browser.test('CONTINUE on the entry screen says the server is unavailable', async (page) => {
    await thenStopTheServer(async (product) => {
      await page.goto(product.url);
      await page.getByLabel('Workspace name').fill('demo');
    });
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await page.getByText(UNAVAILABLE, { exact: true }).waitFor({ timeout: 10_000 });
  });
});
