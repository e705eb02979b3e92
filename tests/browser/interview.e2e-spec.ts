import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  addUserByApi,
  DEMO,
  eventually,
  listUsers,
  openSignedIn,
  setPasswordAndSignIn,
  signInDemoAdminByApi,
  type ApiSession,
} from './access-session';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { saveTypesByApi } from './designer-helpers';
import { catalogRecords } from './records-helpers';
import { api, ROOT } from './harness';

const SHOTS = join(ROOT, 'test-results', 'screenshots');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `interview-${name}.png`), fullPage: true });

const CATALOG = 'Matters';
const APP = 'Intake';
/** An app of the same model that makes no documents (generateDocs off). */
const NOTES = 'Notes';

const question = (id: string, content: string, offset = 0, span = 1) => ({
  id,
  class: 'question',
  content,
  offset,
  span,
});

/**
 * Issue 16, the interview (INTERVIEW §1, §5–§8, §10, §11): a model with two screens built through the API, an app
 * on a record answered in the browser, a question that appears with an answer, autosave, navigation, Finish and its
 * error summary, a new record, a narrow screen and the lock.
 */
describeInBrowser('the interview', () => {
  let admin: ApiSession;
  const app = useProductInBrowser({
    prepare: async (product) => {
      admin = await signInDemoAdminByApi(product);
      const model = (await saveTypesByApi(product, admin, [{ action: 'add', kind: 'model', name: 'Matter' }])).added[0]
        ._id;
      await saveTypesByApi(product, admin, [
        { action: 'add', kind: 'variable', parent: model, name: 'Name', type: 'text', label: 'Full name' },
        { action: 'add', kind: 'variable', parent: model, name: 'Married', type: 'true/false', label: 'Married' },
        {
          action: 'add',
          kind: 'variable',
          parent: model,
          name: 'Spouse',
          type: 'text',
          label: 'Spouse name',
          forceRelevance: 'Married',
        },
        { action: 'add', kind: 'variable', parent: model, name: 'City', type: 'text', label: 'City' },
        {
          action: 'add',
          kind: 'variable',
          parent: model,
          name: 'Children',
          type: 'number',
          label: 'Children',
          minimum: 0,
          maximum: 20,
          forceOptional: true,
        },
        {
          action: 'add',
          kind: 'layout',
          parent: model,
          name: 'About_you',
          columnCount: 2,
          rows: [
            [question('c1', 'Name'), question('c2', 'Married', 1)],
            [question('c3', 'Spouse', 0, 2)],
            [question('c5', 'Children')],
          ],
        },
        {
          action: 'add',
          kind: 'layout',
          parent: model,
          name: 'Home',
          columnCount: 1,
          rows: [[question('c4', 'City')]],
        },
        {
          action: 'add',
          kind: 'template',
          parent: model,
          name: 'Letter',
          type: 'text',
          text: 'Dear {[Name]} and {[Spouse]} of {[City]}, {[Children]} children',
        },
        {
          action: 'add',
          kind: 'app',
          parent: model,
          name: APP,
          label: 'Client intake',
          screens: ['About_you', 'Home'],
          templates: ['Letter'],
          generateDocs: true,
        },
        {
          action: 'add',
          kind: 'app',
          parent: model,
          name: NOTES,
          label: 'Case notes',
          screens: ['About_you', 'Home'],
          templates: ['Letter'],
          generateDocs: false,
        },
        { action: 'update', kind: 'model', _id: model, key: 'Name' },
      ]);
      await api(product, 'POST', `/${DEMO}/api/collections`, { name: CATALOG, type: model }, admin.token);
    },
  });

  const records = catalogRecords(
    () => app.product,
    () => admin,
    CATALOG,
  );
  const createRecord = records.create;
  const readRecord = records.read;
  const route = (id: string) => `/${DEMO}/${CATALOG}/${id}/${APP}`;
  // The screen's title (the workspace header has an h1 of its own: see the report).
  const heading = (page: Page) => page.locator('#interview-screen-title');
  const saveState = (page: Page) => page.getByTestId('save-state');
  const savedState = (page: Page) =>
    saveState(page)
      .getByText(/^Saved \d\d:\d\d$/)
      .waitFor({ timeout: 10_000 });

  app.test(
    'answers on a record: a question appears, autosave, the outline and the footer, and a reload keeps them',
    async (page) => {
      const record = await createRecord({ Name: 'Ada Lovelace' });
      await openSignedIn(page, app.product, admin, route(record._id));
      await heading(page).getByText('About_you').waitFor({ timeout: 15_000 });
      expect(await page.title()).toBe('About_you – Client intake – Ada Lovelace');
      const outline = page.getByRole('navigation', { name: 'Screens' });
      expect(await outline.getByTestId('outline-screen').count()).toBe(2);
      expect(await page.getByTestId('screen-position').textContent()).toBe('Screen 1 of 2');
      expect(await page.getByLabel('Full name').inputValue()).toBe('Ada Lovelace');
      expect(await page.getByLabel('Spouse name').count()).toBe(0);
      await shot(page, 'first-screen');

      // Married makes the spouse's question relevant: it appears in its place.
      await page.getByLabel('Married').first().check();
      await page.getByLabel('Spouse name').fill('Lord King');
      await page.getByLabel('Spouse name').blur();
      await eventually(async () => {
        const text = await saveState(page).textContent();
        expect(text === 'Saving…' || /^Saved \d\d:\d\d$/.test(text ?? '')).toBe(true);
      });
      await shot(page, 'saving');
      await savedState(page);
      await eventually(async () => {
        const saved = await readRecord(record._id);
        expect(saved.values).toMatchObject({ Name: 'Ada Lovelace', Married: true, Spouse: 'Lord King' });
      });

      // Next: the second screen, counted among the visible ones, with Finish.
      await page.getByRole('button', { name: 'Next' }).click();
      await heading(page).getByText('Home').waitFor();
      expect(await page.getByTestId('screen-position').textContent()).toBe('Screen 2 of 2');
      expect(await page.getByRole('button', { name: 'Finish' }).count()).toBe(1);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      await page.getByLabel('City').fill('London');
      await page.getByLabel('City').blur();
      await savedState(page);

      // A reload returns to the last screen, the answers saved.
      await eventually(async () => expect((await readRecord(record._id)).values.City).toBe('London'));
      await page.reload();
      await heading(page).getByText('Home').waitFor({ timeout: 15_000 });
      expect(await page.getByLabel('City').inputValue()).toBe('London');
      await page.getByRole('button', { name: 'Back' }).click();
      await heading(page).getByText('About_you').waitFor();
      expect(await page.getByLabel('Spouse name').inputValue()).toBe('Lord King');
      // The outline opens any screen.
      await outline.getByRole('button', { name: /Home/ }).click();
      await heading(page).getByText('Home').waitFor();
    },
    90_000,
  );

  app.test(
    'Finish with a missing answer: the error summary links to the field, and Assemble anyway opens the documents',
    async (page) => {
      const record = await createRecord({ Married: false });
      await openSignedIn(page, app.product, admin, route(record._id));
      await heading(page).getByText('About_you').waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Next' }).click();
      await heading(page).getByText('Home').waitFor();
      await page.getByRole('button', { name: 'Finish' }).click();

      const summary = page.getByTestId('error-summary');
      await summary.getByText('There is a problem').waitFor({ timeout: 10_000 });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('error-summary');
      // Name and City are missing: one link each, grouped by screen (Married, a checkbox, left unticked says No).
      const links = summary.getByRole('link');
      expect(await links.count()).toBe(2);
      expect(await summary.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['About_you', 'Home']);
      await shot(page, 'error-summary');

      // A link on this screen focuses its field; one on another screen opens that screen and focuses the field.
      await links.nth(1).click();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-City');
      await page.getByRole('button', { name: 'Finish' }).click();
      await summary.getByText('There is a problem').waitFor();
      await links.first().click();
      await heading(page).getByText('About_you').waitFor();
      await eventually(async () => expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-Name'));

      await page.getByRole('button', { name: 'Next' }).click();
      await heading(page).getByText('Home').waitFor();
      await page.getByRole('button', { name: 'Finish' }).click();
      await summary.getByText('There is a problem').waitFor();
      await page.getByRole('button', { name: 'Assemble anyway' }).click();
      await page.waitForURL(`**${route(record._id)}/documents`, { timeout: 15_000 });
    },
    90_000,
  );

  app.test(
    'an answer that does not fit: Next shows the error summary and stays; a fitting answer moves on',
    async (page) => {
      const record = await createRecord({ Name: 'Barbara Liskov' });
      await openSignedIn(page, app.product, admin, route(record._id));
      await heading(page).getByText('About_you').waitFor({ timeout: 15_000 });
      await page.getByLabel(/^Children/).fill('25');
      await page.getByLabel(/^Children/).blur();
      await page.getByRole('button', { name: 'Next' }).click();
      const summary = page.getByTestId('error-summary');
      await summary.getByText('There is a problem').waitFor({ timeout: 10_000 });
      expect(await summary.getByRole('link').count()).toBe(1);
      expect(await heading(page).textContent()).toBe('About_you');
      await shot(page, 'field-error');
      // Nothing that does not fit was sent.
      expect((await readRecord(record._id)).values.Children).toBeUndefined();

      // Enter in the one-line field commits the answer and asks for the next screen.
      await page.getByLabel(/^Children/).fill('2');
      await page.getByLabel(/^Children/).press('Enter');
      await heading(page).getByText('Home').waitFor();
      await eventually(async () => expect((await readRecord(record._id)).values.Children).toBe(2));
    },
  );

  app.test('offline: answers are kept on this device and sent when the connection is back', async (page) => {
    const record = await createRecord({ Name: 'Radia Perlman' });
    await openSignedIn(page, app.product, admin, route(record._id));
    await heading(page).getByText('About_you').waitFor({ timeout: 15_000 });
    await page.context().setOffline(true);
    await page.getByLabel(/^Children/).fill('3');
    await page.getByLabel(/^Children/).blur();
    await saveState(page).getByText('Offline: kept on this device').waitFor({ timeout: 10_000 });
    await shot(page, 'offline');
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('interview.unsent.')),
    );
    expect(kept).toHaveLength(1);
    expect((await readRecord(record._id)).values.Children).toBeUndefined();

    await page.context().setOffline(false);
    await savedState(page);
    await eventually(async () => expect((await readRecord(record._id)).values.Children).toBe(3));
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('interview.unsent.'))),
    ).toEqual([]);
  });

  app.test('a save the server fails says "Not saved" with Retry, and Retry sends the answers', async (page) => {
    const record = await createRecord({ Name: 'John Backus' });
    await openSignedIn(page, app.product, admin, route(record._id));
    await heading(page).getByText('About_you').waitFor({ timeout: 15_000 });
    const saves = `**/${DEMO}/api/collections/${CATALOG}/items/${record._id}`;
    await page.route(saves, (call) =>
      call.request().method() === 'POST'
        ? call.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Try again later."}' })
        : call.fallback(),
    );
    await page.getByLabel(/^Children/).fill('4');
    await page.getByLabel(/^Children/).blur();
    await saveState(page).getByText('Not saved').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('save-error').textContent()).toBe('Try again later.');
    await shot(page, 'not-saved');
    expect((await readRecord(record._id)).values.Children).toBeUndefined();

    await page.unroute(saves);
    await page.getByRole('button', { name: 'Retry' }).click();
    await savedState(page);
    await eventually(async () => expect((await readRecord(record._id)).values.Children).toBe(4));
  });

  app.test(
    "someone else's save meanwhile: their other answers are taken and marked; the same answer asks Keep mine or Use theirs",
    async (page) => {
      const record = await createRecord({ Name: 'Frances Allen', City: 'Peru' });
      await openSignedIn(page, app.product, admin, route(record._id));
      await heading(page).getByText('About_you').waitFor({ timeout: 15_000 });
      const saveElsewhere = async (nextValues: Record<string, unknown>) => {
        const current = await readRecord(record._id);
        await api(
          app.product,
          'POST',
          `/${DEMO}/api/collections/${CATALOG}/items/${record._id}`,
          { nextValues, version: current.version },
          admin.token,
        );
      };

      // Another answer changed elsewhere: ours goes on top, theirs shows, marked.
      await saveElsewhere({ City: 'Paris' });
      await page.getByLabel(/^Children/).fill('1');
      await page.getByLabel(/^Children/).blur();
      await eventually(async () =>
        expect((await readRecord(record._id)).values).toMatchObject({ City: 'Paris', Children: 1 }),
      );
      await page.getByRole('button', { name: 'Next' }).click();
      await heading(page).getByText('Home').waitFor();
      expect(await page.getByLabel('City').inputValue()).toBe('Paris');
      await page.getByText(`Updated by ${admin.user.name}`).waitFor();

      // The same answer changed elsewhere: ours stays in the field until the person chooses.
      await saveElsewhere({ City: 'Rome' });
      await page.getByLabel('City').fill('Oslo');
      await page.getByLabel('City').blur();
      const notices = page.getByTestId('conflict-notices');
      await notices
        .getByText(`${admin.user.name} changed “City” while you were answering.`)
        .waitFor({ timeout: 10_000 });
      expect(await page.getByRole('textbox', { name: 'City' }).inputValue()).toBe('Oslo');
      expect((await readRecord(record._id)).values.City).toBe('Rome');
      await shot(page, 'conflict');
      await notices.getByRole('button', { name: 'Keep mine' }).click();
      await eventually(async () => expect((await readRecord(record._id)).values.City).toBe('Oslo'));
      expect(await notices.count()).toBe(0);
    },
    90_000,
  );

  app.test(
    'an app that makes no documents: Finish only saves; Save and exit goes back to the catalog',
    async (page) => {
      const record = await createRecord({ Name: 'Hedy Lamarr', Married: false, City: 'Vienna' });
      await openSignedIn(page, app.product, admin, `/${DEMO}/${CATALOG}/${record._id}/${NOTES}`);
      await heading(page).getByText('About_you').waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Next' }).click();
      await heading(page).getByText('Home').waitFor();
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.getByTestId('answers-saved').getByText('Answers saved').waitFor({ timeout: 10_000 });
      expect(page.url()).toContain(`/${record._id}/${NOTES}`);
      await shot(page, 'answers-saved');
      await page.getByRole('button', { name: 'Save and exit' }).click();
      await page.waitForURL(new RegExp(`/${DEMO}/${CATALOG}$`), { timeout: 10_000 });
    },
  );

  app.test('a new record is created by the first save, and the address then names it', async (page) => {
    await openSignedIn(page, app.product, admin, `/${DEMO}/${CATALOG}/${APP}`);
    await heading(page).getByText('About_you').waitFor({ timeout: 15_000 });
    await page.getByLabel('Full name').fill('Alan Turing');
    await page.getByLabel('Full name').blur();
    await page.waitForURL(new RegExp(`/${DEMO}/${CATALOG}/[0-9a-f-]{36}/${APP}$`), { timeout: 15_000 });
    const id = page.url().split('/').at(-2)!;
    await savedState(page);
    // The record's name, made by the server from its key, now titles the page.
    await eventually(async () => expect(await page.title()).toBe('About_you – Client intake – Alan Turing'));
    expect((await readRecord(id)).values.Name).toBe('Alan Turing');
    // The session goes on: the answer stays in the field, nothing opened again.
    expect(await page.getByLabel('Full name').inputValue()).toBe('Alan Turing');
  });

  app.test('a narrow screen: the outline is a drawer, the footer buttons are at least 44 px high', async (page) => {
    const record = await createRecord({ Name: 'Katherine Johnson' });
    await page.setViewportSize({ width: 390, height: 800 });
    await openSignedIn(page, app.product, admin, route(record._id));
    await heading(page).getByText('About_you').waitFor({ timeout: 15_000 });
    const toggle = page.getByTestId('outline-drawer-toggle');
    expect((await toggle.textContent())?.replace(/\s+/g, ' ')).toBe('Screen 1 of 2▾');
    for (const name of ['Back', 'Next']) {
      const box = await page.getByRole('button', { name, exact: true }).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await shot(page, 'narrow');
    await toggle.click();
    await page.locator('#interview-screens-drawer').getByRole('button', { name: /Home/ }).click();
    await heading(page).getByText('Home').waitFor();
    await shot(page, 'narrow-home');
  });

  app.test(
    "another user's open record is read-only, with a notice naming them, until they finish",
    async (page) => {
      const record = await createRecord({ Name: 'Edsger Dijkstra' });
      // The administrator opens the interview first: the record is theirs for the next 12 minutes.
      await api(
        app.product,
        'GET',
        `/${DEMO}/api/runs/${CATALOG}/${record._id}/${APP}/interview`,
        undefined,
        admin.token,
      );
      await addUserByApi(app.product, admin, 'Mo Member', 'mo@demo.test');
      const mo = (await listUsers<{ _id: string; mail: string }>(app.product, admin)).find(
        (user) => user.mail === 'mo@demo.test',
      )!;
      await api(app.product, 'PUT', `/${DEMO}/api/users/${mo._id}`, { permissions: [CATALOG] }, admin.token);
      const member = await setPasswordAndSignIn(app.product, 'mo@demo.test', 'member-pass-1');

      await openSignedIn(page, app.product, member, route(record._id));
      const notice = page.getByTestId('lock-notice');
      await notice.waitFor({ timeout: 15_000 });
      expect(await notice.textContent()).toContain(
        `User '${admin.user.name}' is currently working on this record. It will be available when they are finished.`,
      );
      expect(await page.getByLabel('Full name').isEditable()).toBe(false);
      await shot(page, 'locked');

      // The holder finishes: the record is no longer Needs Updating, and the page, opening it again every 10 s,
      // becomes editable.
      const held = await readRecord(record._id);
      await api(
        app.product,
        'POST',
        `/${DEMO}/api/runs/${CATALOG}/${record._id}/${APP}/finish`,
        { version: held.version, anyway: true },
        admin.token,
      );
      await notice.waitFor({ state: 'detached', timeout: 20_000 });
      expect(await page.getByLabel('Full name').isEditable()).toBe(true);
    },
    60_000,
  );
});
