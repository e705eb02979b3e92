import type { Page } from 'playwright-core';
import { addUserByApi, DEMO, eventually, listUsers, openSignedIn, setPasswordAndSignIn } from './access-session';
import { describeInBrowser } from './browser-suite';
import { api } from './harness';
import { answer, savedState, screenshots, screenTitle, useCatalogInBrowser } from './interview-helpers';

const shot = screenshots('global-info-app');

/**
 * Issue 16, global-info apps (002 §2.1 /{catalog}/{globalTarget}/{app}?appLabel): an administrator picks a global
 * in the catalog's 'Global Info' dropdown, answers its model's questions (the Firm model has no app of that name,
 * so its default layout is asked), finishes, and the answers are the catalog's global info.
 */
describeInBrowser('global-info apps: the interview over a catalog’s global info', () => {
  const { app, admin } = useCatalogInBrowser('Matters', async (product, session) => {
    const call = <T>(body: unknown) => api<T>(product, 'POST', `/${DEMO}/api/v2/types`, body, session.token);
    const added = await call<{ added: { _id: string; name: string }[] }>({
      items: [
        { action: 'add', kind: 'model', name: 'Firm' },
        { action: 'add', kind: 'model', name: 'Matter' },
        { action: 'add', kind: 'model', name: 'Office' },
      ],
    });
    const firm = added.added.find((element) => element.name === 'Firm')!._id;
    const matter = added.added.find((element) => element.name === 'Matter')!._id;
    const office = added.added.find((element) => element.name === 'Office')!._id;
    await call({
      items: [
        { action: 'add', kind: 'variable', parent: firm, name: 'Name', type: 'text', label: 'Firm name' },
        { action: 'add', kind: 'variable', parent: firm, name: 'Employees', type: 'number', label: 'Employees' },
        { action: 'add', kind: 'variable', parent: matter, name: 'Client', type: 'text' },
        { action: 'add', kind: 'variable', parent: matter, name: 'FirmInfo', type: 'global', typeDef: firm },
        { action: 'add', kind: 'variable', parent: office, name: 'Letterhead', type: 'file', label: 'Letterhead' },
        { action: 'add', kind: 'variable', parent: matter, name: 'OfficeInfo', type: 'global', typeDef: office },
      ],
    });
    return matter;
  });

  const openFromDropdown = async (page: Page) => {
    await page.getByRole('button', { name: 'Global Info' }).click();
    await page.getByRole('menuitem', { name: 'FirmInfo' }).click();
    await screenTitle(page).getByText('FirmInfo').waitFor({ timeout: 15_000 });
  };
  const listed = async () => {
    const catalogs = await api<{ _id: string; name: string }[]>(
      app.product,
      'GET',
      `/${DEMO}/api/collections`,
      undefined,
      admin().token,
    );
    const matters = catalogs.find((each) => each.name === 'Matters')!;
    return api<Record<string, { values: Record<string, unknown>; version: number; how: string }>>(
      app.product,
      'POST',
      `/${DEMO}/api/collections/${matters._id}/globals/list`,
      {},
      admin().token,
    );
  };

  app.test(
    'opens Global Info → FirmInfo, answers, Finish saves the global info; the catalog admin shows it; reopening shows it',
    async (page) => {
      await openSignedIn(page, app.product, admin(), `/${DEMO}/Matters`);
      await openFromDropdown(page);
      expect(new URL(page.url()).pathname).toBe(`/${DEMO}/Matters/FirmInfo/FirmInfo`);
      // Breadcrumbs catalog → global → app; the header names the app and whose answers these are.
      const crumbs = page.getByTestId('app-breadcrumbs');
      expect((await crumbs.innerText()).replace(/\s+/g, ' ')).toMatch(/Matters.*FirmInfo.*FirmInfo/);
      await page.getByTestId('interview-header').getByText('Global info on Matters').waitFor();
      await shot(page, 'empty');

      // A missing answer holds Finish back, as in a record's interview.
      await answer(page, 'Firm name', 'Acme LLP');
      await savedState(page);
      await page.getByRole('button', { name: 'Finish' }).click();
      const summary = page.getByTestId('error-summary');
      await summary.getByText('There is a problem').waitFor({ timeout: 10_000 });
      await summary.getByRole('link', { name: /employees/i }).waitFor();
      await shot(page, 'problems');
      // Saved as the administrator goes: the first answer is the global info already.
      expect((await listed()).FirmInfo).toMatchObject({ values: { Name: 'Acme LLP' }, how: 'answered' });

      await answer(page, 'Employees', '12');
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.getByText('Global info saved.').waitFor({ timeout: 10_000 });
      await page.waitForURL(`**/${DEMO}/Matters`);
      await shot(page, 'saved');
      const info = (await listed()).FirmInfo;
      expect(info).toMatchObject({ values: { Name: 'Acme LLP', Employees: 12 }, how: 'answered' });

      // The catalog administration's 'GLOBAL INFO ON THIS CATALOG' row shows the new version.
      await openSignedIn(page, app.product, admin(), `/${DEMO}/catalogs`);
      await page.getByRole('heading', { name: 'DATA CATALOGS' }).waitFor({ timeout: 15_000 });
      await page.getByTestId('catalog-row').filter({ hasText: 'Matters' }).getByRole('button').first().click();
      const section = page.getByRole('region', { name: 'GLOBAL INFO ON THIS CATALOG' });
      const row = section.getByRole('listitem').filter({ hasText: 'FirmInfo' });
      await row.getByText(new RegExp(`^Answered .+ · 2 values · version ${info.version}$`)).waitFor();
      await section.scrollIntoViewIfNeeded();
      await shot(page, 'catalog-admin');

      // Reopening the app shows the saved values.
      await openSignedIn(page, app.product, admin(), `/${DEMO}/Matters`);
      await openFromDropdown(page);
      expect(await page.getByLabel('Firm name').inputValue()).toBe('Acme LLP');
      expect(await page.getByLabel('Employees').inputValue()).toBe('12');
      await shot(page, 'reopened');
    },
    90_000,
  );

  app.test(
    "someone else's change meanwhile is taken in, and the answers go on top of it",
    async (page) => {
      await openSignedIn(page, app.product, admin(), `/${DEMO}/Matters`);
      await openFromDropdown(page);
      const { version } = (await listed()).FirmInfo;
      // Another administrator (here, the API) changes the firm's name while this interview is open.
      await api(
        app.product,
        'PUT',
        `/${DEMO}/api/runs/Matters/globals/FirmInfo/FirmInfo/answers`,
        { version, values: { Name: 'Acme Partners' } },
        admin().token,
      );
      await answer(page, 'Employees', '40');
      await savedState(page);
      await eventually(async () => expect(await page.getByLabel('Firm name').inputValue()).toBe('Acme Partners'));
      await page.getByText('Updated by another administrator').first().waitFor();
      await shot(page, 'taken-in');
      expect((await listed()).FirmInfo.values).toEqual({ Name: 'Acme Partners', Employees: 40 });
    },
    60_000,
  );

  app.test(
    "a file question's upload goes to the global's own files route, and the global info keeps the file",
    async (page) => {
      await openSignedIn(page, app.product, admin(), `/${DEMO}/Matters/OfficeInfo/OfficeInfo?appLabel=Office`);
      await screenTitle(page).waitFor({ timeout: 15_000 });
      const bytes = Buffer.from('%PDF-1.4 the office letterhead');
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'letterhead.pdf', mimeType: 'application/pdf', buffer: bytes });
      await page.getByRole('button', { name: 'Remove letterhead.pdf' }).waitFor({ timeout: 10_000 });
      await savedState(page);
      await shot(page, 'file-answered');
      await eventually(async () =>
        expect((await listed()).OfficeInfo?.values.Letterhead).toMatchObject({ name: 'letterhead.pdf' }),
      );
      // The file is served back from the global info, to administrators.
      const served = await fetch(
        `${app.product.url}/${DEMO}/api/runs/Matters/globals/OfficeInfo/OfficeInfo/files/letterhead.pdf`,
        { headers: { authorization: `Bearer ${admin().token}` } },
      );
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    },
    60_000,
  );

  app.test(
    'someone who is not an administrator is told that global info is kept by administrators',
    async (page) => {
      await addUserByApi(app.product, admin(), 'Nina Nonadmin', 'nina@demo.test');
      const nina = (await listUsers<{ _id: string; mail: string }>(app.product, admin())).find(
        (user) => user.mail === 'nina@demo.test',
      )!;
      await api(app.product, 'PUT', `/${DEMO}/api/users/${nina._id}`, { permissions: ['Matters'] }, admin().token);
      const session = await setPasswordAndSignIn(app.product, 'nina@demo.test', 'a long enough password 1');
      await openSignedIn(page, app.product, session, `/${DEMO}/Matters/FirmInfo/FirmInfo?appLabel=FirmInfo`);
      await page
        .getByTestId('interview-error')
        .getByText('Only administrators keep global info: ask one of them to fill it in.')
        .waitFor({ timeout: 15_000 });
      await shot(page, 'not-an-administrator');
    },
    60_000,
  );
});
