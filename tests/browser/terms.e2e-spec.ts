import type { Page } from 'playwright-core';
import { storedTokens } from './access-helpers';
import { DEMO, DEMO_ADMIN, isAuth, listUsers, openAsDemoAdmin } from './access-session';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { operator, waitForTenancy } from './harness';

const TERMS = 'Be kind to each other.\nKeep client data private.';

describeInBrowser('terms of service', () => {
  const app = useProductInBrowser({
    prepare: async (product) => {
      await operator(product, 'PATCH', `/${DEMO}/settings`, { terms: TERMS });
      await waitForTenancy(product, DEMO, (t) => (t.settings as { terms?: string } | undefined)?.terms === TERMS);
    },
  });

  const modal = (page: Page) => page.getByRole('dialog', { name: 'Terms of Service' });

  app.test(
    'REJECT signs out: back to the sign-in screen, the token forgotten and refused by the server',
    async (page) => {
      const admin = await openAsDemoAdmin(page, app.product);
      await modal(page).waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('terms-text').innerText()).toBe(TERMS);
      await modal(page).getByRole('button', { name: 'REJECT' }).click();
      await modal(page).waitFor({ state: 'detached' });
      await page.waitForURL(`**/${DEMO}/login`);
      expect((await storedTokens(page))[DEMO]).toBeUndefined();
      expect(await isAuth(app.product, admin)).toBe(false);
    },
  );

  app.test('ACCEPT stores lastAccepted and the modal does not come back', async (page) => {
    const admin = await openAsDemoAdmin(page, app.product);
    expect(admin.user.lastAccepted).toBeUndefined();
    await modal(page).getByRole('button', { name: 'ACCEPT' }).click({ timeout: 15_000 });
    await page.getByText(/^Welcome, /).waitFor({ timeout: 10_000 });
    expect(await modal(page).count()).toBe(0);

    const users = await listUsers<{ mail: string; lastAccepted?: string }>(app.product, admin);
    const accepted = users.find((u) => u.mail === DEMO_ADMIN)?.lastAccepted;
    expect(accepted).toBeDefined();
    expect(Date.now() - Date.parse(accepted!)).toBeLessThan(60_000);

    await page.reload();
    await page.getByText(/^Welcome, /).waitFor({ timeout: 15_000 });
    expect(await modal(page).count()).toBe(0);
  });
});
