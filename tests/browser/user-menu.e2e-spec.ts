import { storedTokens } from './access-helpers';
import { DEMO, DEMO_ADMIN, isAuth, openAsDemoAdmin } from './access-session';
import { describeInBrowser, useProductInBrowser } from './browser-suite';

describeInBrowser('user menu', () => {
  const app = useProductInBrowser();

  app.test("shows the administrator's name and e-mail, opens Users, and Log Out ends the session", async (page) => {
    const admin = await openAsDemoAdmin(page, app.product);
    await page.getByRole('button', { name: 'User menu' }).click({ timeout: 15_000 });
    const menu = page.getByRole('menu');
    await menu.getByText(DEMO_ADMIN, { exact: true }).waitFor();
    await menu.getByText(admin.user.name, { exact: true }).waitFor();

    await menu.getByRole('menuitem', { name: 'Users' }).click();
    await page.getByRole('heading', { name: 'USERS' }).waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe(`/${DEMO}/users`);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL(`**/${DEMO}/login`);
    expect((await storedTokens(page))[DEMO]).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('lastWorkspace'))).toBeNull();
    expect(await isAuth(app.product, admin)).toBe(false);

    // Reloading stays signed out.
    await page.reload();
    await page.waitForURL(`**/${DEMO}/login`);
    expect(await page.getByRole('button', { name: 'User menu' }).count()).toBe(0);
  });
});
