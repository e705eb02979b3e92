import { DEMO_ADMIN, mailedLink, openEmailForm, toast } from './access-helpers';
import {
  browserTest,
  describeInBrowser,
  launchBrowser,
  startProduct,
  type BrowserSession,
  type Product,
} from './harness';

describeInBrowser('registration by e-mail', () => {
  let product: Product;
  let session: BrowserSession;
  beforeAll(async () => {
    product = await startProduct();
    session = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await session?.close();
    await product?.stop();
  });

  browserTest(
    'a new user registers, opens the mailed link, creates a password and is signed in',
    () => session,
    async (page) => {
      await openEmailForm(page, product, 'demo');
      await page.getByRole('radio', { name: 'New user' }).check();
      await page.getByLabel('Full name').fill('Rita Register');
      await page.getByLabel('Email').fill(' Rita@Example.TEST ');
      await page.getByRole('button', { name: 'REGISTER & CONFIRM' }).click();
      await page.getByText(/confirmation message has been sent to rita@example\.test/).waitFor({ timeout: 10_000 });

      const link = await mailedLink(product, 'rita@example.test', '/demo/confirm?');
      await page.goto(link);
      await page.getByRole('heading', { name: 'Create your password' }).waitFor();
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByLabel('Confirm Password').fill('short');
      await page.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Choose a password that is 8 characters or longer').waitFor();
      await page.getByLabel('Password', { exact: true }).fill('rita-secret-1');
      await page.getByLabel('Confirm Password').fill('rita-secret-2');
      await page.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Passwords did not match; try again').waitFor();
      await page.getByLabel('Confirm Password').fill('rita-secret-1');
      await page.getByRole('button', { name: 'Save' }).click();

      await page.getByText('Rita Register').first().waitFor({ timeout: 10_000 });
      expect(new URL(page.url()).pathname).toBe('/demo/');
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('tokens') ?? '{}'));
      expect(typeof stored.demo).toBe('string');
    },
  );

  browserTest(
    "registering an address that already has an account shows the server's answer",
    () => session,
    async (page) => {
      await openEmailForm(page, product, 'demo');
      await page.getByRole('radio', { name: 'New user' }).check();
      await page.getByLabel('Full name').fill('Someone');
      await page.getByLabel('Email').fill(DEMO_ADMIN);
      await page.getByRole('button', { name: 'REGISTER & CONFIRM' }).click();
      await toast(page, 'An account with this email already exists').waitFor({ timeout: 10_000 });
      await page.getByRole('button', { name: 'REGISTER & CONFIRM' }).waitFor();
    },
  );

  browserTest(
    'registration checks the name and the address before sending',
    () => session,
    async (page) => {
      await openEmailForm(page, product, 'demo');
      await page.getByRole('radio', { name: 'New user' }).check();
      await page.getByLabel('Full name').fill('R');
      await page.getByLabel('Email').fill('not-an-address');
      await page.getByRole('button', { name: 'REGISTER & CONFIRM' }).click();
      expect(await page.getByLabel('Full name').getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    },
  );
});
