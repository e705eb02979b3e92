// 'Send documents' as users see it (issue 16 "Integrations"), in the built product against a local server that plays
// OneDrive (Microsoft identity platform + Graph): the documents page says where each document went, or why it is not
// there yet; Send again; and the record's panel shows the failure while there is one.
import type { Page } from 'playwright-core';
import { startFakeProvider, type FakeProvider } from '../../backend/src/document-storage/testing/fake-provider-server';
import { DEMO, openSignedIn, registerExternalByLink, type ApiSession } from './access-session';
import { describeInBrowser } from './browser-suite';
import { api, enableAddon, type Product } from './harness';
import { screenshots } from './interview-helpers';
import { CUSTOMERS, documentRows, documentsPath, useDocumentsInBrowser } from './run-documents-helpers';

const shot = screenshots('run-documents-send');

/**
 * The first try's failure stays "trying again" for the whole test (30 s, 2 min and 10 min in production): what
 * follows is what a person does, never a wait on a timer. The automatic retries have their spec on the server
 * (backend/src/runs/send-documents/send-documents.e2e-spec.ts).
 */
const RETRY_DELAYS_MS = '600000';
const UNAVAILABLE = 'OneDrive is unavailable (HTTP 503); try again later.';
/** What the fake answers in 'reject' mode, as the adapter words a refusal. */
const REFUSED = /^OneDrive refused to .+ \(HTTP 403\): Access denied\.$/;

/** What the settings page does, by API: save the fake's client, Connect, grant at the fake, come back. */
async function connectOneDrive(product: Product, admin: ApiSession, fake: FakeProvider): Promise<void> {
  await api(
    product,
    'PUT',
    `/${DEMO}/api/integrations/onedrive`,
    { clientId: fake.client.id, clientSecret: fake.client.secret },
    admin.token,
  );
  const started = await fetch(`${product.url}/${DEMO}/api/integrations/onedrive/connect`, {
    headers: { authorization: `Bearer ${admin.token}` },
    redirect: 'manual',
  });
  const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0];
  const callback = await fake.authorize(started.headers.get('location') ?? '');
  const back = await fetch(callback, { redirect: 'manual', headers: { cookie } });
  if (!(back.headers.get('location') ?? '').includes('connected=1')) {
    throw new Error(`OneDrive did not connect: ${back.status} ${await back.text()}`);
  }
}

/** The catalog's app option for Welcome: Send documents → OneDrive. */
async function sendWelcomeToOneDrive(product: Product, admin: ApiSession): Promise<void> {
  const catalogs = await api<{ _id: string; name: string }[]>(
    product,
    'GET',
    `/${DEMO}/api/collections`,
    undefined,
    admin.token,
  );
  const customers = catalogs.find((each) => each.name === CUSTOMERS);
  if (!customers) throw new Error(`no catalog ${CUSTOMERS}`);
  await api(
    product,
    'PUT',
    `/${DEMO}/api/collections`,
    {
      collections: [
        {
          _id: customers._id,
          appOptions: [{ appName: 'Welcome', isSendDocuments: true, uploadDocuments: 'OneDrive' }],
        },
      ],
    },
    admin.token,
  );
}

/** Each row's name and what it says about sending, in run order. */
const deliveries = (page: Page) =>
  documentRows(page).evaluateAll((rows) =>
    rows.map((row) => [
      row.querySelector('p')?.textContent ?? '',
      row.querySelector('[data-testid="document-delivery"]')?.textContent ?? null,
    ]),
  );

/** Waits until every row says `text` (a string, or a pattern for the row's line). */
async function rowsSay(page: Page, count: number, text: string | RegExp): Promise<void> {
  const lines = page.getByTestId('document-delivery').filter({ hasText: text });
  await lines.nth(count - 1).waitFor({ timeout: 30_000 });
  expect(await lines.count()).toBe(count);
  expect(await page.getByTestId('document-delivery').count()).toBe(count);
}

describeInBrowser("sending a run's documents to OneDrive: the documents page and the record", () => {
  let oneDrive: FakeProvider | undefined;
  const fake = () => {
    if (!oneDrive) throw new Error('the fake OneDrive is not started');
    return oneDrive;
  };
  beforeAll(async () => {
    oneDrive = await startFakeProvider('onedrive');
  });
  afterAll(async () => {
    await oneDrive?.stop();
  });

  const { app, admin, createRecord, finish } = useDocumentsInBrowser({
    env: () => ({
      ...fake().env(),
      SECRETS_KEY: 'browser-tests-secrets-key-0123456789abcdef',
      SEND_RETRY_DELAYS_MS: RETRY_DELAYS_MS,
    }),
  });
  // After the product's own set-up (the model and the catalog): OneDrive connected and chosen for Welcome.
  beforeAll(async () => {
    await enableAddon(app.product, DEMO, 'onedrive');
    await connectOneDrive(app.product, admin(), fake());
    await sendWelcomeToOneDrive(app.product, admin());
  }, 30_000);

  /** Opens Welcome's interview on a new record, finishes it, and answers once the documents page shows. */
  async function finishWelcome(page: Page, name: string): Promise<string> {
    const record = await createRecord({ Name: name, City: 'Oslo' });
    await openSignedIn(page, app.product, admin(), `/${DEMO}/${CUSTOMERS}/${record._id}/Welcome`);
    const finishButton = page.getByRole('button', { name: 'Finish' });
    await finishButton.waitFor({ timeout: 15_000 });
    await finishButton.click();
    await page.waitForURL(`**${documentsPath(record._id, 'Welcome')}`, { timeout: 15_000 });
    await documentRows(page).nth(1).waitFor({ timeout: 30_000 });
    return record._id;
  }

  /** The record's panel in the catalog: its line for Welcome's documents not sent, or none. */
  async function panelSendError(page: Page, name: string) {
    await page.goto(`${app.product.url}/${DEMO}/${CUSTOMERS}?s=${encodeURIComponent(name)}`);
    await page
      .getByRole('option')
      .filter({ has: page.getByText(name, { exact: true }) })
      .click({ timeout: 15_000 });
    const detail = page.getByTestId('record-detail');
    await detail.getByRole('list', { name: 'Documents of Welcome pack' }).waitFor({ timeout: 15_000 });
    return detail.getByTestId('record-send-error');
  }

  app.test(
    'a finished run: each document says it was sent to OneDrive, which holds them',
    async (page) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const before = fake().documents.length;
      await finishWelcome(page, 'Ann');
      // "Sending…" while the provider answers (often too short to catch), then where each went.
      await rowsSay(page, 2, 'Sent to OneDrive');
      expect(await deliveries(page)).toEqual([
        ['Memo for Ann.txt', 'Sent to OneDrive'],
        ['Summary Ann.txt', 'Sent to OneDrive'],
      ]);
      expect(await page.getByTestId('send-error').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Send again' }).count()).toBe(0);
      await shot(page, 'sent');
      expect(
        fake()
          .documents.slice(before)
          .map((document) => [document.location, document.name]),
      ).toEqual([
        ['', 'Memo for Ann.txt'],
        ['', 'Summary Ann.txt'],
      ]);

      // Nothing failed: the record says nothing about sending.
      const line = await panelSendError(page, 'Ann');
      expect(await line.count()).toBe(0);
    },
    90_000,
  );

  app.test(
    'OneDrive down: trying again; a refusal: not sent; Send again once it is back: sent',
    async (page) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const before = fake().documents.length;
      fake().mode = 'down';
      try {
        const recordId = await finishWelcome(page, 'Bob');
        await rowsSay(page, 2, `Not sent yet, trying again: ${UNAVAILABLE}`);
        const notice = page.getByTestId('send-error');
        expect(await notice.textContent()).toBe(
          `2 of 2 documents were not sent (trying again): ${UNAVAILABLE} The documents are kept here.Send again`,
        );
        // The local copies stay downloadable meanwhile.
        expect(await page.getByRole('button', { name: 'Download Memo for Bob.txt' }).isEnabled()).toBe(true);
        await shot(page, 'trying-again');

        // The record says so too, under its documents.
        const retrying = await panelSendError(page, 'Bob');
        await retrying.waitFor({ timeout: 15_000 });
        expect(await retrying.textContent()).toBe(`2 of 2 documents were not sent (trying again): ${UNAVAILABLE}`);
        await shot(page, 'record-trying-again');

        // Asked again, from the keyboard, while OneDrive refuses: not sent, and not retried by itself.
        fake().mode = 'reject';
        await page.goto(`${app.product.url}${documentsPath(recordId, 'Welcome')}`);
        const sendAgain = page.getByRole('button', { name: 'Send again' });
        await sendAgain.focus({ timeout: 15_000 });
        await page.keyboard.press('Enter');
        await rowsSay(page, 2, /^Not sent: OneDrive refused/);
        for (const [, said] of await deliveries(page)) expect(said?.replace(/^Not sent: /, '')).toMatch(REFUSED);
        expect(await notice.textContent()).toMatch(
          /^2 of 2 documents were not sent: OneDrive refused .+ The documents are kept here\.Send again$/,
        );
        await shot(page, 'refused');

        const refused = await panelSendError(page, 'Bob');
        await refused.getByText(/^2 of 2 documents were not sent: OneDrive refused/).waitFor({ timeout: 15_000 });
        await shot(page, 'record-refused');

        // OneDrive takes them again: Send again sends both, and the failure goes from the page and the record.
        fake().mode = 'up';
        await page.goto(`${app.product.url}${documentsPath(recordId, 'Welcome')}`);
        await page.getByRole('button', { name: 'Send again' }).click({ timeout: 15_000 });
        await rowsSay(page, 2, 'Sent to OneDrive');
        expect(await notice.count()).toBe(0);
        // The button went with the notice: focus is on the list of the documents, not lost.
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('2 documents');
        await shot(page, 'sent-again');
        expect(
          fake()
            .documents.slice(before)
            .map((document) => document.name),
        ).toEqual(['Memo for Bob.txt', 'Summary Bob.txt']);
        const cleared = await panelSendError(page, 'Bob');
        await cleared.waitFor({ state: 'detached', timeout: 15_000 });
      } finally {
        fake().mode = 'up';
      }
    },
    120_000,
  );

  app.test(
    'an external user gets their documents, and nothing of where the firm files them',
    async (page) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const erin = await registerExternalByLink(app.product, admin());
      await api(app.product, 'PUT', `/${DEMO}/api/users/${erin.user._id}`, { permissions: [CUSTOMERS] }, admin().token);
      const gus = await createRecord({ Name: 'Gus', City: 'Riga' });
      const theirs = await api<{ version: number }>(
        app.product,
        'POST',
        `/${DEMO}/api/collections/${CUSTOMERS}/items/${gus._id}`,
        { nextValues: { extUserID: erin.user._id }, version: gus.version },
        admin().token,
      );
      fake().mode = 'reject';
      try {
        await finish(gus._id, 'Welcome', theirs.version);
        // The firm's users see the refusal (the documents page of the same run, as the administrator)…
        await openSignedIn(page, app.product, admin(), documentsPath(gus._id, 'Welcome'));
        await rowsSay(page, 2, /^Not sent: OneDrive refused/);
        // …their client sees their two documents, and no word of OneDrive, its refusal or Send again.
        await openSignedIn(page, app.product, erin, documentsPath(gus._id, 'Welcome'));
        await documentRows(page).nth(1).waitFor({ timeout: 30_000 });
        expect(await documentRows(page).count()).toBe(2);
        expect(await page.getByTestId('document-delivery').count()).toBe(0);
        expect(await page.getByTestId('send-error').count()).toBe(0);
        expect(await page.getByRole('button', { name: 'Send again' }).count()).toBe(0);
        expect(await page.getByText('OneDrive').count()).toBe(0);
        await shot(page, 'external');
      } finally {
        fake().mode = 'up';
      }
    },
    60_000,
  );
});
