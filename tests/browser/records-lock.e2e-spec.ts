import { join } from 'node:path';
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
import { api, ROOT } from './harness';
import { addKeyedModelWithCatalogs } from './records-helpers';

const SHOTS = join(ROOT, 'test-results', 'screenshots');
const CATALOG = 'Matters';
const APP = 'Intake';
const LOCK_NOTICE = (name: string) =>
  `User '${name}' is currently working on this record. It will be available when they are finished.`;

interface RecordJson {
  _id: string;
  version: number;
  status: string;
  lastRunBy: string | null;
}

/**
 * Issue 14's last item, the record lock (002 §4, §8, §9): user A opens an app on a record in the browser (the
 * interview takes the lock: Needs Updating, run by A); user B, in a browser of their own, sees the record locked on
 * the records screen — a notice naming A, its buttons disabled — and, as the record is re-read every 10 s, sees it
 * free again once A has finished.
 */
describeInBrowser('the record lock', () => {
  let admin: ApiSession;
  let member: ApiSession;
  const app = useProductInBrowser({
    prepare: async (product) => {
      admin = await signInDemoAdminByApi(product);
      const modelId = await addKeyedModelWithCatalogs(
        product,
        admin,
        'Matter',
        [
          ['Name', 'text'],
          ['City', 'text'],
        ],
        [CATALOG],
      );
      await saveTypesByApi(product, admin, [
        {
          action: 'add',
          kind: 'template',
          parent: modelId,
          name: 'Letter',
          type: 'text',
          contentType: 'text',
          output: 'Letter to {[Name]}',
          text: 'Dear {[Name]} of {[City]}',
        },
        {
          action: 'add',
          kind: 'app',
          parent: modelId,
          name: APP,
          label: 'Intake form',
          screens: [],
          templates: ['[Letter]'],
        },
      ]);
      await addUserByApi(product, admin, 'Bea Member', 'bea@demo.test');
      const bea = (await listUsers<{ _id: string; mail: string }>(product, admin)).find(
        (user) => user.mail === 'bea@demo.test',
      )!;
      await api(product, 'PUT', `/${DEMO}/api/users/${bea._id}`, { permissions: [CATALOG] }, admin.token);
      member = await setPasswordAndSignIn(product, 'bea@demo.test', 'member-pass-1');
    },
  });

  const readRecord = (id: string) =>
    api<RecordJson>(app.product, 'GET', `/${DEMO}/api/collections/${CATALOG}/items/${id}`, undefined, admin.token);

  app.test(
    "A's open interview locks the record for B, whose screen frees it once A is done",
    async (pageA) => {
      const record = await api<RecordJson>(
        app.product,
        'POST',
        `/${DEMO}/api/collections/${CATALOG}/items`,
        { nextValues: { Name: 'Ada Lovelace', City: 'London' } },
        admin.token,
      );

      // A opens the app on the record: the interview takes the lock.
      await openSignedIn(pageA, app.product, admin, `/${DEMO}/${CATALOG}/${record._id}/${APP}`);
      await pageA.getByTestId('interview').waitFor({ timeout: 15_000 });
      await eventually(async () => {
        expect(await readRecord(record._id)).toMatchObject({ status: 'Needs Updating', lastRunBy: admin.user.name });
      });

      // B, in a browser of their own, chooses the record on the records screen.
      const pageB = await app.session.newPage();
      try {
        await pageB.setViewportSize({ width: 1400, height: 900 });
        const reads: number[] = [];
        pageB.on('request', (request) => {
          if (request.url().endsWith(`/api/collections/${CATALOG}/items/${record._id}`)) reads.push(Date.now());
        });
        await openSignedIn(pageB, app.product, member, `/${DEMO}/${CATALOG}`);
        await pageB
          .getByRole('option')
          .filter({ has: pageB.getByText('Ada Lovelace', { exact: true }) })
          .click();
        const detail = pageB.getByTestId('record-detail');
        const notice = detail.getByRole('status').filter({ hasText: 'is currently working on this record' });
        await notice.waitFor({ timeout: 15_000 });
        expect(await notice.textContent()).toBe(LOCK_NOTICE(admin.user.name));
        expect(await detail.getByRole('button', { name: 'Open Intake form' }).isDisabled()).toBe(true);
        expect(await detail.getByRole('button', { name: 'History' }).isDisabled()).toBe(true);
        await pageB.screenshot({ path: join(SHOTS, 'records-lock-locked.png') });

        // A finishes: the lock ends. B's screen re-reads the record every 10 s and frees it without a reload.
        const fresh = await readRecord(record._id);
        await api(
          app.product,
          'POST',
          `/${DEMO}/api/runs/${CATALOG}/${record._id}/${APP}/finish`,
          { version: fresh.version },
          admin.token,
        );
        await eventually(async () => {
          expect((await readRecord(record._id)).status).toBe('Ok');
        }, 30_000);
        const before = reads.length;
        await eventually(async () => {
          expect(await notice.count()).toBe(0);
        }, 15_000);
        expect(reads.length).toBeGreaterThan(before);
        // Between two reads while locked: about 10 s (the lock refresh), not a busy loop.
        const gaps = reads.slice(1).map((at, index) => at - reads[index]);
        expect(Math.max(...gaps)).toBeGreaterThanOrEqual(9_000);
        expect(await detail.getByRole('button', { name: 'Open Intake form' }).isDisabled()).toBe(false);
        expect(await detail.getByRole('button', { name: 'History' }).isDisabled()).toBe(false);
        await pageB.screenshot({ path: join(SHOTS, 'records-lock-freed.png') });
      } finally {
        await pageB.context().close();
      }
    },
    90_000,
  );
});
