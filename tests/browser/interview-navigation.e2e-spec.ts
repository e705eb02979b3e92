import { DEMO, eventually } from './access-session';
import { describeInBrowser } from './browser-suite';
import { buildMatterModel, INTAKE, intakeRoute as route, MATTERS, NOTES } from './interview-fixtures';
import {
  answer,
  openInterview,
  savedState,
  saveState,
  screenshots,
  screenTitle,
  useCatalogInBrowser,
} from './interview-helpers';

const shot = screenshots('interview');

/**
 * Issue 16, the interview (INTERVIEW §1, §5, §8, §11): an app on a record answered in the browser, a question that
 * appears with an answer, the outline and the footer, an app that makes no documents, a new record made by the first
 * save, and a narrow screen.
 */
describeInBrowser('the interview: screens, the outline and a new record', () => {
  const { app, admin, createRecord, readRecord } = useCatalogInBrowser(MATTERS, buildMatterModel);

  app.test(
    'answers on a record: a question appears, autosave, the outline and the footer, and a reload keeps them',
    async (page) => {
      const record = await createRecord({ Name: 'Ada Lovelace' });
      await openInterview(page, app.product, admin(), route(record._id), 'About_you');
      expect(await page.title()).toBe('About_you – Client intake – Ada Lovelace');
      const outline = page.getByRole('navigation', { name: 'Screens' });
      expect(await outline.getByTestId('outline-screen').count()).toBe(2);
      expect(await page.getByTestId('screen-position').textContent()).toBe('Screen 1 of 2');
      expect(await page.getByLabel('Full name').inputValue()).toBe('Ada Lovelace');
      expect(await page.getByLabel('Spouse name').count()).toBe(0);
      await shot(page, 'first-screen');

      // Married makes the spouse's question relevant: it appears in its place.
      await page.getByLabel('Married').first().check();
      await answer(page, 'Spouse name', 'Lord King');
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
      await screenTitle(page).getByText('Home').waitFor();
      expect(await page.getByTestId('screen-position').textContent()).toBe('Screen 2 of 2');
      expect(await page.getByRole('button', { name: 'Finish' }).count()).toBe(1);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      await answer(page, 'City', 'London');
      await savedState(page);

      // A reload returns to the last screen, the answers saved.
      await eventually(async () => expect((await readRecord(record._id)).values.City).toBe('London'));
      await page.reload();
      await screenTitle(page).getByText('Home').waitFor({ timeout: 15_000 });
      expect(await page.getByLabel('City').inputValue()).toBe('London');
      await page.getByRole('button', { name: 'Back' }).click();
      await screenTitle(page).getByText('About_you').waitFor();
      expect(await page.getByLabel('Spouse name').inputValue()).toBe('Lord King');
      // The outline opens any screen.
      await outline.getByRole('button', { name: /Home/ }).click();
      await screenTitle(page).getByText('Home').waitFor();
    },
    90_000,
  );

  app.test(
    'an app that makes no documents: Finish only saves; Save and exit goes back to the catalog',
    async (page) => {
      const record = await createRecord({ Name: 'Hedy Lamarr', Married: false, City: 'Vienna' });
      await openInterview(page, app.product, admin(), `/${DEMO}/${MATTERS}/${record._id}/${NOTES}`, 'About_you');
      await page.getByRole('button', { name: 'Next' }).click();
      await screenTitle(page).getByText('Home').waitFor();
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.getByTestId('answers-saved').getByText('Answers saved').waitFor({ timeout: 10_000 });
      expect(page.url()).toContain(`/${record._id}/${NOTES}`);
      await shot(page, 'answers-saved');
      await page.getByRole('button', { name: 'Save and exit' }).click();
      await page.waitForURL(new RegExp(`/${DEMO}/${MATTERS}$`), { timeout: 10_000 });
    },
  );

  app.test('a new record is created by the first save, and the address then names it', async (page) => {
    await openInterview(page, app.product, admin(), `/${DEMO}/${MATTERS}/${INTAKE}`, 'About_you');
    await answer(page, 'Full name', 'Alan Turing');
    await page.waitForURL(new RegExp(`/${DEMO}/${MATTERS}/[0-9a-f-]{36}/${INTAKE}$`), { timeout: 15_000 });
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
    await openInterview(page, app.product, admin(), route(record._id), 'About_you');
    const toggle = page.getByTestId('outline-drawer-toggle');
    expect((await toggle.textContent())?.replace(/\s+/g, ' ')).toBe('Screen 1 of 2▾');
    for (const name of ['Back', 'Next']) {
      const box = await page.getByRole('button', { name, exact: true }).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await shot(page, 'narrow');
    await toggle.click();
    await page.locator('#interview-screens-drawer').getByRole('button', { name: /Home/ }).click();
    await screenTitle(page).getByText('Home').waitFor();
    await shot(page, 'narrow-home');
  });
});
