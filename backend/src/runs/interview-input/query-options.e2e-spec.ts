// Selections whose options come from a query (001 §3 SELECT FROM 'a table (or query)'): resolved at each open and
// Finish through the queries context's runner, shown by the option template, and the only answers Finish accepts.
import { startRecordsApp, type Json, type RecordsTestApp } from '../../records/records-api.testing';
import { userWithToken } from '../../users/users.testing';

describe('runs API: selection options from a query over another catalog (real server, real SQLite files)', () => {
  let t: RecordsTestApp;
  let recordId: string;
  let insider: { token: string };

  const open = async (token?: string) => {
    const opened = await t.read(`/runs/Customers/${recordId}/Engage/interview`, t.position, token);
    expect(opened.status).toBe(200);
    return opened.body as Json;
  };
  const firmQuestion = (opened: Json) => (opened.input.model.variables as Json[]).find((each) => each.name === 'Firm');
  const addFirm = async (Name: string, City: string) => {
    const saved = await t.call('POST', '/collections/Firms/items', { nextValues: { Name, City } });
    expect(saved.status).toBe(201);
    t.position = Math.max(t.position, saved.body.position);
  };
  const finishWith = async (firm: string) => {
    await t.update(recordId, { Firm: firm });
    const { body } = await t.read(`/collections/Customers/items/${recordId}`, t.position);
    return t.call('POST', `/runs/Customers/${recordId}/Engage/finish`, { version: body.version });
  };

  beforeAll(async () => {
    t = await startRecordsApp();
    const firm = (await t.save([{ action: 'add', kind: 'model', name: 'Firm' }])).added[0]._id;
    await t.save([
      { action: 'add', kind: 'variable', parent: firm, name: 'Name', type: 'text' },
      { action: 'add', kind: 'variable', parent: firm, name: 'City', type: 'text' },
    ]);
    const made = await t.call('POST', '/collections', { name: 'Firms', type: firm });
    expect(made.status).toBe(201);
    await addFirm('Acme', 'Oslo');
    await addFirm('Beta', 'Bergen');
    await addFirm('Gamma', 'Oslo');

    const query = (await t.save([{ action: 'add', kind: 'query', name: 'FirmsIn' }])).added[0]._id;
    const version = (await t.read(`/v2/types/query/${query}`, t.position)).body.version;
    await t.save([
      {
        action: 'update',
        kind: 'query',
        _id: query,
        version,
        provider: 'docauto',
        source: 'Firms',
        params: [
          { name: 'Town', type: 'text', isList: false, required: true },
          { name: 'City', type: 'text', isList: false, operator: 'is', selectorType: 'param', paramName: 'Town' },
        ],
      },
    ]);
    const saved = await t.save([
      {
        action: 'add',
        kind: 'variable',
        parent: t.modelId,
        name: 'Firm',
        type: 'selection',
        typeOfVariable: 'aTable',
        options: 'FirmsIn("Oslo")',
        optionTemplate: '{[Name]} ({[City]})',
        style: 'dropdown',
      },
      { action: 'add', kind: 'variable', parent: t.modelId, name: 'Town', type: 'text' },
      {
        action: 'add',
        kind: 'variable',
        parent: t.modelId,
        name: 'LocalFirm',
        type: 'selection',
        typeOfVariable: 'aTable',
        options: 'FirmsIn(Town)|map:Name',
        style: 'dropdown',
      },
      { action: 'add', kind: 'template', parent: t.modelId, name: 'Letter', type: 'text', text: 'With {[Firm]}' },
      {
        action: 'add',
        kind: 'template',
        parent: t.modelId,
        name: 'Note',
        type: 'text',
        text: '{[Town]}: {[LocalFirm]}',
      },
      { action: 'add', kind: 'app', parent: t.modelId, name: 'Local', screens: [], templates: ['Note'] },
      {
        action: 'add',
        kind: 'app',
        parent: t.modelId,
        name: 'Engage',
        screens: [],
        templates: ['Letter'],
        generateDocs: true,
      },
    ]);
    t.position = Math.max(t.position, saved.position);
    recordId = (await t.createRecord({ Name: 'Ann Lee' }))._id;
    insider = await userWithToken(t.app, 'demo', { mail: 'insider@demo.test', name: 'Ines Insider' });
  });
  afterAll(() => t?.close());

  it("offers the query's items, newest first, as the option template shows them", async () => {
    expect(firmQuestion(await open())).toMatchObject({
      optionsQuery: 'FirmsIn("Oslo")',
      options: ['Gamma (Oslo)', 'Acme (Oslo)'],
    });
  });

  it("follows the source catalog's records: a firm added since is offered at the next open", async () => {
    await addFirm('Delta', 'Oslo');
    expect(firmQuestion(await open()).options).toEqual(['Delta (Oslo)', 'Gamma (Oslo)', 'Acme (Oslo)']);
  });

  it('finishes with an option the query offers, and refuses one it does not, naming the question', async () => {
    const refused = await finishWith('Beta (Bergen)');
    expect(refused.status).toBe(422);
    expect(refused.body.problems).toEqual([
      expect.objectContaining({ path: 'Firm', message: 'Firm must be one of the options', missing: false }),
    ]);
    const accepted = await finishWith('Acme (Oslo)');
    expect(accepted.status).toBe(202);
  });

  it("evaluates arguments that read answers on the record's answers, and applies |map after the call", async () => {
    const local = (opened: Json) =>
      // The Local app asks Town and LocalFirm (its Note reads them).
      (opened.input.model.variables as Json[]).find((each) => each.name === 'LocalFirm');
    // No Town yet: the required argument has no value, so nothing is offered, and the browser learns what to watch.
    const first = await t.read(`/runs/Customers/${recordId}/Local/interview`, t.position);
    expect(local(first.body)).toMatchObject({ options: [], optionsQueryReads: ['Town'] });
    const other = (await t.createRecord({ Name: 'Bo Berg', Town: 'Bergen' }))._id;
    const opened = await t.read(`/runs/Customers/${other}/Local/interview`, t.position);
    expect(local(opened.body).options).toEqual(['Beta']);
  });

  it('answers the options on the answers the browser holds now, read as the caller, writing nothing', async () => {
    const ask = (path: string, body: unknown, token?: string) => t.call('POST', `/runs/Customers/${path}`, body, token);
    const oslo = await ask(`${recordId}/Local/options/LocalFirm`, { answers: { Town: 'Oslo', Other: 1 } });
    expect(oslo.status).toBe(200);
    expect(oslo.body).toEqual({ options: ['Delta', 'Gamma', 'Acme'] });
    expect((await ask('new/Local/options/LocalFirm', { answers: { Town: 'Bergen' } })).body).toEqual({
      options: ['Beta'],
    });
    expect((await ask(`${recordId}/Local/options/LocalFirm`, { answers: {} })).body).toEqual({ options: [] });
    // Bad input is a 400, a question that is not a selection from a query a 404, a catalog out of reach a 404.
    expect((await ask(`${recordId}/Local/options/1bad`, { answers: {} })).status).toBe(400);
    expect((await ask(`${recordId}/Local/options/LocalFirm`, {})).status).toBe(400);
    expect((await ask(`${recordId}/Local/options/LocalFirm`, { answers: [] })).status).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 1001 }, (_, index) => [`A${index}`, index]));
    expect((await ask(`${recordId}/Local/options/LocalFirm`, { answers: many })).status).toBe(400);
    const notQuery = await ask(`${recordId}/Local/options/Town`, { answers: {} });
    expect(notQuery.status).toBe(404);
    expect(notQuery.body.message).toBe('This app has no selection from a query at Town.');
    expect((await ask(`${recordId}/Nope/options/LocalFirm`, { answers: {} })).status).toBe(404);
    expect((await ask(`${recordId}/Local/options/LocalFirm`, { answers: {} }, insider.token)).status).toBe(404);
  });

  it("checks a query selection at Finish on the record's final answers", async () => {
    const other = (await t.createRecord({ Name: 'Cy Dahl', Town: 'Bergen', LocalFirm: 'Acme' }))._id;
    const read = async () => (await t.read(`/collections/Customers/items/${other}`, t.position)).body;
    const finish = async () =>
      t.call('POST', `/runs/Customers/${other}/Local/finish`, { version: (await read()).version });
    const refused = await finish();
    expect(refused.status).toBe(422);
    expect(refused.body.problems).toEqual([
      expect.objectContaining({ path: 'LocalFirm', message: 'Local firm must be one of the options' }),
    ]);
    await t.update(other, { Town: 'Oslo' });
    expect((await finish()).status).toBe(202);
  });

  it('reads the query as the caller: a user who may not read the source catalog is offered nothing', async () => {
    const catalogs = (await t.read('/collections', t.position)).body as Json[];
    const customers = catalogs.find((each) => each.name === 'Customers');
    const opened = await t.call('PUT', '/collections', {
      collections: [{ _id: customers._id, isEveryone: true }],
    });
    expect(opened.status).toBe(200);
    t.position = Math.max(t.position, opened.body.position);
    expect(firmQuestion(await open(insider.token)).options).toEqual([]);
  });
});
