import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import {
  DEMO,
  eventually,
  listUsers,
  openSignedIn,
  signInDemoAdminByApi,
  waitForMail,
  type ApiSession,
} from './access-session';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { saveTypesByApi } from './designer-helpers';
import { api, type Product } from './harness';
import { addCatalogWithOptions, answer, cell, savedState, screenshots, screenTitle } from './interview-helpers';

const shot = screenshots('portal');

const CATALOG = 'Applicants';
/** Instructions and documents after Finish (showDocs). */
const INTAKE = 'Intake';
/** extUseURLs to the client's own site, and extAutoClose. */
const QUICK = 'Quick';

/** The client's own site, where the portal's completion and exit URLs lead. */
function startClientSite(): Promise<{ server: Server; url: string }> {
  const pages: Record<string, string> = {
    '/thanks': '<!doctype html><title>Thanks</title><h1>Thanks from the client site</h1>',
    '/bye': '<!doctype html><title>Bye</title><h1>Goodbye from the client site</h1>',
  };
  const server = createServer((request, response) => {
    const page = pages[request.url ?? ''];
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page ?? 'Not found');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    }),
  );
}

/**
 * Registers through the catalog's external link as the sign-in screen does (external, collection, app), sets the
 * password with the mailed link, and answers the session of the external user it made.
 */
async function registerThroughExternalLink(product: Product, email: string, name: string, app: string) {
  await api(product, 'POST', `/${DEMO}/api/auth/registration`, {
    user: { email, name, backLink: `/${DEMO}/${CATALOG}/${app}?external` },
    external: true,
    collection: CATALOG,
    app,
  });
  const mail = await waitForMail(product, email);
  const link = mail.links.map((each) => new URL(each.url)).find((url) => url.searchParams.has('t'));
  const session = await api<Omit<ApiSession, 'visitorId'> & { user: { isExternal: boolean } }>(
    product,
    'POST',
    `/${DEMO}/api/users/password`,
    { token: link?.searchParams.get('t'), password: 'client-pass-1' },
  );
  expect(session.user.isExternal).toBe(true);
  return { ...session, visitorId: `browser-test-${app}` };
}

/**
 * INTERVIEW §9, the external users' portal, in the built product: a stranger registers on a catalog's external
 * link (the sign-in screen's New user, the mailed confirmation) and, an external user now, creates their record with
 * the app, answers in the stripped-down chrome and finishes;
 * then the app's instructions and their documents, or, with extUseURLs, the client's own site (Exit and Finish),
 * and with extAutoClose the interview closed to them.
 */
describeInBrowser('the external users portal', () => {
  let admin: ApiSession;
  let site: { server: Server; url: string };

  const app = useProductInBrowser({
    prepare: async (product) => {
      site = await startClientSite();
      admin = await signInDemoAdminByApi(product);
      const model = (await saveTypesByApi(product, admin, [{ action: 'add', kind: 'model', name: 'Applicant' }]))
        .added[0]._id;
      await saveTypesByApi(product, admin, [
        { action: 'add', kind: 'variable', parent: model, name: 'Name', type: 'text', label: 'Full name' },
        { action: 'add', kind: 'variable', parent: model, name: 'City', type: 'text', label: 'City' },
        {
          action: 'add',
          kind: 'layout',
          parent: model,
          name: 'About_you',
          columnCount: 1,
          rows: [[cell('c1', 'Name')], [cell('c2', 'City')]],
        },
        {
          action: 'add',
          kind: 'template',
          parent: model,
          name: 'Letter',
          type: 'text',
          text: 'Dear {[Name]} of {[City]}',
        },
        { action: 'add', kind: 'template', parent: model, name: 'Receipt', type: 'text', text: 'Received: {[Name]}' },
        {
          action: 'add',
          kind: 'app',
          parent: model,
          name: INTAKE,
          label: 'Client intake',
          screens: ['About_you'],
          templates: ['[Letter, Receipt]'],
          generateDocs: true,
          showDocs: true,
          extInstruct:
            '## What happens next\n\nWe will **call** you within two days.\n\n[Bad link](javascript:alert(1))',
        },
        {
          action: 'add',
          kind: 'app',
          parent: model,
          name: QUICK,
          label: 'Quick form',
          screens: ['About_you'],
          templates: ['[Letter]'],
          generateDocs: true,
          extUseURLs: true,
          extCompletionURL: `${site.url}/thanks`,
          extExitURL: `${site.url}/bye`,
          extAutoClose: true,
        },
        { action: 'update', kind: 'model', _id: model, key: 'Name' },
      ]);
      await addCatalogWithOptions(product, admin, CATALOG, model, [
        { appName: INTAKE, extAccess: true },
        { appName: QUICK, extAccess: true },
      ]);
    },
  });
  afterAll(async () => {
    await new Promise((resolve) => site?.server.close(resolve));
  });

  const readRecord = (id: string) =>
    api<{ values: Record<string, unknown>; extUserID: string | null }>(
      app.product,
      'GET',
      `/${DEMO}/api/collections/${CATALOG}/items/${id}`,
      undefined,
      admin.token,
    );

  app.test(
    'through the external link: creates their record, answers, finishes, and sees the instructions and documents',
    async (page) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      // Signed out, the external link shows the sign-in screen: New user registers through it.
      await page.goto(`${app.product.url}/${DEMO}/${CATALOG}/${INTAKE}?external`);
      await page.getByLabel('New user').check({ timeout: 15_000 });
      await page.getByLabel('Full name').fill('Pat Client');
      await page.getByLabel('Email').fill('pat@client.test');
      await shot(page, 'register');
      await page.getByRole('button', { name: 'REGISTER & CONFIRM' }).click();
      const mail = await waitForMail(app.product, 'pat@client.test');
      const confirm = mail.links.map((each) => new URL(each.url)).find((url) => url.searchParams.has('t'))!;
      await page.goto(`${app.product.url}${confirm.pathname}${confirm.search}`);
      await page.getByLabel('Password', { exact: true }).fill('client-pass-1');
      await page.getByLabel('Confirm Password').fill('client-pass-1');
      await page.getByRole('button', { name: 'Save' }).click();
      // The confirmation signs them in and returns them to the external link, as an external user.
      await page.waitForURL(`**/${DEMO}/${CATALOG}/${INTAKE}?external`, { timeout: 15_000 });
      const users = await listUsers<{ _id: string; mail: string; isExternal: boolean }>(app.product, admin);
      const pat = users.find((user) => user.mail === 'pat@client.test')!;
      expect(pat.isExternal).toBe(true);
      await screenTitle(page).getByText('About_you').waitFor({ timeout: 15_000 });
      // The portal's chrome: the app, no catalog to go back to, no way out but the answers.
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
      expect(await crumbs.locator('li:not([aria-hidden])').allTextContents()).toEqual(['Client intake']);
      expect(await page.getByRole('button', { name: /exit/i }).count()).toBe(0);
      expect(await page.getByTestId('interview-header').textContent()).toContain('Client intake');

      await answer(page, 'Full name', 'Pat Client');
      await page.waitForURL(new RegExp(`/${DEMO}/${CATALOG}/[0-9a-f-]{36}/${INTAKE}\\?external$`), {
        timeout: 15_000,
      });
      const recordId = new URL(page.url()).pathname.split('/').at(-2)!;
      await answer(page, 'City', 'Oslo');
      await savedState(page);
      await eventually(async () =>
        expect((await readRecord(recordId)).values).toMatchObject({ Name: 'Pat Client', City: 'Oslo' }),
      );
      await shot(page, 'interview');

      await page.getByRole('button', { name: 'Finish' }).click();
      const completion = page.getByTestId('portal-completion');
      await completion.waitFor({ timeout: 15_000 });
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank you');
      const instructions = page.getByTestId('documents-instructions');
      expect(await instructions.locator('h2').textContent()).toBe('What happens next');
      expect(await instructions.textContent()).toContain('We will call you within two days.');
      // The unsafe link stays text: nothing to click.
      expect(await instructions.locator('a').count()).toBe(0);
      const rows = page.getByTestId('document-row');
      await eventually(async () => expect(await rows.count()).toBe(2), 30_000);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        rows
          .first()
          .getByRole('button', { name: /^Download / })
          .click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^Letter.*\.txt$/);
      const path = await download.path();
      expect((await readFile(path!)).toString('utf8')).toBe('Dear Pat Client of Oslo');
      const [all] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download All' }).click(),
      ]);
      expect(all.suggestedFilename()).toBe('Client intake.zip');
      await shot(page, 'completion');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'completion-narrow');

      // Without extAutoClose the record stays theirs: back to their answers, opened afresh.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('button', { name: 'Back to your answers' }).click();
      await screenTitle(page).getByText('About_you').waitFor({ timeout: 15_000 });
      expect(await page.getByLabel('Full name').inputValue()).toBe('Pat Client');
      expect((await readRecord(recordId)).extUserID).toBe(pat._id);
    },
    90_000,
  );

  app.test(
    'with extUseURLs: Exit saves and leaves for the exit URL, Finish for the completion URL; extAutoClose closes it',
    async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const quinn = await registerThroughExternalLink(app.product, 'quinn@client.test', 'Quinn Client', QUICK);
      await openSignedIn(page, app.product, quinn, `/${DEMO}/${CATALOG}/${QUICK}?external`);
      await screenTitle(page).getByText('About_you').waitFor({ timeout: 15_000 });
      await answer(page, 'Full name', 'Quinn');
      await page.waitForURL(new RegExp(`/${DEMO}/${CATALOG}/[0-9a-f-]{36}/${QUICK}\\?external$`), {
        timeout: 15_000,
      });
      const interview = new URL(page.url()).pathname + '?external';
      const recordId = interview.split('/').at(-2)!;
      await savedState(page);
      await shot(page, 'interview-narrow');

      // Exit: the answers are saved, then the client's site.
      await page.getByLabel('City').fill('Bergen');
      await page.getByRole('button', { name: 'Exit' }).click();
      await page.waitForURL(`${site.url}/bye`, { timeout: 15_000 });
      expect(await page.getByRole('heading').textContent()).toBe('Goodbye from the client site');
      expect((await readRecord(recordId)).values).toMatchObject({ Name: 'Quinn', City: 'Bergen' });

      // They come back, and Finish takes them to the completion URL.
      await page.goto(`${app.product.url}${interview}`);
      await screenTitle(page).getByText('About_you').waitFor({ timeout: 15_000 });
      expect(await page.getByLabel('City').inputValue()).toBe('Bergen');
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.waitForURL(`${site.url}/thanks`, { timeout: 15_000 });
      expect(await page.getByRole('heading').textContent()).toBe('Thanks from the client site');

      // extAutoClose: once the run completes, the interview is closed to them, and says so.
      await eventually(async () => expect((await readRecord(recordId)).extUserID).toBeNull(), 30_000);
      await page.goto(`${app.product.url}${interview}`);
      const closed = page.getByTestId('interview-error');
      await closed.waitFor({ timeout: 15_000 });
      expect(await closed.textContent()).toContain('This interview is closed');
      await shot(page, 'closed');
      // Its documents are not theirs to see either (showDocs off): the server refuses them, the page says so.
      await page.goto(`${app.product.url}/${DEMO}/${CATALOG}/${recordId}/${QUICK}/documents`);
      const refused = page.getByTestId('documents-refused');
      await refused.waitFor({ timeout: 15_000 });
      expect(await refused.textContent()).toContain('This app does not show its documents to external users');
    },
    90_000,
  );
});
