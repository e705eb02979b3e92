import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { buildDocx, paragraph } from '../../templating/src/docx/docx-test-package';
import { DEMO, eventually } from './access-session';
import { describeInBrowser } from './browser-suite';
import {
  dialog,
  elementByName,
  modelWithVariables,
  openDesigner,
  saveChanges,
  saveTypesByApi,
  screenshotsIn,
  useDesignerInBrowser,
} from './designer-helpers';
import { api, enableAddon } from './harness';

/** Screenshots of the template editor's states, for looking at (SHOTS=1). */
const shot = screenshotsIn('template-editor', { width: 1600, height: 1500 });

/** A PDF form with text fields of these names. */
async function pdfForm(fields: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([600, 400]);
  const form = pdf.getForm();
  fields.forEach((name, index) =>
    form.createTextField(name).addToPage(page, { x: 50, y: 320 - index * 40, height: 24 }),
  );
  return Buffer.from(await pdf.save());
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describeInBrowser('type designer: templates', () => {
  const app = useDesignerInBrowser({
    prepare: async (product) => {
      await enableAddon(product, DEMO, 'pdf');
      await enableAddon(product, DEMO, 'onedrive');
    },
  });

  /** A model with these variables and one template of this type, opened in the template editor. */
  const openTemplate = async (page: Page, model: string, variables: string[], template: string, type: string) => {
    const created = await modelWithVariables(app.product, app.admin, model, variables);
    await saveTypesByApi(app.product, app.admin, [
      { action: 'add', kind: 'template', parent: created._id, name: template, type },
    ]);
    await openDesigner(page, app.product, app.admin, `${model}/templates/${template}`);
    await page.getByTestId('template-editor').waitFor();
  };
  const upload = (page: Page, accept: '.docx' | '.pdf', name: string, buffer: Buffer) =>
    page
      .getByLabel(`Template file (${accept})`)
      .setInputFiles({ name, mimeType: accept === '.pdf' ? 'application/pdf' : DOCX, buffer });

  app.test(
    'a Word template: its fields and variables listed, saved, and downloaded with the same bytes',
    async (page) => {
      await openTemplate(page, 'Letters', ['Name', 'Married', 'Children'], 'Letter', 'docx');
      await shot(page, 'docx-empty');
      expect(await page.getByTestId('template-status').getAttribute('data-status')).toBe('out-of-date');
      const bytes = Buffer.from(
        buildDocx(
          // A field split across runs, as Word writes it; an `if`; a `list`; a name the model does not define.
          paragraph('Dear {[Na', 'me]},') +
            paragraph('{[if Married]}', 'Congratulations!', '{[endif]}') +
            paragraph('{[list Children]}') +
            paragraph('{[ChildName]}') +
            paragraph('{[endlist]}') +
            paragraph('Signed {[Nickname]}'),
        ),
      );
      await upload(page, '.docx', 'Letter.docx', bytes);

      const fields = page.getByRole('list', { name: 'Fields' });
      await fields.getByText('{[Name]}').waitFor({ timeout: 15_000 });
      expect(await fields.getByRole('listitem').allTextContents()).toEqual(
        expect.arrayContaining(['{[Name]}', '{[if Married]}', '{[list Children]}', '{[ChildName]}', '{[endlist]}']),
      );
      const variables = page.getByRole('list', { name: 'Variables' });
      const names = await variables.getByRole('listitem').allTextContents();
      expect(names).toEqual(expect.arrayContaining(['Name', 'Married', 'Children', 'Nickname(not defined)']));
      expect(names).not.toContain('ChildName(not defined)');
      expect(await page.getByTestId('template-status').getAttribute('data-status')).toBe('out-of-date');
      await page.getByText('The template uses a name the model does not define: Nickname.').waitFor();
      await page
        .getByText(/Letter\.docx/)
        .first()
        .waitFor();
      await page.getByText(`${bytes.length.toLocaleString('en-US')} bytes`, { exact: false }).waitFor();
      await shot(page, 'docx-compiled');

      await saveChanges(page);
      await eventually(async () => {
        const saved = (await elementByName(app.product, app.admin, 'Letters')).templates[0];
        expect(saved.filename).toBe('Letter.docx');
        expect(saved.filesize).toBe(bytes.length);
        expect(saved.variables).toEqual(expect.arrayContaining(['Name', 'Married', 'Children']));
      });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'DOWNLOAD' }).click(),
      ]);
      expect(readFileSync(await download.path()).equals(bytes)).toBe(true);

      // A new file is a new version; the History's Compare offers each version's file.
      const first = (await elementByName(app.product, app.admin, 'Letters')).version;
      const second = Buffer.from(buildDocx(paragraph('Dear {[Name]}, a shorter letter.')));
      await upload(page, '.docx', 'Letter v2.docx', second);
      await page.getByText('Letter v2.docx').first().waitFor({ timeout: 15_000 });
      await eventually(async () => expect(await fields.getByRole('listitem').count()).toBe(1));
      await saveChanges(page);
      await eventually(async () =>
        expect((await elementByName(app.product, app.admin, 'Letters')).version).toBe(first + 1),
      );
      await page.getByRole('tab', { name: 'History' }).click();
      await page.getByRole('button', { name: `Actions for version ${first}`, exact: true }).click();
      await page.getByRole('menuitem', { name: 'Compare', exact: true }).click();
      const [earlier] = await Promise.all([
        page.waitForEvent('download'),
        dialog(page)
          .getByRole('button', { name: `Download version ${first}` })
          .click(),
      ]);
      expect(readFileSync(await earlier.path()).equals(bytes)).toBe(true);
      const [later] = await Promise.all([
        page.waitForEvent('download'),
        dialog(page)
          .getByRole('button', { name: `Download version ${first + 1}` })
          .click(),
      ]);
      expect(readFileSync(await later.path()).equals(second)).toBe(true);
    },
    60_000,
  );

  app.test('a broken Word template: the error names the field and the text around it', async (page) => {
    await openTemplate(page, 'Broken', ['Name'], 'Letter', 'docx');
    const bytes = Buffer.from(buildDocx(paragraph('Dear ', '{[Name +]}', ' with regards')));
    await upload(page, '.docx', 'Broken.docx', bytes);
    const error = page.getByTestId('template-upload-error');
    await error.waitFor({ timeout: 15_000 });
    expect(await error.textContent()).toContain('Name +');
    expect(await error.textContent()).toContain('Dear');
    await shot(page, 'docx-error');
    // Nothing was queued: the template keeps no file.
    expect(await page.getByRole('button', { name: 'Save changes to types' }).count()).toBe(0);

    await upload(page, '.docx', 'Letter.docx', Buffer.from('not a word document'));
    await eventually(async () => expect(await error.textContent()).toContain('neither a Word document'), 15_000);
  });

  app.test(
    'a PDF form uploaded twice: expressions kept, the removed field OBSOLETE',
    async (page) => {
      await openTemplate(page, 'Forms', ['Name', 'Street'], 'Intake', 'pdf');
      await upload(page, '.pdf', 'intake.pdf', await pdfForm(['client.Name', 'client.Address', 'Notes']));
      const table = page.getByTestId('pdf-field-table');
      await table.waitFor({ timeout: 15_000 });
      const row = (name: string) => table.locator(`tr[data-field="${name}"]`);
      // Short names by default; full names on request.
      expect(await row('client.Name').locator('td').first().textContent()).toBe('Name');
      await page.getByLabel('show full names').check();
      expect(await row('client.Name').locator('td').first().textContent()).toBe('client.Name');
      expect(await row('client.Name').locator('td').nth(1).textContent()).toBe('text');

      await page.getByLabel('Expression of client.Name').fill('Name');
      await page.getByLabel('Expression of client.Address').fill('Street');
      await page.getByLabel('fillable').check();

      await upload(page, '.pdf', 'intake-v2.pdf', await pdfForm(['client.Name', 'Notes']));
      await row('client.Address').and(page.locator('[data-obsolete]')).waitFor({ timeout: 15_000 });
      expect(await page.getByLabel('Expression of client.Name').inputValue()).toBe('Name');
      expect(await page.getByLabel('Expression of client.Address').inputValue()).toBe('Street');
      expect(await row('client.Address').getByText('OBSOLETE').count()).toBe(1);
      expect(await page.getByTestId('template-status').getAttribute('data-status')).toBe('out-of-date');
      await shot(page, 'pdf-table');

      await saveChanges(page);
      await eventually(async () => {
        const saved = (await elementByName(app.product, app.admin, 'Forms')).templates[0];
        const map = saved.fieldMap as { name: string; flags: number; expression?: string }[];
        expect(map.find((entry) => entry.name === 'client.Name')?.expression).toBe('Name');
        expect(map.find((entry) => entry.name === 'client.Address')).toMatchObject({ flags: -1, expression: 'Street' });
        expect(saved.fillable).toBe(true);
        expect(saved.filename).toBe('intake-v2.pdf');
      });
    },
    60_000,
  );

  app.test(
    'a OneDrive profile: edited, the leave question on a tab switch, saved and reloaded',
    async (page) => {
      await openTemplate(page, 'Stored', ['Name'], 'Letter', 'docx');
      const profile = page.getByTestId('template-profile');
      await profile.getByLabel('PROFILE', { exact: true }).selectOption('OneDrive');
      await profile.getByLabel('FOLDER PATH').fill('Clients/Letters');
      await profile.getByText('separate folder names with /').waitFor();
      await profile.getByRole('button', { name: 'Save profile' }).waitFor();
      await shot(page, 'profile-unsaved');

      // Undo brings the saved (empty) profile back.
      await profile.getByRole('button', { name: 'Undo' }).click();
      expect(await profile.getByLabel('PROFILE', { exact: true }).inputValue()).toBe('');
      await profile.getByLabel('PROFILE', { exact: true }).selectOption('OneDrive');
      await profile.getByLabel('FOLDER PATH').fill('Clients/Letters');

      const formulasTab = page.getByRole('link', { name: /^Formulas/ });
      await formulasTab.click();
      await dialog(page).getByRole('heading', { name: 'Save changes profile template?' }).waitFor();
      await shot(page, 'profile-leave');
      await dialog(page).getByRole('button', { name: 'Cancel and stay' }).click();
      await dialog(page).waitFor({ state: 'detached' });
      expect(page.url()).toContain('/templates/Letter');
      expect(await profile.getByLabel('FOLDER PATH').inputValue()).toBe('Clients/Letters');

      await formulasTab.click();
      await dialog(page).getByRole('button', { name: 'Save and continue' }).click();
      await page.waitForURL(/\/formulas/);
      const saved = await api<{ profile: string; def: Record<string, unknown> }>(
        app.product,
        'GET',
        `/${DEMO}/api/types/Stored/templates/Letter/profile`,
        undefined,
        app.admin.token,
      );
      expect(saved).toEqual({ profile: 'OneDrive', def: { folder: 'Clients/Letters' } });

      await page.getByRole('link', { name: /^Templates/ }).click();
      await page.waitForURL(/\/templates/);
      expect(await profile.getByLabel('PROFILE', { exact: true }).inputValue()).toBe('OneDrive');
      expect(await profile.getByLabel('FOLDER PATH').inputValue()).toBe('Clients/Letters');
      expect(await profile.getByRole('button', { name: 'Save profile' }).count()).toBe(0);

      // Leaving without saving drops the edit.
      await profile.getByLabel('FOLDER PATH').fill('Elsewhere');
      await formulasTab.click();
      await dialog(page).getByRole('button', { name: 'Leave without saving' }).click();
      await page.waitForURL(/\/formulas/);
      await page.getByRole('link', { name: /^Templates/ }).click();
      expect(await profile.getByLabel('FOLDER PATH').inputValue()).toBe('Clients/Letters');
      await shot(page, 'profile-saved');

      // Another element in the ELEMENTS list asks too.
      await profile.getByLabel('FOLDER PATH').fill('Again');
      await page.getByTestId('element-row').getByRole('link', { name: 'Client', exact: true }).click();
      await dialog(page).getByRole('heading', { name: 'Save changes profile template?' }).waitFor();
      await dialog(page).getByRole('button', { name: 'Cancel and stay' }).click();
      await dialog(page).waitFor({ state: 'detached' });
      expect(page.url()).toContain('/types/Stored/templates');
      expect(await profile.getByLabel('FOLDER PATH').inputValue()).toBe('Again');

      // A profile saved while other edits are pending is the author's own save: no conflict, the edits stay.
      await page.getByLabel('ASSEMBLED FILE NAME').fill('Letter {[Name]}.docx');
      await profile.getByRole('button', { name: 'Save profile' }).click();
      await eventually(async () =>
        expect(
          await api<{ def: Record<string, unknown> }>(
            app.product,
            'GET',
            `/${DEMO}/api/types/Stored/templates/Letter/profile`,
            undefined,
            app.admin.token,
          ),
        ).toMatchObject({ def: { folder: 'Again' } }),
      );
      await profile.getByRole('button', { name: 'Save profile' }).waitFor({ state: 'detached' });
      expect(await page.getByText('was saved by someone else', { exact: false }).count()).toBe(0);
      await saveChanges(page);
      await eventually(async () =>
        expect((await elementByName(app.product, app.admin, 'Stored')).templates[0].output).toBe(
          'Letter {[Name]}.docx',
        ),
      );
    },
    60_000,
  );

  app.test('text and file templates keep their text fields', async (page) => {
    await openTemplate(page, 'Texts', ['Name'], 'Note', 'text');
    await page.getByLabel('TEMPLATE TEXT').fill('Hello {[Name]}');
    await page.getByLabel('Allow formatting (markdown)').check();
    await shot(page, 'text');
    await page.getByLabel('TEMPLATE TYPE').selectOption('file');
    expect(await page.getByLabel('TEMPLATE TEXT').inputValue()).toBe('Hello {[Name]}');
    // Word and PDF templates have no text: they show their upload instead, and a storage profile.
    await page.getByLabel('TEMPLATE TYPE').selectOption('pdf');
    await page.getByRole('button', { name: 'UPLOAD' }).waitFor();
    expect(await page.getByLabel('TEMPLATE TEXT').count()).toBe(0);
    await page.getByRole('button', { name: 'Help: PDF form' }).click();
    await dialog(page).getByRole('heading', { name: 'PDF form template' }).waitFor();
    await shot(page, 'pdf-help');
    await dialog(page).getByRole('button', { name: 'Ok' }).click();
    await dialog(page).waitFor({ state: 'detached' });
  });
});
