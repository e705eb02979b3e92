import { join } from 'node:path';
import { DEMO, eventually, openSignedIn, registerExternalByLink } from './access-session';
import { describeInBrowser } from './browser-suite';
import { api } from './harness';
import { screenshots, SHOTS } from './interview-helpers';
import {
  download,
  CUSTOMERS,
  documentRows,
  documentsPath,
  useDocumentsInBrowser,
  zipEntries,
} from './run-documents-helpers';

const shot = screenshots('run-documents');

interface Created {
  _id: string;
  version: number;
}

/**
 * Issue 16's downloads outside the documents page (002 §2.3, §7): the records panel's documents of an app and the
 * record's attachments, one and all; and an external user on the documents of their own record.
 */
describeInBrowser('documents in the records panel and for external users', () => {
  const { app, admin, createRecord, finish, upload } = useDocumentsInBrowser();

  app.test("the records panel lists an app's documents with Download and Open documents", async (page) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const ed = await createRecord({ Name: 'Ed', City: 'Kyiv' });
    await finish(ed._id, 'Welcome', ed.version);
    await eventually(async () => {
      const result = await api<{ status: string }>(
        app.product,
        'GET',
        `/${DEMO}/api/collections/${CUSTOMERS}/items/${ed._id}/Welcome`,
        undefined,
        admin().token,
      );
      expect(result.status).toBe('Ok');
    }, 30_000);
    await openSignedIn(page, app.product, admin(), `/${DEMO}/${CUSTOMERS}?s=Ed`);
    await page
      .getByRole('option')
      .filter({ has: page.getByText('Ed', { exact: true }) })
      .click();
    const detail = page.getByTestId('record-detail');
    const documents = detail.getByRole('list', { name: 'Documents of Welcome pack' });
    await documents.waitFor({ timeout: 15_000 });
    const one = await download(page, documents.getByRole('button', { name: 'Download Summary Ed.txt' }));
    expect(one.name).toBe('Summary Ed.txt');
    expect(one.bytes.toString('utf8')).toBe('SUMMARY: ED');
    await page.screenshot({ path: join(SHOTS, 'run-documents-records-panel.png') });
    await detail.getByRole('link', { name: 'Open documents of Welcome pack' }).click();
    await page.waitForURL(`**${documentsPath(ed._id, 'Welcome')}`);
    await documentRows(page).first().waitFor({ timeout: 15_000 });
    expect(await documentRows(page).count()).toBe(2);
  });

  app.test("the records panel downloads the record's attachments, one and all", async (page) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const scan = await upload('scan.txt', 'the scanned letter');
    const photo = await upload('photo.txt', 'a photo, as text');
    await createRecord({ Name: 'Fay', City: 'Bern', Scan: scan, Photo: photo });
    await openSignedIn(page, app.product, admin(), `/${DEMO}/${CUSTOMERS}?s=Fay`);
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
    const single = await download(page, one);
    expect(single.name).toBe('scan.txt');
    expect(single.bytes.toString('utf8')).toBe('the scanned letter');
    const all = await download(page, detail.getByRole('button', { name: 'Download all', exact: true }));
    expect(all.name).toBe('Attachments.zip');
    expect(await zipEntries(all.bytes)).toEqual([
      { name: 'scan.txt', text: 'the scanned letter' },
      { name: 'photo.txt', text: 'a photo, as text' },
    ]);
    await page.screenshot({ path: join(SHOTS, 'run-documents-attachments.png') });
  });

  app.test(
    'an external user sees the documents of their own record, with only the app crumb',
    async (page) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const erin = await registerExternalByLink(app.product, admin());
      await api(app.product, 'PUT', `/${DEMO}/api/users/${erin.user._id}`, { permissions: [CUSTOMERS] }, admin().token);
      const gus = await createRecord({ Name: 'Gus', City: 'Riga' });
      const opened = await api<Created>(
        app.product,
        'POST',
        `/${DEMO}/api/collections/${CUSTOMERS}/items/${gus._id}`,
        { nextValues: { extUserID: erin.user._id }, version: gus.version },
        admin().token,
      );
      await finish(gus._id, 'Welcome', opened.version);
      await openSignedIn(page, app.product, erin, documentsPath(gus._id, 'Welcome'));
      await documentRows(page).first().waitFor({ timeout: 30_000 });
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
      expect(await crumbs.locator('li:not([aria-hidden])').allTextContents()).toEqual(['Welcome pack', 'Documents']);
      expect(await page.getByRole('link', { name: /^Back to / }).allTextContents()).toEqual(['Back to the interview']);
      const one = await download(page, page.getByRole('button', { name: 'Download Memo for Gus.txt' }));
      expect(one.bytes.toString('utf8')).toBe('Customer Gus of Riga.');
      await shot(page, 'external');
    },
    60_000,
  );
});
