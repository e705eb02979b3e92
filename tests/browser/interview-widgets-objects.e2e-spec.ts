import { eventually } from './access-session';
import { describeInBrowser } from './browser-suite';
import { APPLICANTS, buildApplicantModel, widgetsRoute as route } from './interview-fixtures';
import { openInterview, screenshots, screenTitle, useCatalogInBrowser } from './interview-helpers';

const shot = screenshots('interview-widgets');

/**
 * Issue 16, objects in the interview (INTERVIEW §4, §10): popup, inline and accordion styles, lists of objects with add,
 * edit, move and remove, and a selection offering the people entered earlier.
 */
describeInBrowser('the interview’s widgets: objects and lists of objects', () => {
  const { app, admin, createRecord, readRecord } = useCatalogInBrowser(APPLICANTS, buildApplicantModel);

  app.test(
    'objects in popup, inline and accordion styles, and lists of objects with add, edit, move and remove',
    async (page) => {
      const record = await createRecord({ FirstName: 'Bea' });
      await openInterview(page, app.product, admin(), route(record._id), 'Inputs');
      await page
        .getByRole('navigation', { name: 'Screens' })
        .getByRole('button', { name: /People/ })
        .click();
      await screenTitle(page).getByText('People').waitFor();

      // Inline: the object's fields in a fieldset named by the prompt.
      const home = page.getByRole('group', { name: 'Home address' });
      await home.getByLabel('Street').fill('1 High St');
      await home.getByLabel('Street').blur();
      // Typing alone commits once it stops for 400 ms, without leaving the field.
      await home.getByLabel('Town').fill('Leeds');
      await eventually(
        async () => expect((await readRecord(record._id)).values.Home).toMatchObject({ Town: 'Leeds' }),
        10_000,
      );

      // Accordion: open by itself while answers are missing.
      const partner = page.getByRole('button', { name: /Partner/ });
      expect(await partner.getAttribute('aria-expanded')).toBe('true');
      await page.locator('#q-Partner-Name').fill('Sam');
      await page.locator('#q-Partner-Name').blur();

      // Popup: Cancel keeps nothing, Done commits; focus goes back to Edit.
      await page.getByRole('button', { name: 'Edit Employer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Employer' });
      await dialog.getByLabel('Company').fill('Initech');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.locator('[data-object="Job"]').textContent()).toContain('Not answered yet');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-Job');
      await page.getByRole('button', { name: 'Edit Employer' }).click();
      await dialog.getByLabel('Company').fill('Acme');
      await shot(page, 'popup');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.locator('[data-object="Job"]').getByText('Acme').waitFor();

      // A list of objects: empty says so; a new item exists only after Done.
      const kids = page.locator('[data-object-list="Kids"]');
      expect(await kids.getByText('No kids added yet.').count()).toBe(1);
      for (const [first, last] of [
        ['Anna', 'Smith'],
        ['Ben', 'Jones'],
      ]) {
        await kids.getByRole('button', { name: 'Add kid' }).click();
        const adding = page.getByRole('dialog', { name: 'Add kid' });
        await adding.getByLabel('First name').fill(first);
        await adding.getByLabel('Last name').fill(last);
        await adding.getByRole('button', { name: 'Done' }).click();
        await adding.waitFor({ state: 'detached' });
      }
      const rows = kids.getByRole('listitem');
      expect(await rows.allTextContents()).toEqual([
        expect.stringContaining('Anna Smith'),
        expect.stringContaining('Ben Jones'),
      ]);
      // The selection offers the kids entered above (INTERVIEW §10, WCAG 3.3.7).
      const guardian = page.getByRole('group', { name: 'Guardian' });
      await guardian.getByRole('radio', { name: 'Ben Jones' }).waitFor();
      await kids.getByRole('button', { name: 'Move Ben Jones up' }).click();
      await eventually(async () => expect(await rows.first().textContent()).toContain('Ben Jones'));
      await shot(page, 'lists');

      // Remove asks by name and warns that a selection offers the item; focus goes to the next row, or Add.
      await kids.getByRole('button', { name: 'Remove Ben Jones' }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove kid' });
      await confirm.getByText('Remove Ben Jones?').waitFor();
      expect(await confirm.textContent()).toContain('Guardian offers the kids entered here as options');
      await shot(page, 'remove');
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(await rows.count()).toBe(1);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-Kids-item-0');

      // Accordion list: Add opens a new panel with focus on its first field.
      const helpers = page.locator('[data-object-list="Helpers"]');
      await helpers.getByRole('button', { name: 'Add helper' }).click();
      await eventually(async () =>
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-Helpers-0--Name'),
      );
      await page.keyboard.type('Uma');
      await page.locator('#q-Helpers-0--Name').blur();
      // Inline list: a fieldset per item, named by the list; Remove empties the list, which then says so.
      const refs = page.locator('[data-object-list="Refs"]');
      await refs.getByRole('button', { name: 'Add referee' }).click();
      await eventually(async () =>
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-Refs-0--Name'),
      );
      await refs.getByRole('group', { name: 'Referee 1' }).getByLabel('Name').fill('Vic');
      await refs.getByRole('group', { name: 'Referee 1' }).getByLabel('Name').blur();
      await shot(page, 'people');
      await refs.getByRole('button', { name: 'Remove Vic' }).click();
      await page.getByRole('dialog', { name: 'Remove referee' }).getByRole('button', { name: 'Remove' }).click();
      await refs.getByText('No referees added yet.').waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-Refs-add');

      await eventually(async () => {
        const saved = await readRecord(record._id);
        expect(saved.values).toMatchObject({
          Home: { Street: '1 High St', Town: 'Leeds' },
          Partner: { Name: 'Sam' },
          Job: { Company: 'Acme' },
          Kids: [{ FirstName: 'Anna', LastName: 'Smith' }],
          Helpers: [{ Name: 'Uma' }],
        });
      }, 15_000);
    },
    120_000,
  );
});
