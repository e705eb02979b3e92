import {
  browserTest,
  describeInBrowser,
  launchBrowser,
  startProduct,
  type BrowserSession,
  type Product,
} from './harness';

const UNAVAILABLE = 'The server is currently unavailable. Please refresh your screen in a minute to use the system.';

describeInBrowser('server unavailable', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await session?.close();
  });

  browserTest(
    'a workspace page opened after the server stopped shows the server-unavailable state',
    () => session,
    async (page) => {
      const product: Product = await startProduct();
      try {
        await page.goto(`${product.url}/demo/login`);
        await page.getByTestId('workspace-label').waitFor({ timeout: 10_000 });
      } finally {
        await product.stop();
      }
      // The application is already in the page; moving to another workspace asks the stopped server.
      await page.evaluate(() => {
        history.pushState({}, '', '/other/login');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.getByText(UNAVAILABLE, { exact: true }).waitFor({ timeout: 10_000 });
    },
  );

  browserTest(
    'CONTINUE on the entry screen says the server is unavailable',
    () => session,
    async (page) => {
      const product: Product = await startProduct();
      try {
        await page.goto(product.url);
        await page.getByLabel('Workspace name').fill('demo');
      } finally {
        await product.stop();
      }
      await page.getByRole('button', { name: 'CONTINUE' }).click();
      await page.getByText(UNAVAILABLE, { exact: true }).waitFor({ timeout: 10_000 });
    },
  );
});
