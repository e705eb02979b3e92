// 'Send documents' over HTTP on real SQLite files, against a local fake OneDrive (Microsoft Graph): after a run
// completes, its documents go to the provider the catalog's app option names; a provider that is down leaves the
// local copies and is tried again; a refusal is shown and not retried by itself (issue 16 "Integrations").
import type { Json } from '../../records/records-api.testing';
import { userWithToken } from '../../users/users.testing';
import { download, finish, settledResult, sha256 } from '../runs-http.testing';
import { startSendingApp, type SendingTestApp } from './send-documents.testing';

describe("sending a run's documents to the catalog's provider", () => {
  let t: SendingTestApp;

  beforeAll(async () => {
    // One try, then two tries again by themselves 400 ms apart (30 s, 2 min and 10 min in production).
    t = await startSendingApp({ SEND_RETRY_DELAYS_MS: '400,400' });
    // The Letter is filed in a folder; the Memo and the Form have no profile and go to the drive's root.
    const profile = await t.call('POST', `/types/Customer/templates/Letter/profile`, {
      profile: 'OneDrive',
      def: { folder: 'Clients/Letters' },
    });
    expect([profile.status, profile.body?.message]).toEqual([201, undefined]);
    t.position = Math.max(t.position, profile.body.position ?? 0);
  }, 60_000);
  afterAll(() => t?.close());

  /** Finishes Welcome on a new record and waits for the run, then for the sending. */
  async function runWelcome(name: string): Promise<{ recordId: string; runId: string; result: Json }> {
    const record = await t.record({ Name: name, City: 'Oslo', Age: 40 });
    const finished = await finish(t, record.id, 'Welcome', { version: 1 });
    expect(finished.status).toBe(202);
    const settled = await settledResult(t, record.id, 'Welcome', finished.body.position);
    expect(settled.status).toBe('Ok');
    await t.sendingIdle();
    const result = await settledResult(t, record.id, 'Welcome', finished.body.position);
    return { recordId: record.id, runId: finished.body.runId, result };
  }

  const sendEvents = async (runId: string) =>
    (await t.eventsOf(runId)).filter(
      (event) => event.type.startsWith('RunSend') || event.type.startsWith('RunDocumentSen'),
    );

  it('uploads every document of a completed run; the result says where each is, and its link opens', async () => {
    await t.sendWelcomeTo('OneDrive');
    const before = t.oneDrive.documents.length;
    const { recordId, runId, result } = await runWelcome('Ann');

    expect(result.sendError).toBeNull();
    expect(result.files.map((file: Json) => [file.name, file.storage, file.sending, file.sendError])).toEqual([
      ['Memo for Ann.txt', { provider: 'OneDrive', ref: 'Memo for Ann.txt', url: expect.any(String) }, 'sent', null],
      [
        'Letter to Ann.docx',
        { provider: 'OneDrive', ref: 'Clients/Letters/Letter to Ann.docx', url: expect.any(String) },
        'sent',
        null,
      ],
      ['Form Ann.pdf', { provider: 'OneDrive', ref: 'Form Ann.pdf', url: expect.any(String) }, 'sent', null],
    ]);
    // The provider holds the very bytes the local copies hold (which stay downloadable).
    const received = t.oneDrive.documents.slice(before);
    expect(received.map((document) => [document.location, document.name, document.contentType])).toEqual([
      ['', 'Memo for Ann.txt', 'text/plain; charset=utf-8'],
      [
        'Clients/Letters',
        'Letter to Ann.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      ['', 'Form Ann.pdf', 'application/pdf'],
    ]);
    for (const [index, file] of (result.files as Json[]).entries()) {
      expect(sha256(received[index].bytes)).toBe(file.sha256);
      expect((await download(t, file.url)).status).toBe(200);
    }
    const link = await t.call('GET', `/onedrive/files/${encodeURI(result.files[1].storage.ref)}`);
    expect([link.status, link.body]).toEqual([200, { redirectUrl: expect.stringMatching(/^https:\/\//) }]);
    expect((await sendEvents(runId)).map((event) => event.type)).toEqual([
      'RunSendRequested',
      'RunDocumentSent',
      'RunDocumentSent',
      'RunDocumentSent',
    ]);
    const opened = await t.read(`/collections/Customers/items/${recordId}`, t.position);
    expect(opened.body.apps).toEqual([expect.objectContaining({ name: 'Welcome', sendError: null })]);
  }, 60_000);

  it('keeps the local copies while the provider is down, shows it retrying, and sends once it is back', async () => {
    await t.sendWelcomeTo('OneDrive');
    t.oneDrive.mode = 'down';
    const before = t.oneDrive.documents.length;
    const { recordId, runId, result } = await runWelcome('Bob');
    expect(result.files.map((file: Json) => [file.storage, file.sending])).toEqual([
      ['local', 'retrying'],
      ['local', 'retrying'],
      ['local', 'retrying'],
    ]);
    expect(result.files[0].sendError).toMatch(/OneDrive/);
    expect(result.sendError).toMatch(/^3 of 3 documents were not sent \(trying again\): /);
    for (const file of result.files as Json[]) expect((await download(t, file.url)).status).toBe(200);
    const opened = await t.read(`/collections/Customers/items/${recordId}`, t.position);
    expect(opened.body.apps[0].sendError).toBe(result.sendError);

    // Back up before the retries run out: the next retry, by itself, sends them all.
    t.oneDrive.mode = 'up';
    const deadline = Date.now() + 10_000;
    let now: Json;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await t.sendingIdle();
      now = await settledResult(t, recordId, 'Welcome', 0);
    } while (now.files.some((file: Json) => file.sending !== 'sent') && Date.now() < deadline);
    expect(now.files.map((file: Json) => file.storage.provider)).toEqual(['OneDrive', 'OneDrive', 'OneDrive']);
    expect(now.sendError).toBeNull();
    expect(t.oneDrive.documents.slice(before).map((document) => document.name)).toEqual([
      'Memo for Bob.txt',
      'Letter to Bob.docx',
      'Form Bob.pdf',
    ]);
    expect((await sendEvents(runId)).filter((event) => event.type === 'RunDocumentSendFailed').length).toBe(3);
  }, 60_000);

  it('stops retrying once the retries are used up, and the retry route sends them when asked', async () => {
    await t.sendWelcomeTo('OneDrive');
    t.oneDrive.mode = 'down';
    const { recordId, runId } = await runWelcome('Cleo');
    const deadline = Date.now() + 10_000;
    let now: Json;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await t.sendingIdle();
      now = await settledResult(t, recordId, 'Welcome', 0);
    } while (now.files.some((file: Json) => file.sending !== 'failed') && Date.now() < deadline);
    // The first try and two more, then it stops and shows why.
    expect(now.files.map((file: Json) => [file.storage, file.sending])).toEqual([
      ['local', 'failed'],
      ['local', 'failed'],
      ['local', 'failed'],
    ]);
    expect(now.sendError).toMatch(/^3 of 3 documents were not sent: /);
    const failures = (await sendEvents(runId)).filter((event) => event.type === 'RunDocumentSendFailed');
    expect(failures.map((event) => event.data.retrying)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);

    t.oneDrive.mode = 'up';
    const sent = await t.call('POST', `/runs/Customers/${recordId}/${runId}/send`);
    expect([sent.status, sent.body]).toEqual([202, { runId, documents: 3, position: expect.any(Number) }]);
    await t.sendingIdle();
    const after = await settledResult(t, recordId, 'Welcome', sent.body.position);
    expect(after.files.map((file: Json) => file.sending)).toEqual(['sent', 'sent', 'sent']);
    // Asked again with everything sent: nothing more goes.
    const again = await t.call('POST', `/runs/Customers/${recordId}/${runId}/send`);
    expect([again.status, again.body.documents]).toEqual([202, 0]);
  }, 60_000);

  it('shows a refusal on each document and never retries it by itself', async () => {
    await t.sendWelcomeTo('OneDrive');
    t.oneDrive.mode = 'reject';
    try {
      const { recordId, runId, result } = await runWelcome('Dan');
      expect(result.files.map((file: Json) => [file.storage, file.sending])).toEqual([
        ['local', 'failed'],
        ['local', 'failed'],
        ['local', 'failed'],
      ]);
      expect(result.files[0].sendError).toMatch(/OneDrive/);
      expect(result.sendError).toMatch(/^3 of 3 documents were not sent: /);
      // Longer than every retry delay together: still one failure each.
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await t.sendingIdle();
      const failures = (await sendEvents(runId)).filter((event) => event.type === 'RunDocumentSendFailed');
      expect(failures.map((event) => [event.data.index, event.data.retrying])).toEqual([
        [0, false],
        [1, false],
        [2, false],
      ]);
      const opened = await t.read(`/collections/Customers/items/${recordId}`, t.position);
      expect(opened.body.apps[0].sendError).toBe(result.sendError);
    } finally {
      t.oneDrive.mode = 'up';
    }
  }, 60_000);

  it("sends nothing when the app option's 'Send documents' is off, and the retry route says why", async () => {
    await t.sendWelcomeTo('');
    const before = t.oneDrive.documents.length;
    const { recordId, runId, result } = await runWelcome('Eve');
    expect(result.files.map((file: Json) => [file.storage, file.sending, file.sendError])).toEqual([
      ['local', null, null],
      ['local', null, null],
      ['local', null, null],
    ]);
    expect(result.sendError).toBeNull();
    expect(t.oneDrive.documents.length).toBe(before);
    expect(await sendEvents(runId)).toEqual([]);
    const refused = await t.call('POST', `/runs/Customers/${recordId}/${runId}/send`);
    expect([refused.status, refused.body.message]).toEqual([409, expect.stringContaining("'Send documents' is off")]);
  }, 60_000);

  it('sends again only for internal users, and only a run of that record', async () => {
    await t.sendWelcomeTo('OneDrive');
    const { recordId, runId } = await runWelcome('Fay');
    // An external user, even on their own record, cannot make the firm's provider receive anything.
    const erin = await userWithToken(t.app, 'demo', { mail: 'erin@client.test', isExternal: true });
    expect((await t.call('PUT', `/users/${erin.userId}`, { permissions: ['Customers'] })).status).toBe(200);
    await t.update(recordId, { extUserID: erin.userId });
    expect((await t.call('POST', `/runs/Customers/${recordId}/${runId}/send`, undefined, erin.token)).status).toBe(403);
    const other = await t.record({ Name: 'Gus' });
    expect((await t.call('POST', `/runs/Customers/${other.id}/${runId}/send`)).status).toBe(404);
    expect((await t.call('POST', `/runs/Customers/${recordId}/no-such-run/send`)).status).toBe(404);
    expect((await t.call('POST', `/runs/Customers/${recordId}/bad%20id/send`)).status).toBe(400);
    expect((await t.call('POST', `/runs/Nowhere/${recordId}/${runId}/send`)).status).toBe(404);
  }, 60_000);
});
