// The interview's open carries the catalog's global info (docs/runs.md "Global info in record runs").
import { startRecordsApp, catalog, type Json, type RecordsTestApp } from '../../records/records-api.testing';
import { importGlobalInfo } from '../run-globals/run-globals.testing';

const interview = (recordId: string) => `/runs/${catalog}/${recordId}/Intake/interview`;

describe("runs API: an interview's open answers the catalog's global info (globals)", () => {
  let t: RecordsTestApp;
  let catalogId: string;

  const open = async (recordId: string) => {
    const answer = await t.read(interview(recordId), t.position);
    expect(answer.status).toBe(200);
    t.position = Math.max(t.position, answer.body.position);
    return answer.body as Json;
  };

  beforeAll(async () => {
    t = await startRecordsApp();
    const firm = (await t.save([{ action: 'add', kind: 'model', name: 'Firm' }])).added[0]._id as string;
    await t.save([
      { action: 'add', kind: 'variable', parent: firm, name: 'Name', type: 'text' },
      { action: 'add', kind: 'variable', parent: firm, name: 'Employees', type: 'number' },
    ]);
    const saved = await t.save([
      { action: 'add', kind: 'variable', parent: t.modelId, name: 'Firm', type: 'global', typeDef: firm },
      // Asked only while the firm is large: relevance reads the global info.
      {
        action: 'add',
        kind: 'variable',
        parent: t.modelId,
        name: 'Discount',
        type: 'number',
        forceRelevance: 'Firm.Employees > 10',
      },
      {
        action: 'add',
        kind: 'template',
        parent: t.modelId,
        name: 'Letter',
        type: 'text',
        text: 'Dear {[Name]}, from {[Firm.Name]}. {[Discount]}',
      },
      {
        action: 'add',
        kind: 'app',
        parent: t.modelId,
        name: 'Intake',
        screens: [],
        templates: ['Letter'],
        generateDocs: true,
      },
    ]);
    t.position = saved.position;
    const catalogs = await t.read('/collections', t.position);
    catalogId = (catalogs.body as Json[]).find((entry) => entry.name === catalog)._id;
  });
  afterAll(() => t?.close());

  it('answers no globals while the catalog has none, and the global is never required of the record', async () => {
    const opened = await open('new');
    expect(opened.globals).toEqual({});
    expect(opened.relevant).not.toContain('Discount');
    const firm = opened.input.model.variables.find((variable: Json) => variable.name === 'Firm');
    expect(firm).toMatchObject({ type: 'global', alwaysOptional: true, model: { variables: expect.any(Array) } });
  });

  it('answers the info once imported: relevance reads it, and the record’s values leave globals out', async () => {
    await importGlobalInfo(t, catalogId, 'Firm', { Name: 'Acme LLP', Employees: 12 });
    const record = await t.createRecord({ Name: 'Ann' });
    const opened = await open(record._id);
    expect(opened.globals).toEqual({ Firm: { Name: 'Acme LLP', Employees: 12 } });
    expect(opened.relevant).toContain('Discount');
    expect(opened.record.values).toEqual({ Name: 'Ann' });

    // A new import is seen at the next open: the interview always shows the info as it is now.
    await importGlobalInfo(t, catalogId, 'Firm', { Name: 'Acme LLP', Employees: 3 });
    const reopened = await open(record._id);
    expect(reopened.globals.Firm).toEqual({ Name: 'Acme LLP', Employees: 3 });
    expect(reopened.relevant).not.toContain('Discount');
  });

  it('refuses a save of a global variable’s value on the record (400), and nothing is written', async () => {
    const record = await t.createRecord({ Name: 'Bo' });
    const refused = await t.call('POST', `/collections/${catalog}/items/${record._id}`, {
      nextValues: { Firm: { Name: 'Mine' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Firm is a global variable: its values are the catalog's global info/);
    expect((await open(record._id)).record.values).toEqual({ Name: 'Bo' });
  });
});
