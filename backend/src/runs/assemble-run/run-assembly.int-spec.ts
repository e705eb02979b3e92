import { createHash } from 'node:crypto';
import { PDFDocument, PDFTextField } from 'pdf-lib';
import { readDocxParagraphs } from '../../../../templating/src/docx/docx-test-package';
import { startRunsApp, type RunsTestApp } from '../runs-assembly.testing';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function pdfFields(bytes: Uint8Array): Promise<Record<string, string | undefined>> {
  const form = (await PDFDocument.load(bytes)).getForm();
  const fields = form.getFields().filter((field): field is PDFTextField => field instanceof PDFTextField);
  return Object.fromEntries(fields.map((field) => [field.getName(), field.getText()]));
}

/** Issue 16 "Assembly": an app on a record gives its documents, in the file store, each an event of the run. */
describe('assembling an app run (real SQLite files, real file store)', () => {
  let t: RunsTestApp;
  beforeAll(async () => {
    t = await startRunsApp();
  });
  afterAll(() => t.close());

  it('assembles the text, Word and PDF templates the app names, holding the record’s answers', async () => {
    const { id } = await t.record({ Name: 'Ann Lee', City: 'Oslo', Age: 42 });
    const run = await t.runs.run({ tenant: 'demo', recordId: id, app: 'welcome', by: t.adminId });

    expect(run).toMatchObject({ status: 'completed', app: 'Welcome', recordId: id, recordVersion: 1, by: t.adminId });
    expect(run.documents.map(({ template, name, ext }) => ({ template, name, ext }))).toEqual([
      { template: 'Memo', name: 'Memo for Ann Lee.txt', ext: 'txt' },
      { template: 'Letter', name: 'Letter to Ann Lee.docx', ext: 'docx' },
      { template: 'Form', name: 'Form Ann Lee.pdf', ext: 'pdf' },
    ]);
    const [memo, letter, form] = await Promise.all(run.documents.map((document) => t.bytesOf(document.sha256)));
    expect(memo.toString('utf8')).toBe('Customer Ann Lee of Oslo, reference C-Ann Lee.');
    expect(readDocxParagraphs(letter)).toEqual(['Dear Ann Lee,', 'An adult of OSLO.', 'Reference: C-Ann Lee']);
    expect(await pdfFields(form)).toEqual({ ClientName: 'Ann Lee', ClientCity: 'Oslo (42)' });
    // The PDF is dated by the record version it holds, not by the moment it was assembled.
    const [saved] = await t.store.readStream(`demo.record-${id}`);
    const dated = await PDFDocument.load(form, { updateMetadata: false });
    expect(dated.getModificationDate()).toEqual(new Date(saved.metadata.time.replace(/\.\d+Z$/, 'Z')));
    for (const [index, bytes] of [memo, letter, form].entries()) {
      expect(run.documents[index]).toMatchObject({ sha256: sha256(bytes), size: bytes.length });
    }
    // The Word and PDF documents name the template file they came from; a text template has none.
    expect(run.documents.map((document) => document.templateFile)).toEqual([
      null,
      expect.stringMatching(/^[0-9a-f]{64}$/),
      expect.stringMatching(/^[0-9a-f]{64}$/),
    ]);

    const events = await t.eventsOf(run.runId);
    const postal = await t.read('/v2/types/model/Postal', t.position);
    expect(events.map((event) => event.type)).toEqual([
      'RunStarted',
      'RunDocumentAssembled',
      'RunDocumentAssembled',
      'RunDocumentAssembled',
      'RunCompleted',
    ]);
    expect(events[0].data).toEqual({
      runId: run.runId,
      recordId: id,
      catalogId: expect.any(String),
      app: 'Welcome',
      modelId: t.modelId,
      modelVersion: run.modelVersion,
      recordVersion: 1,
      by: t.adminId,
      // The workspace's locale and time zone, pinned (the demo workspace has the defaults).
      locale: 'en-US',
      timeZone: 'UTC',
      // The model has no global variables: the run pinned no global info.
      globals: {},
      // The version of its object variable Home's model, Postal: its formulas are read at it.
      models: { [postal.body._id]: postal.body.version },
    });
    expect(events[4].data).toEqual({ runId: run.runId, documents: 3 });
  });

  it('flattens a PDF form unless the template is fillable', async () => {
    await t.change([{ action: 'update', kind: 'app', _id: await appId(t), templates: ['[Sheet]'] }]);
    const { id } = await t.record({ Name: 'Bo', City: 'Rome', Age: 9 });
    const run = await t.runs.run({ tenant: 'demo', recordId: id, app: 'Welcome', by: null });
    expect(run.documents.map((document) => document.name)).toEqual(['Sheet.pdf']);
    const flattened = await PDFDocument.load(await t.bytesOf(run.documents[0].sha256));
    expect(flattened.getForm().getFields()).toEqual([]);
    await t.change([{ action: 'update', kind: 'app', _id: await appId(t), templates: ['[Memo, Letter, Form]'] }]);
  });

  it('assembles only what the app template chooses on the record, and nothing with generateDocs off', async () => {
    const app = await appId(t);
    await t.change([{ action: 'update', kind: 'app', _id: app, templates: ['[Memo, Age >= 18 ? Letter : ""]'] }]);
    const child = await t.record({ Name: 'Cy', City: 'Bern', Age: 9 });
    const adult = await t.record({ Name: 'Di', City: 'Bern', Age: 30 });
    const forChild = await t.runs.run({ tenant: 'demo', recordId: child.id, app: 'Welcome', by: null });
    const forAdult = await t.runs.run({ tenant: 'demo', recordId: adult.id, app: 'Welcome', by: null });
    expect(forChild.failure).toBeNull();
    expect(forChild.documents.map((document) => document.template)).toEqual(['Memo']);
    expect(forAdult.documents.map((document) => document.template)).toEqual(['Memo', 'Letter']);
    await t.change([{ action: 'update', kind: 'app', _id: app, generateDocs: false }]);
    const none = await t.runs.run({ tenant: 'demo', recordId: adult.id, app: 'Welcome', by: null });
    expect(none).toMatchObject({ status: 'completed', documents: [] });
    await t.change([
      { action: 'update', kind: 'app', _id: app, generateDocs: true, templates: ['[Memo, Letter, Form]'] },
    ]);
  });

  it('starts a run on its own, for the assembly to follow off the request path, and assembles it once', async () => {
    const { id } = await t.record({ Name: 'Fay', City: 'Lima', Age: 20 });
    const { runId, position } = await t.runs.start({ tenant: 'demo', recordId: id, app: 'Welcome', by: t.adminId });
    expect(position).toEqual(expect.any(Number));
    expect((await t.eventsOf(runId)).map((event) => event.type)).toEqual(['RunStarted']);
    await t.runs.assemble('demo', runId, t.adminId);
    expect((await t.eventsOf(runId)).map((event) => event.type)).toEqual([
      'RunStarted',
      'RunDocumentAssembled',
      'RunDocumentAssembled',
      'RunDocumentAssembled',
      'RunCompleted',
    ]);
    await expect(t.runs.assemble('demo', runId, t.adminId)).rejects.toThrow(`The run ${runId} has already completed.`);
    await expect(t.runs.assemble('demo', 'nope', t.adminId)).rejects.toThrow('There is no run nope.');
  });

  it('refuses to start a run of an app the model does not have, or on a record that does not exist', async () => {
    const { id } = await t.record({ Name: 'Ed' });
    await expect(t.runs.run({ tenant: 'demo', recordId: id, app: 'Nope', by: null })).rejects.toThrow(
      'The model Customer has no app named Nope.',
    );
    await expect(t.runs.run({ tenant: 'demo', recordId: 'missing', app: 'Welcome', by: null })).rejects.toThrow(
      'There is no record missing.',
    );
  });
});

async function appId(t: RunsTestApp): Promise<string> {
  const model = await t.read(`/v2/types/model/${t.modelId}`, t.position);
  return (model.body.apps as { _id: string; name: string }[]).find((app) => app.name === 'Welcome')?._id as string;
}
