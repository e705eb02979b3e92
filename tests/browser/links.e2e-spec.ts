import { DEMO_ADMIN, DEMO_ADMIN_PASSWORD, apiSignIn, toast } from './access-helpers';
import {
  browserTest,
  describeInBrowser,
  launchBrowser,
  startProduct,
  type BrowserSession,
  type Product,
} from './harness';

const NOT_FOUND = 'Sorry, the requested link could not be found.';
const EXTERNAL = {
  userEmail: 'ext.person@client.test',
  userName: 'Ext Person',
  catalogName: 'clients',
  recordId: 'r-42',
  appName: 'intake',
};
const RECORD_PATH = '/demo/clients/r-42/intake';

describeInBrowser('links for external users', () => {
  let product: Product;
  let session: BrowserSession;
  let linkId: string;
  beforeAll(async () => {
    product = await startProduct();
    session = await launchBrowser();
    const token = await apiSignIn(product, 'demo', DEMO_ADMIN, DEMO_ADMIN_PASSWORD);
    const response = await fetch(`${product.url}/demo/api/links`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(EXTERNAL),
    });
    const answer = (await response.json()) as { link?: { linkId: string } };
    if (!response.ok || !answer.link) throw new Error(`creating the link failed: ${JSON.stringify(answer)}`);
    linkId = answer.link.linkId;
  }, 60_000);
  afterAll(async () => {
    await session?.close();
    await product?.stop();
  });

  browserTest(
    'an unknown link says it could not be found',
    () => session,
    async (page) => {
      await page.goto(`${product.url}/demo/links/no-such-link`);
      await page.getByText(NOT_FOUND, { exact: true }).waitFor({ timeout: 10_000 });
    },
  );

  browserTest(
    'a new external user registers by link, lands on the record page and is kept out of /users',
    () => session,
    async (page) => {
      await page.goto(`${product.url}/demo/links/${linkId}`);
      await page.getByRole('heading', { name: 'Create your account' }).waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('link-email').textContent()).toBe('e***@client.test');
      expect(await page.getByText(EXTERNAL.userEmail).count()).toBe(0);
      await page.getByLabel('Email').fill(EXTERNAL.userEmail);
      await page.getByLabel('Password', { exact: true }).fill('ext-pass-1');
      await page.getByLabel('Confirm Password').fill('ext-pass-2');
      await page.getByRole('button', { name: 'REGISTER' }).click();
      await toast(page, 'Passwords did not match; try again').waitFor();
      await page.getByLabel('Confirm Password').fill('ext-pass-1');
      await page.getByRole('button', { name: 'REGISTER' }).click();

      await page.waitForURL(`${product.url}${RECORD_PATH}?external`, { timeout: 10_000 });
      const record = page.getByTestId('external-record');
      await record.waitFor();
      for (const name of ['clients', 'r-42', 'intake']) await record.getByText(name, { exact: true }).waitFor();
      await page.getByText('Ext Person').first().waitFor();

      await page.goto(`${product.url}/demo/users`);
      await page.waitForURL((url) => url.pathname !== '/demo/users', { timeout: 10_000 });
      expect(await page.getByText('USERS', { exact: true }).count()).toBe(0);
    },
  );

  browserTest(
    'the same user later signs in by link (a wrong password is refused first)',
    () => session,
    async (page) => {
      await page.goto(`${product.url}/demo/links/${linkId}`);
      await page.getByRole('button', { name: 'SIGN IN' }).waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('link-email').textContent()).toBe('e***@client.test');
      await page.getByLabel('Email').fill(EXTERNAL.userEmail);
      await page.getByLabel('Password', { exact: true }).fill('wrong-pass-1');
      await page.getByRole('button', { name: 'SIGN IN' }).click();
      await toast(page, 'does not match the user account').waitFor({ timeout: 10_000 });
      await page.getByLabel('Password', { exact: true }).fill('ext-pass-1');
      await page.getByRole('button', { name: 'SIGN IN' }).click();
      await page.waitForURL(`${product.url}${RECORD_PATH}?external`, { timeout: 10_000 });
      await page.getByTestId('external-record').waitFor();
    },
  );
});
