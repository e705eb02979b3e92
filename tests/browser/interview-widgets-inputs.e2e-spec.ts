import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { eventually } from './access-session';
import { describeInBrowser } from './browser-suite';
import { APPLICANTS, buildApplicantModel, widgetsRoute as route } from './interview-fixtures';
import { openInterview, screenshots, screenTitle, SHOTS, useCatalogInBrowser } from './interview-helpers';

const shot = screenshots('interview-widgets');
const blur = (page: Page, label: string) => page.getByLabel(label, { exact: true }).blur();

/**
 * Issue 16, the interview's questions (INTERVIEW §3, §11): every type in its styles on one screen, committed, checked
 * on blur, with help and messages; and the grid read as one column on a narrow screen.
 */
describeInBrowser('the interview’s widgets: every input by type and style', () => {
  const { app, admin, createRecord, readRecord } = useCatalogInBrowser(APPLICANTS, buildApplicantModel);

  app.test(
    'every input by type and style commits what people answer, checks on blur and shows help and messages',
    async (page) => {
      const record = await createRecord({ FirstName: 'Ann' });
      await openInterview(page, app.product, admin(), route(record._id), 'Inputs');
      await shot(page, 'inputs-start');

      // The static cell: fields evaluated, a heading below the h1, the javascript: link refused.
      const intro = page.locator('[data-cell="s1"]');
      expect(await intro.getByRole('heading', { level: 2 }).textContent()).toBe('Your details');
      expect(await intro.textContent()).toContain('Hello Ann.');
      expect(await intro.locator('a[href^="javascript"]').count()).toBe(0);

      // Help in a panel below the prompt; "(optional)"; the answered check.
      expect(await page.getByText('As on your passport').isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Help: First name' }).click();
      expect(await page.getByText('As on your passport').isVisible()).toBe(true);
      expect(await page.locator('label[for="q-Phone"]').textContent()).toBe('Phone (optional)');

      // Text with a pattern, typed digits laid over it; the static cell follows a committed answer.
      await page.getByLabel('First name', { exact: true }).fill('Annabel');
      await blur(page, 'First name');
      await intro.getByText('Hello Annabel.').waitFor();
      await page.getByLabel('Phone').pressSequentially('5551234567');
      expect(await page.getByLabel('Phone').inputValue()).toBe('(555) 123-4567');
      await page.getByLabel('Notes').fill('Line one\nLine two');
      expect(await page.getByLabel('Notes').evaluate((element) => element.tagName)).toBe('TEXTAREA');

      // A number out of range: the message above the input, named by aria-describedby, on blur only.
      const age = page.getByLabel('Age', { exact: true });
      expect(await age.getAttribute('inputmode')).toBe('decimal');
      await age.fill('12');
      expect(await page.getByText('Age must be between 18 and 65').count()).toBe(0);
      await age.blur();
      await page.getByText('Age must be between 18 and 65').waitFor();
      expect(await age.getAttribute('aria-invalid')).toBe('true');
      expect(await age.getAttribute('aria-describedby')).toContain('q-Age-error');
      await shot(page, 'inputs-error');
      await age.fill('30');
      await age.blur();
      await page.getByText('Age must be between 18 and 65').waitFor({ state: 'detached' });

      await page.getByLabel('Children', { exact: true }).fill('2');
      expect(await page.getByLabel('Children', { exact: true }).getAttribute('type')).toBe('number');
      await blur(page, 'Children');
      // A slider with a text box beside it: typing moves the slider.
      await page.getByLabel('Score', { exact: true }).fill('7');
      await blur(page, 'Score');
      expect(await page.getByLabel('Score (slider)').inputValue()).toBe('7');

      // Dates: typed in a text box, or in the browser's date input.
      // Typed as 5 April 1990 in the browser's (en-US) order, shown back in full once left.
      await page.getByLabel('Date of birth').fill('4/5/90');
      await blur(page, 'Date of birth');
      expect(await page.getByLabel('Date of birth').inputValue()).toBe('04/05/1990');
      expect(await page.getByLabel('Start date').getAttribute('type')).toBe('date');
      await page.getByLabel('Start date').fill('2026-01-15');
      await blur(page, 'Start date');

      // True/false: a checkbox, a switch, and Yes/No radios with neither checked until answered.
      // A question that appears with an answer: in its place, highlighted, announced politely; focus stays.
      expect(await page.getByLabel('Cigarettes a day').count()).toBe(0);
      await page.getByLabel('Smoker').check();
      await page.getByLabel('Cigarettes a day').waitFor();
      expect(await page.locator('[data-cell="c9b"]').getAttribute('data-new')).toBe('true');
      expect(await page.locator('[data-screen-grid] [role="status"]').textContent()).toBe('1 new question below');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-Smoker');
      await shot(page, 'new-question');
      const pets = page.getByRole('switch', { name: 'Has pets' });
      expect(await pets.getAttribute('aria-checked')).toBe('false');
      await pets.click();
      expect(await pets.getAttribute('aria-checked')).toBe('true');
      const agree = page.getByRole('group', { name: 'Agrees to terms' });
      expect(await agree.getByRole('radio', { checked: true }).count()).toBe(0);
      await agree.getByRole('radio', { name: 'No' }).check();

      // Selections: radios, checkbox columns, a dropdown, a listbox, a hybrid taking free text.
      await page.getByRole('group', { name: 'Favourite colour' }).getByRole('radio', { name: 'Green' }).check();
      const fruits = page.getByRole('group', { name: 'Fruits' });
      await fruits.getByRole('checkbox', { name: 'Pear' }).check();
      await fruits.getByRole('checkbox', { name: 'Apple' }).check();
      await page.getByLabel('Size').selectOption('M');
      await page.getByLabel('Office').selectOption('York');
      await page.getByLabel('Tags').fill('vip');
      await page.getByLabel('Tags').press('Enter');
      await page.getByLabel('Tags').fill('call back');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('button', { name: 'Remove vip' }).waitFor();
      await shot(page, 'inputs-answered');

      await eventually(async () => {
        const saved = await readRecord(record._id);
        expect(saved.values).toMatchObject({
          FirstName: 'Annabel',
          Phone: '(555) 123-4567',
          Notes: 'Line one\nLine two',
          Age: 30,
          Children: 2,
          Score: 7,
          Born: '1990-04-05',
          Start: '2026-01-15',
          Smoker: true,
          Pets: true,
          Agree: false,
          Colour: 'Green',
          Fruits: ['Apple', 'Pear'],
          Size: 'M',
          Office: 'York',
          Tags: ['vip', 'call back'],
        });
      }, 15_000);

      // A file: the picker's choice uploaded, then its name and size with Remove.
      await page.locator('[data-cell="c17"] input[type="file"]').setInputFiles({
        name: 'passport.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4 a passport scan'),
      });
      await page.getByText('passport.pdf').waitFor({ timeout: 10_000 });
      expect(await page.locator('[data-cell="c17"]').textContent()).toContain('24 bytes');
      await shot(page, 'file');
      await eventually(async () => {
        const saved = await readRecord(record._id);
        expect(saved.values.Passport).toMatchObject({ name: 'passport.pdf', size: 24 });
      }, 15_000);

      // Enter in a one-line field commits and goes to the next screen (INTERVIEW §3).
      await page.getByLabel('First name', { exact: true }).fill('Annie');
      await page.getByLabel('First name', { exact: true }).press('Enter');
      await screenTitle(page).getByText('People').waitFor();
      await eventually(async () => expect((await readRecord(record._id)).values.FirstName).toBe('Annie'), 15_000);
    },
    120_000,
  );

  app.test('a narrow screen reads the grid as one column, row by row', async (page) => {
    const record = await createRecord({ FirstName: 'Cy' });
    await page.setViewportSize({ width: 390, height: 800 });
    await openInterview(page, app.product, admin(), route(record._id), 'Inputs');
    const first = await page.locator('#q-FirstName').boundingBox();
    const phone = await page.locator('#q-Phone').boundingBox();
    expect(Math.round(phone!.x)).toBe(Math.round(first!.x));
    expect(phone!.y).toBeGreaterThan(first!.y);
    await shot(page, 'narrow');

    // A popup is a full-screen sheet there (INTERVIEW §11).
    await page.getByTestId('outline-drawer-toggle').click();
    await page
      .locator('#interview-screens-drawer')
      .getByRole('button', { name: /People/ })
      .click();
    await screenTitle(page).getByText('People').waitFor();
    await page.getByRole('button', { name: 'Edit Employer' }).click();
    const sheet = await page.getByRole('dialog', { name: 'Employer' }).boundingBox();
    expect(sheet).toMatchObject({ x: 0, y: 0, width: 390, height: 800 });
    await page.screenshot({ path: join(SHOTS, 'interview-widgets-narrow-popup.png') });
  });
});
