import { CommandBus } from '@nestjs/cqrs';
import { PDFDocument } from 'pdf-lib';
import PizZip from 'pizzip';
import { SetRecordStatusCommand } from '../records';
import type { Json } from '../records/records-api.testing';
import { RunQueue } from './run-queue/run-queue';
import { startRunsApp, type RunsTestApp } from './runs-assembly.testing';
import { download, finish, settledResult, sha256, unzip } from './runs-http.testing';

/**
 * Issue 16 over HTTP on real SQLite files: Finish runs the app in the background, the app result lists the files,
 * and the downloads give their bytes (contract §3–§6).
 */
describe('finishing an app and downloading its documents', () => {
  let t: RunsTestApp;

  beforeAll(async () => {
    t = await startRunsApp();
  }, 60_000);
  afterAll(() => t.close());

  it('assembles a text, a Word and a PDF document that download one by one and zipped, byte for byte', async () => {
    const record = await t.record({ Name: 'Ann', City: 'Paris', Age: 40 });
    const finished = await finish(t, record.id, 'Welcome', { version: 1 });
    expect([finished.status, finished.body]).toEqual([
      202,
      { runId: expect.any(String), position: expect.any(Number) },
    ]);
    const { runId } = finished.body;

    const result = await settledResult(t, record.id, 'Welcome', finished.body.position);
    expect(result).toMatchObject({ name: 'Welcome', label: 'Welcome', status: 'Ok', runId, error: null });
    expect(result.files.map((file: Json) => [file.index, file.name, file.extension])).toEqual([
      [0, 'Memo for Ann.txt', 'txt'],
      [1, 'Letter to Ann.docx', 'docx'],
      [2, 'Form Ann.pdf', 'pdf'],
    ]);
    expect(result.files[1].provenance).toEqual({
      modelVersion: expect.any(Number),
      recordVersion: 1,
      template: 'Letter',
      templateSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      // The model has no global variables: the run read no global info.
      globals: {},
    });

    const bytes: Buffer[] = [];
    for (const file of result.files as Json[]) {
      expect(file.url).toBe(`/demo/download/Customers/${record.id}/${runId}/${file.index}`);
      const got = await download(t, file.url);
      expect([got.status, got.status === 200 ? '' : got.bytes.toString('utf8')]).toEqual([200, '']);
      expect(sha256(got.bytes)).toBe(file.sha256);
      expect(got.bytes.length).toBe(file.size);
      expect(got.headers.get('content-disposition')).toBe(
        `attachment; filename="${file.name}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      );
      bytes.push(got.bytes);
    }
    expect(bytes[0].toString('utf8')).toBe('Customer Ann of Paris, reference C-Ann.');
    const documentXml = new PizZip(bytes[1]).file('word/document.xml')!.asText();
    expect(documentXml).toContain('Dear Ann,');
    expect(documentXml).toContain('An adult of PARIS.');
    const form = (await PDFDocument.load(bytes[2])).getForm();
    expect(form.getTextField('ClientName').getText()).toBe('Ann');
    expect(form.getTextField('ClientCity').getText()).toBe('Paris (40)');

    const all = await download(t, result.allUrl);
    expect(all.status).toBe(200);
    expect(all.headers.get('content-disposition')).toContain(`filename*=UTF-8''Welcome.zip`);
    const entries = await unzip(all.bytes);
    // The zip carries no time of its own: downloaded again, it is the same bytes.
    expect(sha256((await download(t, result.allUrl)).bytes)).toBe(sha256(all.bytes));
    expect(entries.map((entry) => [entry.name, sha256(entry.bytes)])).toEqual(
      result.files.map((file: Json) => [file.name, file.sha256]),
    );

    // The record: Ok, the app with its files, and the run in its history.
    const opened = await t.read(`/collections/Customers/items/${record.id}`, finished.body.position);
    expect(opened.body).toMatchObject({
      status: 'Ok',
      apps: [
        {
          name: 'Welcome',
          label: 'Welcome',
          status: 'Ok',
          runId,
          lastRun: result.lastRun,
          files: result.files.map(({ index, name, url }: Json) => ({ index, name, url })),
        },
      ],
      attachments: [],
    });
    const history = await t.call('GET', `/collections/Customers/items/${record.id}/histories`);
    expect(history.body[0]).toMatchObject({
      kind: 'ran',
      appName: 'Welcome',
      runId,
      summary: 'Ran Welcome: 3 documents',
    });
  }, 60_000);

  it('rebuilds a file lost from the file store before answering, byte for byte', async () => {
    const record = await t.record({ Name: 'Bo', City: 'Oslo', Age: 30 });
    const finished = await finish(t, record.id, 'Welcome', { version: 1 });
    const result = await settledResult(t, record.id, 'Welcome', finished.body.position);
    const letter = result.files[1];
    await t.files.delete(letter.sha256);
    expect(await t.files.stat(letter.sha256)).toBeNull();
    const got = await download(t, letter.url);
    expect([got.status, sha256(got.bytes)]).toEqual([200, letter.sha256]);
  }, 60_000);

  it('is Out of date once the answers change after the run', async () => {
    const record = await t.record({ Name: 'Cy', City: 'Rome', Age: 20 });
    const finished = await finish(t, record.id, 'Welcome', { version: 1 });
    expect((await settledResult(t, record.id, 'Welcome', finished.body.position)).status).toBe('Ok');
    const saved = await t.update(record.id, { City: 'Milan' });
    expect((await settledResult(t, record.id, 'Welcome', saved.position)).status).toBe('Out of date');
  }, 60_000);

  it('fails a run whose template has an unknown filter, naming it; the record is Out of date', async () => {
    await t.change([
      { action: 'add', kind: 'template', name: 'Broken', type: 'text', contentType: 'text', text: '{[Name|nosuch]}' },
      { action: 'add', kind: 'app', name: 'Bad', screens: [], templates: ['[Broken]'], generateDocs: true },
    ]);
    const record = await t.record({ Name: 'Di', City: 'Lima', Age: 50 });
    const finished = await finish(t, record.id, 'Bad', { version: 1 });
    expect(finished.status).toBe(202);
    const result = await settledResult(t, record.id, 'Bad', finished.body.position);
    expect(result).toMatchObject({ status: 'Failed', files: [], allUrl: null });
    expect(result.error).toMatch(/^Template 'Broken': .*nosuch/);
    const opened = await t.read(`/collections/Customers/items/${record.id}`, t.position);
    expect(opened.body.status).toBe('Out of date');
    const history = await t.call('GET', `/collections/Customers/items/${record.id}/histories`);
    expect(history.body[0].summary).toBe(`Bad failed: ${result.error}`);
    // A failed run offers nothing to download.
    expect((await download(t, `/demo/download/Customers/${record.id}/${result.runId}/0`)).status).toBe(404);
  }, 60_000);

  it('keeps the record In Progress while another run on it is still assembling', async () => {
    const record = await t.record({ Name: 'Flo', City: 'Bern', Age: 61 });
    const bus = t.app.get(CommandBus);
    const inProgress = (run: string) =>
      bus.execute(
        new SetRecordStatusCommand(
          'demo',
          { recordId: record.id, status: 'In Progress', runBy: t.adminId, app: 'Welcome', run },
          t.adminId,
        ),
      );
    // A run assembling elsewhere (another instance): started and In Progress, not in this process's queue.
    const { runId: elsewhere } = await t.runs.start({
      tenant: 'demo',
      recordId: record.id,
      app: 'Welcome',
      by: t.adminId,
    });
    const marked = await inProgress(elsewhere);
    const opened = await t.read(`/collections/Customers/items/${record.id}`, marked.position);
    const finished = await finish(t, record.id, 'Welcome', { version: opened.body.version });
    expect(finished.status).toBe(202);
    const result = await settledResult(t, record.id, 'Welcome', finished.body.position);
    await t.app.get(RunQueue).idle();
    // This run is the newest and is Ok; the record waits for the other one.
    expect([result.runId, result.status]).toEqual([finished.body.runId, 'Ok']);
    const history = await t.call('GET', `/collections/Customers/items/${record.id}/histories`);
    expect(history.body.find((entry: Json) => entry.kind === 'ran')).toMatchObject({
      runId: finished.body.runId,
      summary: 'Ran Welcome: 3 documents',
    });
    const status = async () => (await t.read(`/collections/Customers/items/${record.id}`, t.position)).body.status;
    t.position = await t.store.headPosition();
    expect(await status()).toBe('In Progress');

    // The other run ends; a late reminder that it was running changes nothing.
    await t.runs.assemble('demo', elsewhere, t.adminId);
    await bus.execute(
      new SetRecordStatusCommand(
        'demo',
        { recordId: record.id, status: 'Ok', runBy: t.adminId, app: 'Welcome', run: elsewhere },
        t.adminId,
      ),
    );
    expect((await inProgress(elsewhere)).appended).toBe(0);
    t.position = await t.store.headPosition();
    expect(await status()).toBe('Ok');
  }, 60_000);

  it('answers 200 Ok without a run when the app generates no documents', async () => {
    await t.change([{ action: 'add', kind: 'app', name: 'Intake', screens: [], templates: [''], generateDocs: false }]);
    const record = await t.record({ Name: 'Ed', City: 'Kyiv', Age: 33 });
    // Intake asks every question (it assembles nothing); the administrator finishes past the unanswered ones.
    const finished = await finish(t, record.id, 'Intake', { version: 1, anyway: true });
    expect([finished.status, finished.body]).toEqual([
      200,
      { runId: null, status: 'Ok', position: expect.any(Number) },
    ]);
  }, 60_000);
});
