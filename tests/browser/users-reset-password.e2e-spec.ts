import {
  DEMO,
  addUserByApi,
  openSignedIn,
  outboxOf,
  signInDemoAdminByApi,
  waitForMail,
  type ApiSession,
} from './access-session';
import { describeInBrowser, useProductInBrowser } from './browser-suite';

describeInBrowser("users screen: the administrator's RESET PASSWORD", () => {
  let admin: ApiSession;
  const app = useProductInBrowser({
    prepare: async (product) => {
      admin = await signInDemoAdminByApi(product);
      await addUserByApi(product, admin, 'Bob Builder', 'bob@demo.test');
    },
  });

  app.test('RESET PASSWORD mails the user a link and says so', async (page) => {
    await openSignedIn(page, app.product, admin, `/${DEMO}/users`);
    const details = page.getByTestId('user-details');
    const seen = (await outboxOf(app.product)).map((m) => m.file);
    await page.getByTestId('user-row').filter({ hasText: 'Bob Builder' }).click({ timeout: 15_000 });
    await details.getByRole('heading', { name: 'Bob Builder' }).waitFor();
    await details.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await page
      .getByText('Thank you. An email containing a link to reset the password has been sent.', { exact: true })
      .waitFor({ timeout: 10_000 });
    const mail = await waitForMail(app.product, 'bob@demo.test', seen);
    expect(mail.links.some((link) => new URL(link.url).searchParams.has('t'))).toBe(true);
  });
});
