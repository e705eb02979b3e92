import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Download, Page } from 'playwright-core';
import { fromBufferPromise } from 'yauzl';
import {
  DEMO,
  eventually,
  openSignedIn,
  registerExternalByLink,
  signInDemoAdminByApi,
  type ApiSession,
} from './access-session';
import { describeInBrowser, useProductInBrowser } from './browser-suite';
import { saveTypesByApi } from './designer-helpers';
import { api, ROOT } from './harness';
import { addKeyedModelWithCatalogs } from './records-helpers';

const SHOTS = join(ROOT, 'test-results', 'screenshots');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `run-documents-${name}.png`), fullPage: true });

const CATALOG = 'Customers';
/** Lines of the slow template the queue-filling runs assemble (about 100 KB of output each). */
const LEDGER_LINES = 4000;
/** Runs queued ahead of the one the page watches, so that it is still In Progress when the page opens. */
const QUEUED_AHEAD = 32;

interface Created {
  _id: string;
  version: number;
}

const documentsPath = (recordId: string, app: string) => `/${DEMO}/${CATALOG}/${recordId}/${app}/documents`;

async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  if (!path) throw new Error(`The download ${download.suggestedFilename()} was not saved`);
  return readFile(path);
}

async function zipEntries(bytes: Buffer): Promise<{ name: string; text: string }[]> {
  const zip = await fromBufferPromise(bytes, { lazyEntries: true });
  const entries: { name: string; text: string }[] = [];
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries.push({ name: entry.fileName, text: Buffer.concat(chunks).toString('utf8') });
  }
  return entries;
}

/**
 * Issue 16 "the instructions and downloads page" (002 §2.3, INTERVIEW §8) in the built product: a run finished
 * through the API, its page showing the spinner while the run waits and assembles, then one row per document with
 * its provenance, Download and Download All (a zip named after the app); a failed run naming the template, fixed
 * and tried again; an app not run; documents out of date assembled again; the records panel's downloads; a narrow
 * screen.
 */
describeInBrowser('the documents page', () => {
  let admin: ApiSession;
  let modelId: string;

  const app = useProductInBrowser({
    prepare: async (product) => {
      admin = await signInDemoAdminByApi(product);
      modelId = await addKeyedModelWithCatalogs(
        product,
        admin,
        'Customer',
        [
          ['Name', 'text'],
          ['City', 'text'],
        ],
        [CATALOG],
      );
      await saveTypesByApi(product, admin, [
        { action: 'add', kind: 'variable', parent: modelId, name: 'Scan', type: 'file' },
        { action: 'add', kind: 'variable', parent: modelId, name: 'Photo', type: 'file' },
        {
          action: 'add',
          kind: 'template',
          parent: modelId,
          name: 'Memo',
          type: 'text',
          contentType: 'text',
          output: 'Memo for {[Name]}',
          text: 'Customer {[Name]} of {[City]}.',
        },
        {
          action: 'add',
          kind: 'template',
          parent: modelId,
          name: 'Summary',
          type: 'text',
          contentType: 'text',
          output: 'Summary {[Name]}',
          text: 'SUMMARY: {[Name|upper]}',
        },
        {
          action: 'add',
          kind: 'template',
          parent: modelId,
          name: 'Broken',
          type: 'text',
          contentType: 'text',
          output: 'Broken {[Name]}',
          text: '{[Name|nosuch]}',
        },
        {
          action: 'add',
          kind: 'template',
          parent: modelId,
          name: 'Ledger',
          type: 'text',
          contentType: 'text',
          output: 'Ledger {[Name]}',
          text: '{[Name]} of {[City|upper]};\n'.repeat(LEDGER_LINES),
        },
        {
          action: 'add',
          kind: 'app',
          parent: modelId,
          name: 'Welcome',
          label: 'Welcome pack',
          screens: [],
          templates: ['[Memo, Summary]'],
          generateDocs: true,
          // External users get the documents only when the app shows them (the server refuses them otherwise).
          showDocs: true,
          extInstruct: '## Before you send\n\nCheck **the address** on the memo.\n\n[Bad link](javascript:alert(1))',
        },
        {
          action: 'add',
          kind: 'app',
          parent: modelId,
          name: 'Bad',
          screens: [],
          templates: ['[Broken]'],
          generateDocs: true,
        },
        {
          action: 'add',
          kind: 'app',
          parent: modelId,
          name: 'Bulk',
          screens: [],
          templates: ['[Ledger]'],
          generateDocs: true,
        },
      ]);
    },
  });

  const createRecord = (values: Record<string, unknown>) =>
    api<Created>(app.product, 'POST', `/${DEMO}/api/collections/${CATALOG}/items`, { nextValues: values }, admin.token);
  const finish = (recordId: string, appName: string, version: number) =>
    api<{ runId: string | null }>(
      app.product,
      'POST',
      `/${DEMO}/api/runs/${CATALOG}/${recordId}/${appName}/finish`,
      { version },
      admin.token,
    );
  const rows = (page: Page) => page.getByTestId('document-row');
  /** A file answer uploaded as the interview uploads it (POST …/runs/{catalog}/new/files): the value to save. */
  const upload = async (name: string, text: string) => {
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/plain' }), name);
    const response = await fetch(`${app.product.url}/${DEMO}/api/runs/${CATALOG}/new/files`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}` },
      body: form,
    });
    if (response.status !== 201) throw new Error(`upload ${name}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };

  app.test(
    'shows the spinner while the run assembles, then each document with Download and Download All',
    async (page) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const ann = await createRecord({ Name: 'Ann', City: 'Paris' });
      await openSignedIn(page, app.product, admin, documentsPath(ann._id, 'Welcome'));
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
      await rows(page).first().waitFor({ timeout: 30_000 });
      expect(await assembling.count()).toBe(0);
      expect(await rows(page).count()).toBe(2);
      expect(await rows(page).nth(0).textContent()).toContain('Memo for Ann.txt');
      expect(await rows(page).nth(1).textContent()).toContain('Summary Ann.txt');
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

      const [one] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Memo for Ann.txt' }).click(),
      ]);
      expect(one.suggestedFilename()).toBe('Memo for Ann.txt');
      expect((await bytesOf(one)).toString('utf8')).toBe('Customer Ann of Paris.');

      const [all] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download All', exact: true }).click(),
      ]);
      expect(all.suggestedFilename()).toBe('Welcome pack.zip');
      expect(await zipEntries(await bytesOf(all))).toEqual([
        { name: 'Memo for Ann.txt', text: 'Customer Ann of Paris.' },
        { name: 'Summary Ann.txt', text: 'SUMMARY: ANN' },
      ]);

      // Changed answers make the documents out of date; Assemble again makes them anew.
      const current = await api<Created>(
        app.product,
        'GET',
        `/${DEMO}/api/collections/${CATALOG}/items/${ann._id}`,
        undefined,
        admin.token,
      );
      await api(
        app.product,
        'POST',
        `/${DEMO}/api/collections/${CATALOG}/items/${ann._id}`,
        { nextValues: { City: 'Lyon' }, version: current.version },
        admin.token,
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
      const [fresh] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Memo for Ann.txt' }).click(),
      ]);
      expect((await bytesOf(fresh)).toString('utf8')).toBe('Customer Ann of Lyon.');

      // Narrow screens: one column, nothing wider than the window.
      await page.setViewportSize({ width: 380, height: 800 });
      await rows(page).first().waitFor();
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
      await openSignedIn(page, app.product, admin, documentsPath(cy._id, 'Bad'));
      const failed = page.getByTestId('documents-failed');
      await failed.waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('documents-failure-reason').textContent()).toMatch(/^Template 'Broken': .*nosuch/);
      await shot(page, 'failed');

      // The app's author mends the template; the person on the page tries again.
      const broken = await api<{ templates: { _id: string; name: string }[] }>(
        app.product,
        'GET',
        `/${DEMO}/api/v2/types/model/${modelId}`,
        undefined,
        admin.token,
      );
      const template = broken.templates.find((each) => each.name === 'Broken')!;
      await saveTypesByApi(app.product, admin, [
        { action: 'update', kind: 'template', parent: modelId, _id: template._id, text: 'Mended for {[Name]}' },
      ]);
      await failed.getByRole('button', { name: 'Try again' }).click();
      // The button goes as the run starts; focus moves to the result rather than being lost.
      await eventually(async () => {
        expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Documents');
      });
      await rows(page).first().waitFor({ timeout: 30_000 });
      expect(await rows(page).count()).toBe(1);
      expect(await rows(page).first().textContent()).toContain('Broken Cy.txt');
      // One document: Download, and no Download All.
      expect(await page.getByRole('button', { name: 'Download All', exact: true }).count()).toBe(0);
    },
    60_000,
  );

  app.test('an app not run says so and leads back to the interview', async (page) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const di = await createRecord({ Name: 'Di', City: 'Lima' });
    await openSignedIn(page, app.product, admin, documentsPath(di._id, 'Welcome'));
    const notRun = page.getByTestId('documents-not-run');
    await notRun.waitFor({ timeout: 15_000 });
    expect(await notRun.textContent()).toContain('Not run');
    const link = notRun.getByRole('link', { name: 'Open the interview' });
    expect(await link.getAttribute('href')).toBe(`/${DEMO}/${CATALOG}/${di._id}/Welcome`);
    expect(await page.getByRole('link', { name: 'Back to the interview' }).getAttribute('href')).toBe(
      `/${DEMO}/${CATALOG}/${di._id}/Welcome`,
    );
    expect(await page.getByRole('link', { name: `Back to ${CATALOG}` }).getAttribute('href')).toBe(
      `/${DEMO}/${CATALOG}`,
    );
    // The breadcrumbs: catalog › record › app (back to the interview) › Documents.
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await crumbs.getByRole('link', { name: 'Welcome pack' }).getAttribute('href')).toBe(
      `/${DEMO}/${CATALOG}/${di._id}/Welcome`,
    );
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe('Documents');
    await shot(page, 'not-run');
  });

  app.test("the records panel lists an app's documents with Download and Open documents", async (page) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const ed = await createRecord({ Name: 'Ed', City: 'Kyiv' });
    await finish(ed._id, 'Welcome', ed.version);
    await eventually(async () => {
      const result = await api<{ status: string }>(
        app.product,
        'GET',
        `/${DEMO}/api/collections/${CATALOG}/items/${ed._id}/Welcome`,
        undefined,
        admin.token,
      );
      expect(result.status).toBe('Ok');
    }, 30_000);
    await openSignedIn(page, app.product, admin, `/${DEMO}/${CATALOG}?s=Ed`);
    await page
      .getByRole('option')
      .filter({ has: page.getByText('Ed', { exact: true }) })
      .click();
    const detail = page.getByTestId('record-detail');
    const documents = detail.getByRole('list', { name: 'Documents of Welcome pack' });
    await documents.waitFor({ timeout: 15_000 });
    const [one] = await Promise.all([
      page.waitForEvent('download'),
      documents.getByRole('button', { name: 'Download Summary Ed.txt' }).click(),
    ]);
    expect(one.suggestedFilename()).toBe('Summary Ed.txt');
    expect((await bytesOf(one)).toString('utf8')).toBe('SUMMARY: ED');
    await page.screenshot({ path: join(SHOTS, 'run-documents-records-panel.png') });
    await detail.getByRole('link', { name: 'Open documents of Welcome pack' }).click();
    await page.waitForURL(`**${documentsPath(ed._id, 'Welcome')}`);
    await rows(page).first().waitFor({ timeout: 15_000 });
    expect(await rows(page).count()).toBe(2);
  });

  app.test("the records panel downloads the record's attachments, one and all", async (page) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const scan = await upload('scan.txt', 'the scanned letter');
    const photo = await upload('photo.txt', 'a photo, as text');
    await createRecord({ Name: 'Fay', City: 'Bern', Scan: scan, Photo: photo });
    await openSignedIn(page, app.product, admin, `/${DEMO}/${CATALOG}?s=Fay`);
    await page
      .getByRole('option')
      .filter({ has: page.getByText('Fay', { exact: true }) })
      .click();
    const detail = page.getByTestId('record-detail');
    const one = detail.getByRole('button', { name: 'Download scan.txt' });
    await one.waitFor({ timeout: 15_000 });
    // The values list names a file answer by its file, not by its stored JSON.
    expect(await detail.locator('dd').filter({ hasText: 'scan.txt' }).textContent()).toBe('scan.txt');
    expect(await detail.textContent()).not.toContain('sha256');
    const [single] = await Promise.all([page.waitForEvent('download'), one.click()]);
    expect(single.suggestedFilename()).toBe('scan.txt');
    expect((await bytesOf(single)).toString('utf8')).toBe('the scanned letter');
    const [all] = await Promise.all([
      page.waitForEvent('download'),
      detail.getByRole('button', { name: 'Download all', exact: true }).click(),
    ]);
    expect(all.suggestedFilename()).toBe('Attachments.zip');
    expect(await zipEntries(await bytesOf(all))).toEqual([
      { name: 'scan.txt', text: 'the scanned letter' },
      { name: 'photo.txt', text: 'a photo, as text' },
    ]);
    await page.screenshot({ path: join(SHOTS, 'run-documents-attachments.png') });
  });

  app.test(
    'an external user sees the documents of their own record, with only the app crumb',
    async (page) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const erin = await registerExternalByLink(app.product, admin);
      await api(app.product, 'PUT', `/${DEMO}/api/users/${erin.user._id}`, { permissions: [CATALOG] }, admin.token);
      const gus = await createRecord({ Name: 'Gus', City: 'Riga' });
      const opened = await api<Created>(
        app.product,
        'POST',
        `/${DEMO}/api/collections/${CATALOG}/items/${gus._id}`,
        { nextValues: { extUserID: erin.user._id }, version: gus.version },
        admin.token,
      );
      await finish(gus._id, 'Welcome', opened.version);
      await openSignedIn(page, app.product, erin, documentsPath(gus._id, 'Welcome'));
      await rows(page).first().waitFor({ timeout: 30_000 });
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
      expect(await crumbs.locator('li:not([aria-hidden])').allTextContents()).toEqual(['Welcome pack', 'Documents']);
      expect(await page.getByRole('link', { name: /^Back to / }).allTextContents()).toEqual(['Back to the interview']);
      const [one] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Memo for Gus.txt' }).click(),
      ]);
      expect((await bytesOf(one)).toString('utf8')).toBe('Customer Gus of Riga.');
      await shot(page, 'external');
    },
    60_000,
  );
});
