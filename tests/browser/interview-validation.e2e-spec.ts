import { eventually } from './access-session';
import { describeInBrowser } from './browser-suite';
import { buildMatterModel, intakeRoute as route, MATTERS } from './interview-fixtures';
import { answer, openInterview, screenshots, screenTitle, useCatalogInBrowser } from './interview-helpers';

const shot = screenshots('interview');

/**
 * Issue 16, the interview's checks (INTERVIEW §6, §7): Finish with a missing answer shows the error summary, whose
 * links lead to the fields, and Assemble anyway; an answer that does not fit keeps Next on its screen.
 */
describeInBrowser('the interview: answers checked at Next and Finish', () => {
  const { app, admin, createRecord, readRecord } = useCatalogInBrowser(MATTERS, buildMatterModel);

  app.test(
    'Finish with a missing answer: the error summary links to the field, and Assemble anyway opens the documents',
    async (page) => {
      const record = await createRecord({ Married: false });
      await openInterview(page, app.product, admin(), route(record._id), 'About_you');
      await page.getByRole('button', { name: 'Next' }).click();
      await screenTitle(page).getByText('Home').waitFor();
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
      await screenTitle(page).getByText('About_you').waitFor();
      await eventually(async () => expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-Name'));

      await page.getByRole('button', { name: 'Next' }).click();
      await screenTitle(page).getByText('Home').waitFor();
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
      await openInterview(page, app.product, admin(), route(record._id), 'About_you');
      await answer(page, /^Children/, '25');
      await page.getByRole('button', { name: 'Next' }).click();
      const summary = page.getByTestId('error-summary');
      await summary.getByText('There is a problem').waitFor({ timeout: 10_000 });
      expect(await summary.getByRole('link').count()).toBe(1);
      expect(await screenTitle(page).textContent()).toBe('About_you');
      await shot(page, 'field-error');
      // Nothing that does not fit was sent.
      expect((await readRecord(record._id)).values.Children).toBeUndefined();

      // Enter in the one-line field commits the answer and asks for the next screen.
      await page.getByLabel(/^Children/).fill('2');
      await page.getByLabel(/^Children/).press('Enter');
      await screenTitle(page).getByText('Home').waitFor();
      await eventually(async () => expect((await readRecord(record._id)).values.Children).toBe(2));
    },
  );
});
