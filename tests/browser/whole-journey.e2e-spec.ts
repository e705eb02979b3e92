import { choosePassword } from './access-helpers';
import { eventually } from './access-session';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import {
  MEMBER,
  WORKSPACE,
  WORKSPACE_SETUP,
  bytesOf,
  docxParagraphs,
  engagementDocx,
  pdfFields,
  pdfForm,
  shot,
  signInThroughUi,
  zipEntries,
} from './whole-journey-helpers';
import {
  addTemplate,
  addVariable,
  answer,
  answerTheRest,
  dialog,
  field,
  newModel,
  passwordLink,
  saveChanges,
} from './whole-journey-steps';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const CATALOG = 'Matters';
const APP = 'Intake';
const APP_LABEL = 'Matter intake';

/**
 * Issue 16, "Tests", first bullet: the whole journey through the UI only, in a fresh workspace. An administrator
 * builds a model with a variable of every type, a formula, a layout with a condition, a text, a Word and a
 * PDF-form template and an app; makes a catalog and opens the app to external users. A record made with the app
 * from the records page: a question appears and goes as an answer changes; Finish; the documents page; one file and
 * all downloaded and read back. Then a stranger through the catalog's external link: registers, answers, finishes.
 * The API is used only to read mail (the person's inbox); the documents are checked from the downloads.
 */
describeInBrowser('the whole journey (issue 16)', () => {
  const app = useProductInBrowser({ setup: [WORKSPACE_SETUP] });
  /** The steps done so far: each test goes on from the one before (run the file whole). */
  const steps: string[] = [];
  /** What a step hands the next: the catalog's external link, as the catalogs screen shows it. */
  let externalLink = '';

  app.test(
    'an administrator builds a model: every variable type, a formula, a layout, three templates and an app',
    async (page) => {
      await page.setViewportSize({ width: 1440, height: 1000 });
      await signInThroughUi(page, app.product.url);
      await page.goto(`${app.product.url}/${WORKSPACE}/types/`);
      await page.getByRole('heading', { name: 'ELEMENTS' }).waitFor({ timeout: 15_000 });

      // A second model, for the object and the list of objects.
      await newModel(page, 'Party');
      await addVariable(page, 'Name', 'Text');
      await saveChanges(page);

      await newModel(page, 'Matter');
      await addVariable(page, 'Client', 'Text');
      await addVariable(page, 'Notes', 'Multiline text');
      await addVariable(page, 'Fee', 'Number');
      await addVariable(page, 'Opened', 'Date');
      await addVariable(page, 'Married', 'True/false');
      await addVariable(page, 'Spouse', 'Text');
      await addVariable(page, 'Court', 'Selection');
      for (const option of ['Leeds', 'London']) {
        await page.getByLabel('New option').fill(option);
        await page.getByLabel('New option').press('Enter');
      }
      await page.getByLabel('STYLE').selectOption('radiobuttons');
      await addVariable(page, 'Evidence', 'File');
      await addVariable(page, 'Opponent', 'Party');
      await addVariable(page, 'Witnesses', 'Party', true);
      // The client's name names the record.
      await page.getByRole('button', { name: 'Menu of variable Client' }).click();
      await page.getByRole('menuitem', { name: 'Set key' }).click();
      await shot(page, 'variables');
      await saveChanges(page);

      // A formula: the fee with VAT.
      await page.getByRole('link', { name: /^Formulas/ }).click();
      await page.getByRole('button', { name: 'Add a new formula' }).click();
      await dialog(page).getByLabel('Name', { exact: true }).fill('FeeWithVat');
      await dialog(page).getByLabel('Formula type').selectOption({ label: 'Number' });
      await dialog(page).getByRole('button', { name: 'Ok' }).click();
      await page.waitForURL('**/formulas/FeeWithVat');
      await page.getByLabel('Expression', { exact: true }).fill('Fee * 1.2');
      await saveChanges(page);

      // The (default) layout: the spouse's question only while Married is ticked.
      await page.getByRole('link', { name: /^Layouts/ }).click();
      const spouseCell = page.getByRole('button', { name: 'Question Spouse', exact: true });
      await spouseCell.dblclick({ timeout: 15_000 });
      await dialog(page).getByRole('heading', { name: 'Edit question cell Spouse' }).waitFor();
      await dialog(page).getByLabel('When condition').check();
      await dialog(page).getByRole('textbox', { name: 'CONDITION' }).fill('Married');
      await dialog(page).getByRole('button', { name: 'Ok' }).click();
      await spouseCell.getByText('question · when Married').waitFor();
      await shot(page, 'layout');
      await saveChanges(page);

      // Three templates: a text, a Word document and a PDF form, each using several answers.
      await page.getByRole('link', { name: /^Templates/ }).click();
      await addTemplate(page, 'Letter', 'text');
      await page
        .getByLabel('TEMPLATE TEXT')
        .fill(
          [
            'Client: {[Client]}',
            'Notes: {[Notes]}',
            'Fee: {[Fee]} ({[FeeWithVat]} with VAT)',
            'Opened: {[Opened|format:"YYYY-MM-DD"]}',
            'Court: {[Court]}',
            'Evidence: {[Evidence.name]}',
            'Opponent: {[Opponent.Name]}',
            'Witnesses: {[Witnesses]}',
            '{[if Married]}Spouse: {[Spouse]}{[endif]}',
          ].join('\n'),
        );
      await page.getByLabel('ASSEMBLED FILE NAME').fill('Letter {[Client]}');

      await addTemplate(page, 'Engagement', 'docx');
      await page
        .getByLabel('Template file (.docx)')
        .setInputFiles({ name: 'Engagement.docx', mimeType: DOCX, buffer: engagementDocx() });
      await page.getByRole('list', { name: 'Fields' }).getByText('{[Client]}').waitFor({ timeout: 15_000 });
      await page.getByLabel('ASSEMBLED FILE NAME').fill('Engagement {[Client]}');

      await addTemplate(page, 'Form', 'pdf');
      await page.getByLabel('Template file (.pdf)').setInputFiles({
        name: 'form.pdf',
        mimeType: 'application/pdf',
        buffer: await pdfForm(['ClientName', 'CourtName', 'Total']),
      });
      await page.getByTestId('pdf-field-table').waitFor({ timeout: 15_000 });
      await page.getByLabel('Expression of ClientName').fill('Client');
      await page.getByLabel('Expression of CourtName').fill('Court');
      await page.getByLabel('Expression of Total').fill('FeeWithVat');
      await page.getByLabel('fillable').check();
      await page.getByLabel('ASSEMBLED FILE NAME').fill('Form {[Client]}');
      await shot(page, 'pdf-template');
      await saveChanges(page);

      // The app: the three templates, the documents shown when finished, open to external users.
      await page.getByRole('link', { name: /^Apps/ }).click();
      await page.getByRole('button', { name: 'Add a new app' }).click();
      await dialog(page).getByLabel('Name').fill(APP);
      await dialog(page).getByRole('button', { name: 'Ok' }).click();
      await page.waitForURL(`**/apps/${APP}`);
      await page.getByLabel('LABEL', { exact: true }).fill(APP_LABEL);
      await page.getByLabel('APP TEMPLATE').fill('[Letter, Engagement, Form]');
      await page.getByLabel('Show the documents when finished').check();
      await page.getByLabel('Available to external users').check();
      await page.getByLabel('FURTHER INSTRUCTIONS').fill('We will **call** you within two days.');
      await shot(page, 'app');
      await saveChanges(page);
      // Saved: opened afresh, the model counts each kind of member it now has.
      await page.reload();
      for (const tab of ['Variables (10)', 'Templates (3)', 'Formulas (1)', 'Apps (1)', 'Layouts (1)'])
        await page.getByRole('link', { name: tab, exact: true }).waitFor({ timeout: 15_000 });
      steps.push('model');
    },
    120_000,
  );

  app.test(
    'the administrator makes a catalog everyone may see, opens the app to external users, and adds a user',
    async (page) => {
      expect(steps).toEqual(['model']);
      await page.setViewportSize({ width: 1440, height: 1000 });
      await signInThroughUi(page, app.product.url);
      await page.goto(`${app.product.url}/${WORKSPACE}/catalogs`);
      await page.getByRole('heading', { name: 'DATA CATALOGS' }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Add a new catalog' }).first().click();
      const add = page.getByRole('dialog', { name: 'Add a new catalog' });
      await add.getByLabel('Catalog name').fill(CATALOG);
      await add.getByRole('radio', { name: 'Matter (model)' }).check();
      await add.getByLabel('Everyone can see this catalog').check();
      await add.getByRole('button', { name: 'Ok' }).click();
      await add.waitFor({ state: 'detached' });

      const panel = page.getByRole('region', { name: /^Catalog / });
      await panel.getByRole('heading', { name: CATALOG }).waitFor();
      const intake = panel.getByRole('group', { name: `App ${APP_LABEL}` });
      expect(await intake.getByLabel('Enabled').isChecked()).toBe(true);
      await intake.getByLabel('External access').check();
      await panel.getByRole('button', { name: 'Save' }).click();
      await panel.getByRole('button', { name: 'Save' }).waitFor({ state: 'detached', timeout: 15_000 });
      externalLink = await intake.getByRole('textbox', { name: 'External link' }).inputValue();
      expect(externalLink).toBe(`${app.product.url}/${WORKSPACE}/${CATALOG}/${APP}?external`);
      await shot(page, 'catalog');

      // A member of the firm: added on the users screen, then RESET PASSWORD mails them the link to choose one.
      await page.goto(`${app.product.url}/${WORKSPACE}/users`);
      await page.getByRole('heading', { name: 'USERS' }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Add New User' }).click();
      await dialog(page).getByRole('heading', { name: 'New User' }).waitFor();
      await dialog(page).getByLabel('Email').fill(MEMBER.email);
      await dialog(page).getByLabel('Name').fill(MEMBER.name);
      await dialog(page).getByRole('button', { name: 'Ok' }).click();
      await dialog(page).waitFor({ state: 'detached' });
      await page.getByTestId('user-row').filter({ hasText: MEMBER.name }).click();
      const details = page.getByTestId('user-details');
      await details.getByRole('heading', { name: MEMBER.name }).waitFor();
      await details.getByRole('button', { name: 'RESET PASSWORD' }).click();
      await page
        .getByText('Thank you. An email containing a link to reset the password has been sent.', { exact: true })
        .waitFor({ timeout: 10_000 });
      steps.push('catalog');
    },
    60_000,
  );

  app.test(
    'a record made with the app: a question comes and goes, Finish, then the documents hold the answers',
    async (page) => {
      expect(steps).toEqual(['model', 'catalog']);
      await page.setViewportSize({ width: 1280, height: 1000 });
      // The member chooses a password through the mailed link, which signs them in.
      await page.goto(await passwordLink(app.product, MEMBER.email));
      await choosePassword(page, MEMBER.password);
      // The workspace opens on the catalog everyone may see; its create menu lists the app.
      await page.getByRole('button', { name: 'Create record' }).click({ timeout: 15_000 });
      await page.getByRole('menuitem', { name: APP_LABEL }).click();
      await page.waitForURL(`**/${WORKSPACE}/${CATALOG}/${APP}`);
      await field(page, 'Client').waitFor({ timeout: 15_000 });

      // The spouse's question shows only while Married is ticked; its answer stays while hidden.
      const spouse = field(page, 'Spouse');
      expect(await spouse.count()).toBe(0);
      await answer(page, 'Client', 'Ann Archer');
      // The first save made the record: the address names it.
      await page.waitForURL(new RegExp(`/${WORKSPACE}/${CATALOG}/[0-9a-f-]{36}/${APP}$`), { timeout: 15_000 });
      await field(page, 'Married').check();
      await spouse.waitFor();
      await answer(page, 'Spouse', 'Sam Archer');
      await shot(page, 'interview-married');
      await field(page, 'Married').uncheck();
      await spouse.waitFor({ state: 'detached' });
      expect(await spouse.count()).toBe(0);
      await field(page, 'Married').check();
      await spouse.waitFor();
      expect(await spouse.inputValue()).toBe('Sam Archer');

      await answerTheRest(page, {
        notes: 'First line\nSecond line',
        fee: '1000',
        opened: '2026-03-05',
        court: 'London',
        evidence: 'evidence.txt',
        opponent: 'Olga Other',
        witnesses: ['Wes West', 'Win Wood'],
      });
      await shot(page, 'interview-answered');
      await page.getByRole('button', { name: 'Finish' }).click();

      // The documents page: assembling, then the three documents.
      await page.waitForURL(/\/documents$/, { timeout: 15_000 });
      const rows = page.getByTestId('document-row');
      const assembling = page.getByTestId('documents-assembling');
      // The spinner while the run waits and assembles (often too short to catch), then the documents.
      await assembling.or(rows.first()).first().waitFor({ timeout: 15_000 });
      await rows.first().waitFor({ timeout: 30_000 });
      expect(await assembling.count()).toBe(0);
      expect(await rows.count()).toBe(3);
      expect(await page.getByTestId('documents-announcement').textContent()).toBe('3 documents ready.');
      await shot(page, 'documents');

      const [one] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Letter Ann Archer.txt' }).click(),
      ]);
      expect(one.suggestedFilename()).toBe('Letter Ann Archer.txt');
      const letter = (await bytesOf(one)).toString('utf8');
      expect(letter).toBe(
        [
          'Client: Ann Archer',
          'Notes: First line\nSecond line',
          'Fee: 1000 (1200 with VAT)',
          'Opened: 2026-03-05',
          'Court: London',
          'Evidence: evidence.txt',
          'Opponent: Olga Other',
          'Witnesses: Wes West, Win Wood',
          'Spouse: Sam Archer',
        ].join('\n'),
      );

      const [all] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download All', exact: true }).click(),
      ]);
      expect(all.suggestedFilename()).toBe(`${APP_LABEL}.zip`);
      const files = await zipEntries(await bytesOf(all));
      expect([...files.keys()].sort()).toEqual([
        'Engagement Ann Archer.docx',
        'Form Ann Archer.pdf',
        'Letter Ann Archer.txt',
      ]);
      expect(files.get('Letter Ann Archer.txt')!.toString('utf8')).toBe(letter);
      expect(docxParagraphs(files.get('Engagement Ann Archer.docx')!)).toEqual([
        'Engagement of Ann Archer before London',
        'Fee: 1000, with VAT 1200',
        'Spouse: Sam Archer',
        'Against Olga Other',
        'Witness: Wes West',
        'Witness: Win Wood',
      ]);
      expect(await pdfFields(files.get('Form Ann Archer.pdf')!)).toEqual({
        ClientName: 'Ann Archer',
        CourtName: 'London',
        Total: '1200',
      });

      // Back on the catalog, the record is listed under the client's name.
      await page.getByRole('link', { name: `Back to ${CATALOG}` }).click();
      await page
        .getByRole('listbox', { name: 'Records' })
        .getByRole('option', { name: /Ann Archer/ })
        .waitFor();
      await shot(page, 'records');
    },
    90_000,
  );

  app.test(
    "an external user through the catalog's external link: registers, answers on their record, finishes",
    async (page) => {
      expect(steps).toEqual(['model', 'catalog']);
      await page.setViewportSize({ width: 1280, height: 1000 });
      // A stranger, in a browser of their own: the link shows the sign-in screen, where New user registers.
      await page.goto(externalLink);
      await page.getByLabel('New user').check({ timeout: 15_000 });
      await page.getByLabel('Full name').fill('Pat Client');
      await page.getByLabel('Email').fill('pat@client.test');
      await page.getByRole('button', { name: 'REGISTER & CONFIRM' }).click();
      // The confirmation arrives in their inbox; its link lets them choose a password.
      await page.goto(await passwordLink(app.product, 'pat@client.test'));
      await choosePassword(page, 'client-pass-1');
      await page.waitForURL(`**/${WORKSPACE}/${CATALOG}/${APP}?external`, { timeout: 15_000 });

      // The portal: the app alone, no catalog to go back to.
      await field(page, 'Client').waitFor({ timeout: 15_000 });
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
      expect(await crumbs.locator('li:not([aria-hidden])').allTextContents()).toEqual([APP_LABEL]);
      await answer(page, 'Client', 'Pat Client');
      await page.waitForURL(new RegExp(`/${WORKSPACE}/${CATALOG}/[0-9a-f-]{36}/${APP}\\?external$`), {
        timeout: 15_000,
      });
      // Unticked, Married asks nothing more.
      expect(await field(page, 'Spouse').count()).toBe(0);
      await answerTheRest(page, {
        notes: 'Call after five',
        fee: '250',
        opened: '2026-04-01',
        court: 'Leeds',
        evidence: 'id-card.txt',
        opponent: 'Omar Other',
        witnesses: [],
      });
      await shot(page, 'external-interview');
      await page.getByRole('button', { name: 'Finish' }).click();

      // The completion: thanks, the app's instructions, and their documents.
      await page.getByTestId('portal-completion').waitFor({ timeout: 15_000 });
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank you');
      expect(await page.getByTestId('documents-instructions').textContent()).toContain(
        'We will call you within two days.',
      );
      const rows = page.getByTestId('document-row');
      await eventually(async () => expect(await rows.count()).toBe(3), 30_000);
      const [letter] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Letter Pat Client.txt' }).click(),
      ]);
      const text = (await bytesOf(letter)).toString('utf8');
      expect(text).toContain('Client: Pat Client\n');
      expect(text).toContain('Fee: 250 (300 with VAT)');
      expect(text).toContain('Court: Leeds');
      expect(text).not.toContain('Spouse');
      await shot(page, 'external-completion');
    },
    90_000,
  );
});
