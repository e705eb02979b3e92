// An object's 'SELECT data FROM…' (001 §3): the Choose dialog lists its query's items through
// POST /{t}/api/runs/{catalog}/{recordId|new}/{app}/select/{variable}, and one item's values fill the object.
import type { Json } from '../../records/records-api.testing';
import { startSelectDataApp, type SelectDataTestApp } from './select-data.testing';
import { userWithToken } from '../../users/users.testing';

describe("runs API: an object's data selected from a query (real server, real SQLite files)", () => {
  let t: SelectDataTestApp;
  let recordId: string;
  let insider: { token: string };
  let firms: Record<string, string>;

  const ask = (path: string, body: unknown, token?: string) => t.call('POST', `/runs/Customers/${path}`, body, token);

  beforeAll(async () => {
    t = await startSelectDataApp();
    firms = t.firms;
    recordId = (await t.createRecord({ Name: 'Ann Lee' }))._id;
    insider = await userWithToken(t.app, 'demo', { mail: 'insider@demo.test', name: 'Ines Insider' });
  });
  afterAll(() => t?.close());

  it('tells the interview which query an object selects its data from', async () => {
    const opened = await t.read(`/runs/Customers/${recordId}/Engage/interview`, t.position);
    const office = (opened.body.input.model.variables as Json[]).find((each) => each.name === 'Office');
    expect(office.selectQuery).toBe('AllFirms()');
  });

  it("lists the query's items by name, newest first, and narrows them by a search", async () => {
    const listed = await ask(`${recordId}/Engage/select/Office`, { answers: {} });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      items: [
        { _id: firms.Gamma, name: expect.any(String) },
        { _id: firms.Beta, name: expect.any(String) },
        { _id: firms.Acme, name: expect.any(String) },
      ],
      truncated: false,
    });
    const names = (listed.body.items as Json[]).map((item) => item.name);
    expect(names).toEqual(['Gamma', 'Beta', 'Acme']);
    const searched = await ask(`new/Engage/select/Office`, { answers: {}, search: 'ET' });
    expect(searched.body.items).toEqual([{ _id: firms.Beta, name: 'Beta' }]);
  });

  it("gives one item's values that fit the object's model, names those left out, and where they came from", async () => {
    const acme = await ask(`${recordId}/Engage/select/Office`, { answers: {}, id: firms.Acme });
    expect(acme.status).toBe(200);
    const values = { Name: 'Acme', City: 'Oslo', Staff: 12 };
    expect(acme.body.item).toEqual({
      _id: firms.Acme,
      name: 'Acme',
      values,
      leftOut: [],
      source: { query: 'AllFirms', id: firms.Acme, provider: 'docauto', source: 'Firms', values },
    });
    // Notes is not the Office's; Gamma's 500 staff break the Office's maximum: left out, and said so.
    const gamma = await ask(`${recordId}/Engage/select/Office`, { answers: {}, id: firms.Gamma });
    expect(gamma.body.item).toMatchObject({ values: { Name: 'Gamma', City: 'Oslo' }, leftOut: ['Staff'] });
  });

  it('saves the filled object with its _source as an answer, and refuses a _source that is not an object', async () => {
    const { item } = (await ask(`${recordId}/Engage/select/Office`, { answers: {}, id: firms.Beta })).body;
    await t.update(recordId, { Office: { ...item.values, _source: item.source } });
    const read = await t.read(`/collections/Customers/items/${recordId}`, t.position);
    expect(read.body.values.Office).toEqual({ ...item.values, _source: item.source });
    const refused = await t.call('POST', `/collections/Customers/items/${recordId}`, {
      version: read.body.version,
      nextValues: { Office: { Name: 'Beta', _source: 'Firms' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Office._source must be an object (where the object came from).');
  });

  it('refuses bad input with a 4xx, and reads as the caller', async () => {
    const path = `${recordId}/Engage/select/Office`;
    expect((await ask(`${recordId}/Engage/select/1bad`, { answers: {} })).status).toBe(400);
    expect((await ask(path, {})).status).toBe(400);
    expect((await ask(path, { answers: {}, extra: 1 })).status).toBe(400);
    expect((await ask(path, { answers: {}, search: 'x'.repeat(201) })).status).toBe(400);
    expect((await ask(path, { answers: {}, id: '' })).status).toBe(400);
    const notObject = await ask(`${recordId}/Engage/select/Name`, { answers: {} });
    expect(notObject.status).toBe(404);
    expect(notObject.body.message).toBe('This app has no object whose data is selected from a query at Name.');
    expect((await ask(`${recordId}/Engage/select/Branches`, { answers: {} })).status).toBe(404);
    const gone = await ask(path, { answers: {}, id: 'no-such-firm' });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(
      'The item is no longer among what AllFirms finds: it was deleted, changed, or is not yours to read. Choose again.',
    );
    expect((await ask(`${recordId}/Nope/select/Office`, { answers: {} })).status).toBe(404);
    // Customers is not in the insider's permissions: the record is out of reach, as for the open.
    expect((await ask(path, { answers: {} }, insider.token)).status).toBe(404);
  });

  it('does not let a user list a source catalog they may not read', async () => {
    const catalogs = (await t.read('/collections', t.position)).body as Json[];
    const customers = catalogs.find((each) => each.name === 'Customers');
    const opened = await t.call('PUT', '/collections', { collections: [{ _id: customers._id, isEveryone: true }] });
    expect(opened.status).toBe(200);
    t.position = Math.max(t.position, opened.body.position);
    const refused = await ask(`${recordId}/Engage/select/Office`, { answers: {} }, insider.token);
    expect(refused.status).toBe(403);
  });
});
