import { startRunsApp, type RunsTestApp } from '../runs-assembly.testing';

/** Issue 16 "Tests: Failures": a template that fails at assembly names the template and the reason. */
describe('an app run whose template fails (real SQLite files, real file store)', () => {
  let t: RunsTestApp;
  let appId: string;
  let recordId: string;
  beforeAll(async () => {
    t = await startRunsApp();
    const model = await t.read(`/v2/types/model/${t.modelId}`, t.position);
    appId = model.body.apps.find((app: { name: string }) => app.name === 'Welcome')._id;
    recordId = (await t.record({ Name: 'Ann', City: 'Oslo', Age: 42 })).id;
  });
  afterAll(() => t.close());

  const runWith = async (templates: string, changes: Record<string, unknown>[] = []) => {
    await t.change([{ action: 'update', kind: 'app', _id: appId, templates: [templates] }, ...changes]);
    const run = await t.runs.run({ tenant: 'demo', recordId, app: 'Welcome', by: null });
    return { run, events: await t.eventsOf(run.runId) };
  };

  it('fails on a text template with an unknown filter, keeping the documents assembled before it', async () => {
    const { run, events } = await runWith('[Letter, Memo]', [
      { action: 'update', kind: 'template', _id: t.templates.Memo, text: 'Hello {[Name|shout]}' },
    ]);
    expect(run.status).toBe('failed');
    expect(run.failure).toEqual({ template: 'Memo', reason: expect.stringMatching(/shout/) });
    expect(run.documents.map((document) => document.template)).toEqual(['Letter']);
    expect(events.map((event) => event.type)).toEqual(['RunStarted', 'RunDocumentAssembled', 'RunFailed']);
    expect(events[2].data).toEqual({ runId: run.runId, template: 'Memo', reason: run.failure?.reason });
    await t.change([{ action: 'update', kind: 'template', _id: t.templates.Memo, text: 'Hello {[Name]}' }]);
  });

  it('fails on a PDF form whose field map names a field the PDF does not have', async () => {
    const fieldMap = [{ name: 'NoSuchField', type: 'text', expression: 'Name' }];
    const { run } = await runWith('[Form]', [{ action: 'update', kind: 'template', _id: t.templates.Form, fieldMap }]);
    expect(run).toMatchObject({
      status: 'failed',
      documents: [],
      failure: { template: 'Form', reason: 'field NoSuchField: The PDF has no field with this name' },
    });
  });

  it('fails on a Word template whose field cannot be computed', async () => {
    const { run } = await runWith('[Letter]', [
      { action: 'update', kind: 'formula', _id: await formulaId(t), expression: 'Name|nosuchfilter' },
    ]);
    expect(run).toMatchObject({ status: 'failed', failure: { template: 'Letter' } });
    expect(run.failure?.reason).toMatch(/nosuchfilter/);
  });

  it('fails without a template when the app template names one the model does not have', async () => {
    const { run } = await runWith('[Memo, Brochure]');
    expect(run).toMatchObject({
      status: 'failed',
      documents: [],
      failure: {
        template: null,
        reason: 'The app template cannot be evaluated: Brochure is not a template of the model.',
      },
    });
  });

  it('fails on a template whose file is not in the file store any more', async () => {
    const model = await t.read(`/v2/types/model/${t.modelId}`, t.position);
    const sheet = model.body.templates.find((template: { name: string }) => template.name === 'Sheet');
    await t.files.delete(sheet.filepath);
    const { run } = await runWith('[Sheet]');
    expect(run.failure).toEqual({
      template: 'Sheet',
      reason: "The template's file is not in the file store any more: upload it again.",
    });
  });
});

async function formulaId(t: RunsTestApp): Promise<string> {
  const model = await t.read(`/v2/types/model/${t.modelId}`, t.position);
  return model.body.formulas.find((formula: { name: string }) => formula.name === 'Reference')._id;
}
