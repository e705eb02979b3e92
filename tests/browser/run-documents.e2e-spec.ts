import { DEMO, eventually, openSignedIn } from './access-session';
import { describeInBrowser } from './browser-suite';
import { saveTypesByApi } from './designer-helpers';
import { api } from './harness';
import { screenshots } from './interview-helpers';
import {
  download,
  CUSTOMERS,
  documentRows,
  documentsPath,
  useDocumentsInBrowser,
  zipEntries,
} from './run-documents-helpers';

const shot = screenshots('run-documents');
/** Runs queued ahead of the one the page watches, so that it is still In Progress when the page opens. */
const QUEUED_AHEAD = 32;

interface Created {
  _id: string;
  version: number;
}

/**
 * Issue 16 "the instructions and downloads page" (002 §2.3, INTERVIEW §8) in the built product: a run finished
 * through the API, its page showing the spinner while the run waits and assembles, then one row per document with
 * its provenance, Download and Download All (a zip named after the app); documents out of date assembled again; a
 * narrow screen; a failed run naming the template, fixed and tried again; an app not run.
 */
describeInBrowser('the documents page', () => {
  const { app, admin, modelId, createRecord, finish } = useDocumentsInBrowser();

  app.test(
    'shows the spinner while the run assembles, then each document with Download and Download All',
    async (page) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const ann = await createRecord({ Name: 'Ann', City: 'Paris' });
      await openSignedIn(page, app.product, admin(), documentsPath(ann._id, 'Welcome'));
      await page.getByTestId('documents-not-run').waitFor({ timeout: 15_000 });
      // Runs queued ahead keep the queue (two at a time) busy, so that this run still waits when the page reloads.
      const ahead = await Promise.all(
        Array.from({ length: QUEUED_AHEAD }, (_, n) => createRecord({ Name: `Queued ${n}`, City: 'Oslo' })),
      );
      await Promise.all(ahead.map((record) => finish(record._id, 'Bulk', record.version)));
      expect((await finish(ann._id, 'Welcome', ann.version)).runId).toEqual(expect.any(String));
      await page.reload();
      const assembling = page.getByTestId('documents-assembling');
      await assembling.waitFor({ timeout: 15_000 });
      expect(await assembling.textContent()).toBe('Assembling your documents…');
      expect(await page.getByTestId('documents-page').getByRole('heading', { level: 1 }).textContent()).toBe(
        'Welcome pack',
      );
      await shot(page, 'in-progress');

      // Re-checked every second until the run is done: then the documents, in run order.
      await documentRows(page).first().waitFor({ timeout: 30_000 });
      expect(await assembling.count()).toBe(0);
      expect(await documentRows(page).count()).toBe(2);
      expect(await documentRows(page).nth(0).textContent()).toContain('Memo for Ann.txt');
      expect(await documentRows(page).nth(1).textContent()).toContain('Summary Ann.txt');
      // Screen readers hear how the run ended, not the whole list.
      expect(await page.getByTestId('documents-announcement').textContent()).toBe('2 documents ready.');

      // The instructions are the app's markdown, sanitised: the javascript: link is not a link.
      const instructions = page.getByTestId('documents-instructions');
      expect(await instructions.getByRole('heading', { name: 'Before you send' }).count()).toBe(1);
      expect(await instructions.locator('strong').textContent()).toBe('the address');
      expect(await instructions.locator('a[href^="javascript"]').count()).toBe(0);

      // Provenance on demand.
      await page.getByRole('button', { name: 'Details of Memo for Ann.txt' }).click();
      const provenance = page.getByTestId('document-provenance');
      const said = await provenance.textContent();
      expect(said).toContain('TemplateMemo');
      expect(said).toContain('Record version1');
      await shot(page, 'ready');

      const one = await download(page, page.getByRole('button', { name: 'Download Memo for Ann.txt' }));
      expect(one.name).toBe('Memo for Ann.txt');
      expect(one.bytes.toString('utf8')).toBe('Customer Ann of Paris.');

      const all = await download(page, page.getByRole('button', { name: 'Download All', exact: true }));
      expect(all.name).toBe('Welcome pack.zip');
      expect(await zipEntries(all.bytes)).toEqual([
        { name: 'Memo for Ann.txt', text: 'Customer Ann of Paris.' },
        { name: 'Summary Ann.txt', text: 'SUMMARY: ANN' },
      ]);

      // Changed answers make the documents out of date; Assemble again makes them anew.
      const current = await api<Created>(
        app.product,
        'GET',
        `/${DEMO}/api/collections/${CUSTOMERS}/items/${ann._id}`,
        undefined,
        admin().token,
      );
      await api(
        app.product,
        'POST',
        `/${DEMO}/api/collections/${CUSTOMERS}/items/${ann._id}`,
        { nextValues: { City: 'Lyon' }, version: current.version },
        admin().token,
      );
      await page.reload();
      const stale = page.getByTestId('documents-out-of-date');
      await stale.waitFor();
      expect(await stale.textContent()).toContain('Documents are out of date:Assemble again');
      await shot(page, 'out-of-date');
      await stale.getByRole('button', { name: 'Assemble again' }).click();
      await eventually(async () => {
        expect(await page.getByTestId('documents-page').getAttribute('data-status')).toBe('Ok');
      }, 30_000);
      const fresh = await download(page, page.getByRole('button', { name: 'Download Memo for Ann.txt' }));
      expect(fresh.bytes.toString('utf8')).toBe('Customer Ann of Lyon.');

      // Narrow screens: one column, nothing wider than the window.
      await page.setViewportSize({ width: 380, height: 800 });
      await documentRows(page).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(380);
      await shot(page, 'narrow');
    },
    120_000,
  );

  app.test(
    'a failed run names the template and its reason; fixed, Try again makes the documents',
    async (page) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const cy = await createRecord({ Name: 'Cy', City: 'Rome' });
      await finish(cy._id, 'Bad', cy.version);
      await openSignedIn(page, app.product, admin(), documentsPath(cy._id, 'Bad'));
      const failed = page.getByTestId('documents-failed');
      await failed.waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('documents-failure-reason').textContent()).toMatch(/^Template 'Broken': .*nosuch/);
      await shot(page, 'failed');

      // The app's author mends the template; the person on the page tries again.
      const broken = await api<{ templates: { _id: string; name: string }[] }>(
        app.product,
        'GET',
        `/${DEMO}/api/v2/types/model/${modelId()}`,
        undefined,
        admin().token,
      );
      const template = broken.templates.find((each) => each.name === 'Broken')!;
      await saveTypesByApi(app.product, admin(), [
        { action: 'update', kind: 'template', parent: modelId(), _id: template._id, text: 'Mended for {[Name]}' },
      ]);
      await failed.getByRole('button', { name: 'Try again' }).click();
      // The button goes as the run starts; focus moves to the result rather than being lost.
      await eventually(async () => {
        expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Documents');
      });
      await documentRows(page).first().waitFor({ timeout: 30_000 });
      expect(await documentRows(page).count()).toBe(1);
      expect(await documentRows(page).first().textContent()).toContain('Broken Cy.txt');
      // One document: Download, and no Download All.
      expect(await page.getByRole('button', { name: 'Download All', exact: true }).count()).toBe(0);
    },
    60_000,
  );

  app.test('an app not run says so and leads back to the interview', async (page) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const di = await createRecord({ Name: 'Di', City: 'Lima' });
    await openSignedIn(page, app.product, admin(), documentsPath(di._id, 'Welcome'));
    const notRun = page.getByTestId('documents-not-run');
    await notRun.waitFor({ timeout: 15_000 });
    expect(await notRun.textContent()).toContain('Not run');
    const link = notRun.getByRole('link', { name: 'Open the interview' });
    expect(await link.getAttribute('href')).toBe(`/${DEMO}/${CUSTOMERS}/${di._id}/Welcome`);
    expect(await page.getByRole('link', { name: 'Back to the interview' }).getAttribute('href')).toBe(
      `/${DEMO}/${CUSTOMERS}/${di._id}/Welcome`,
    );
    expect(await page.getByRole('link', { name: `Back to ${CUSTOMERS}` }).getAttribute('href')).toBe(
      `/${DEMO}/${CUSTOMERS}`,
    );
    // The breadcrumbs: catalog › record › app (back to the interview) › Documents.
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await crumbs.getByRole('link', { name: 'Welcome pack' }).getAttribute('href')).toBe(
      `/${DEMO}/${CUSTOMERS}/${di._id}/Welcome`,
    );
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe('Documents');
    await shot(page, 'not-run');
  });
});
