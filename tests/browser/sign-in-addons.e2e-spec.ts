import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { createWorkspace, enableAddon } from './harness';

/** The sign-in choice under the add-ons of §6 and the external flag of §2.4. */
describeInBrowser('sign-in choice with add-ons', () => {
  const app = useProductInBrowser({
    prepare: async (product) => {
      await createWorkspace(product, 'nothird', { label: 'No Third', isRegistration: true });
      await enableAddon(product, 'nothird', 'no3p_auth_ext');
      await createWorkspace(product, 'msint', { label: 'MS Internal', isRegistration: true });
      await enableAddon(product, 'msint', 'ms_auth_int');
    },
  });

  app.test('no3p_auth_ext: no third-party buttons, the e-mail form at once and no BACK', async (page) => {
    await page.goto(`${app.product.url}/nothird/login`);
    await page.getByRole('button', { name: 'SIGN IN TO No Third' }).waitFor({ timeout: 10_000 });
    for (const name of ['Sign in with Google', 'Sign in with Facebook', 'Sign in with Microsoft', 'BACK'])
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    await page.getByRole('radio', { name: 'New user' }).check();
    await page.getByRole('button', { name: 'REGISTER & CONFIRM' }).waitFor();
  });

  app.test(
    'an external visit shows the Microsoft button (with back_url) and the e-mail form, without social providers',
    async (page) => {
      await page.goto(`${app.product.url}/demo/clients/intake?external`);
      await page.getByRole('button', { name: 'SIGN IN TO Demo workspace' }).waitFor({ timeout: 10_000 });
      expect(await page.getByRole('button', { name: 'Sign in with Google' }).count()).toBe(0);
      // A catalog's external link lets a stranger register only when its app has External access (the server
      // answers whether it invites: docs/decisions.md §20); this one names no such app, so the screen says so
      // instead of offering New user (portal.e2e-spec registers through a link that invites).
      await page.getByText('This link does not take new registrations.').waitFor();
      expect(await page.getByRole('radio', { name: 'New user' }).count()).toBe(0);
      const request = page.waitForRequest((r) => r.url().includes('/demo/api/auth/microsoft'));
      await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
      const url = new URL((await request).url());
      expect(url.searchParams.get('back_url')).toBe(app.product.url);
      // The link's catalog and app, so that the server may register the stranger there (docs/decisions.md §20).
      expect([url.searchParams.get('collection'), url.searchParams.get('app')]).toEqual(['clients', 'intake']);
      expect(url.searchParams.get('external')).toBe('1');
    },
  );

  app.test('ms_auth_int on an external visit: the Microsoft button only, no password form', async (page) => {
    await page.goto(`${app.product.url}/msint/clients/intake?external`);
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).waitFor({ timeout: 10_000 });
    expect(await page.getByLabel('Password').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sign in with email' }).count()).toBe(0);
  });

  app.test(
    'a social button of the plain choice sends the whole page to /{tenancy}/api/auth/{provider}',
    async (page) => {
      await page.goto(`${app.product.url}/demo/login`);
      const request = page.waitForRequest((r) => r.url().includes('/demo/api/auth/google'));
      await page.getByRole('button', { name: 'Sign in with Google' }).click();
      expect(new URL((await request).url()).pathname).toBe('/demo/api/auth/google');
    },
  );
});
