// Clio as a query provider: offered once connected, its sources and fields, runs against the fake Clio API v4.
import {
  startIntegrationsApp,
  type IntegrationsTestApp,
  type Json,
} from '../document-storage/testing/integrations.testing';
import { userWithToken } from '../users/users.testing';
import { QueryProviderRegistry } from './query-provider-registry';
import type { QueryWriteRequest } from './query-provider';

/** Clio's matters and contacts behind the queries API (001 §7, §9), on real SQLite files and a local Clio. */
describe('queries API: Clio as a query provider', () => {
  let t: IntegrationsTestApp;
  let position = 0;

  /** A call that waits for the last write (read-your-writes), its answer kept as JSON. */
  const api = async (method: string, path: string, body?: unknown, token?: string) => {
    const answer = await t.call(method, path, { body, token, headers: { 'x-min-position': String(position) } });
    if (typeof answer.body?.position === 'number') position = Math.max(position, answer.body.position);
    return { status: answer.status, body: answer.body as Json };
  };
  const run = (query: string, args: unknown[] = [], token?: string) =>
    api('POST', '/queries/run', { query, args }, token);
  /** A query element reading `source` of Clio with these parameters and filters. */
  const saveQuery = async (name: string, source: string, params: unknown[]) => {
    const added = await api('POST', '/v2/types', { items: [{ action: 'add', kind: 'query', name }] });
    const id = added.body.added[0]._id as string;
    const { version } = (await api('GET', `/v2/types/query/${id}`)).body;
    const saved = await api('POST', '/v2/types', {
      items: [{ action: 'update', kind: 'query', _id: id, version, provider: 'clio', source, params }],
    });
    expect(saved.status).toBe(201);
  };

  beforeAll(async () => {
    t = await startIntegrationsApp();
  });
  afterAll(() => t?.close());
  afterEach(() => {
    t.fakes.clio.mode = 'up';
  });

  it('is not offered until the workspace has connected Clio, and says so by name', async () => {
    expect((await api('GET', '/queries/providers')).body).toEqual([{ name: 'docauto', label: 'This workspace' }]);
    expect(await api('GET', '/queries/types/clio')).toMatchObject({
      status: 404,
      body: { message: 'This workspace has no Clio integration configured.' },
    });
    await t.connect('clio');
    expect((await api('GET', '/queries/providers')).body).toEqual([
      { name: 'docauto', label: 'This workspace' },
      { name: 'clio', label: 'Clio' },
    ]);
  });

  it('offers matters and contacts, with their fields, selectors and operators, and takes changes back', async () => {
    expect((await api('GET', '/queries/types/clio')).body).toEqual(['Matter', 'Contact']);
    const text = ['is', 'is not', 'contains', 'starts with'];
    const ordered = ['=', '≠', '<', '≤', '>', '≥'];
    expect((await api('GET', '/queries/types/clio/descriptor/Matter')).body).toEqual({
      selectors: [
        { name: 'DisplayNumber', type: 'text', isList: false, operators: text },
        { name: 'Description', type: 'text', isList: false, operators: text },
        {
          name: 'Status',
          type: 'selection',
          isList: false,
          operators: ['is', 'is not', 'includes'],
          enum: ['Open', 'Pending', 'Closed'],
        },
        { name: 'Client', type: 'text', isList: false, operators: text },
        { name: 'ClientId', type: 'number', isList: false, operators: ordered },
        { name: 'PracticeArea', type: 'text', isList: false, operators: text },
        { name: 'OpenDate', type: 'date', isList: false, operators: ordered },
        { name: 'CloseDate', type: 'date', isList: false, operators: ordered },
        { name: 'Billable', type: 'checkbox', isList: false, operators: ['is'] },
      ],
      writeBack: true,
    });
    expect((await api('GET', '/queries/types/clio/sources/contact')).body).toEqual([
      { name: 'Name', type: 'text', isList: false },
      { name: 'FirstName', type: 'text', isList: false },
      { name: 'LastName', type: 'text', isList: false },
      { name: 'Type', type: 'selection', isList: false },
      { name: 'Email', type: 'text', isList: false },
      { name: 'Phone', type: 'text', isList: false },
    ]);
    expect(await api('GET', '/queries/types/clio/descriptor/Invoice')).toMatchObject({
      status: 404,
      body: { message: 'Clio has no source named "Invoice".' },
    });
  });

  it("runs a query on Clio's matters: Clio narrows by status and text, every filter applies, newest first", async () => {
    await saveQuery('OpenMattersOf', 'Matter', [
      { name: 'Who', type: 'text', isList: false, required: true },
      { name: 'Client', type: 'text', isList: false, operator: 'contains', selectorType: 'param', paramName: 'Who' },
      { name: 'Status', type: 'selection', isList: false, operator: 'is', selectorType: 'value', valueExpr: '"Open"' },
    ]);
    t.fakes.clio.requests.length = 0;
    expect(await run('OpenMattersOf', ['smith'])).toEqual({
      status: 200,
      body: {
        items: [
          {
            _id: '42',
            name: '00042-Smith',
            values: {
              DisplayNumber: '00042-Smith',
              Description: 'Smith v. Jones',
              Status: 'Open',
              Client: 'John Smith',
              ClientId: 7001,
              PracticeArea: 'Litigation',
              OpenDate: '2024-03-01',
              CloseDate: null,
              Billable: true,
            },
          },
        ],
        truncated: false,
      },
    });
    const [request] = t.fakes.clio.requests;
    const url = new URL(request.slice('GET '.length), 'http://clio');
    expect(url.pathname).toBe('/matters.json');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      fields: 'id,display_number,description,status,open_date,close_date,billable,client{id,name},practice_area{name}',
      limit: '200',
      order: 'id(desc)',
      status: 'open',
      query: 'smith',
    });
  });

  it("reads Clio's pages (meta.paging.next) and stops at its bound, saying the answer was cut short", async () => {
    await saveQuery('ClosedSince', 'Matter', [
      { name: 'Since', type: 'date', isList: false, required: true },
      { name: 'CloseDate', type: 'date', isList: false, operator: '≥', selectorType: 'param', paramName: 'Since' },
    ]);
    const extra = Array.from({ length: 450 }, (_, index) => ({
      id: 100 + index,
      display_number: `${String(100 + index).padStart(5, '0')}-Bulk`,
      description: 'Bulk matter',
      status: 'Closed',
      open_date: '2020-01-01',
      close_date: index === 0 ? '2026-01-05' : '2021-01-01',
      billable: false,
      client: { id: 7002, name: 'Acme Corp' },
      practice_area: null,
    }));
    t.fakes.clio.clio.matters.push(...extra);
    t.fakes.clio.requests.length = 0;
    const answer = await run('ClosedSince', ['2025-01-01']);
    expect(answer.body).toEqual({
      // Newest first: matter 100 on the first page, 44 on the last.
      items: [expect.objectContaining({ _id: '100' }), expect.objectContaining({ _id: '44' })],
      truncated: false,
    });
    expect(t.fakes.clio.requests).toHaveLength(3); // 453 matters, 200 a page
    t.fakes.clio.clio.matters.push(...Array.from({ length: 2000 }, (_, index) => ({ ...extra[1], id: 1000 + index })));
    const bounded = await run('ClosedSince', ['2025-01-01']);
    expect(bounded.body).toEqual({ items: [], truncated: true });
    t.fakes.clio.clio.matters.splice(3);
  });

  it("runs a query on Clio's contacts for a user who is not an administrator", async () => {
    await saveQuery('Companies', 'Contact', [
      { name: 'Type', type: 'selection', isList: false, operator: 'is', selectorType: 'value', valueExpr: '"Company"' },
    ]);
    const user = await userWithToken(t.app, 'demo', { mail: 'reader@example.test' });
    const answer = await run('Companies', [], user.token);
    expect(answer).toEqual({
      status: 200,
      body: {
        items: [
          {
            _id: '7002',
            name: 'Acme Corp',
            values: {
              Name: 'Acme Corp',
              FirstName: null,
              LastName: null,
              Type: 'Company',
              Email: 'legal@acme.example.test',
              Phone: null,
            },
          },
        ],
        truncated: false,
      },
    });
  });

  it('refuses a filter on a field Clio does not have (400), and says when Clio is down (503)', async () => {
    await saveQuery('ByColour', 'Matter', [
      { name: 'Colour', type: 'text', isList: false, operator: 'is', selectorType: 'value', valueExpr: '"red"' },
    ]);
    expect(await run('ByColour')).toMatchObject({
      status: 400,
      body: { message: 'Clio\'s Matter has no field named "Colour" that a query can compare.' },
    });
    t.fakes.clio.mode = 'down';
    expect(await run('Companies')).toMatchObject({
      status: 503,
      body: { message: 'Clio is unavailable (HTTP 503); try again later.' },
    });
  });

  describe("saving a run's changed values back (the save-back calls the provider's write)", () => {
    const write = (source: string, id: string, values: Record<string, unknown>) =>
      t.app.get(QueryProviderRegistry).write('demo', 'clio', {
        source,
        id,
        values,
        reader: { userId: null, isAdmin: false },
        origin: { app: 'Engage', run: 'run-1' },
      } satisfies QueryWriteRequest);
    const matter = (id: number) => t.fakes.clio.clio.matters.find((candidate) => candidate.id === id)!;
    const failure = (saving: Promise<unknown>) =>
      saving.then(
        () => 'saved',
        (error: Error) => error.message,
      );

    it("PATCHes only the changed attributes of a matter, and Clio's matter has them", async () => {
      const before = { ...matter(43) };
      await expect(write('Matter', '43', { Status: 'Closed', CloseDate: '2026-11-20' })).resolves.toEqual({
        merged: false,
      });
      expect(t.fakes.clio.requests.at(-1)).toBe('PATCH /matters/43.json');
      expect(matter(43)).toEqual({ ...before, status: 'Closed', close_date: '2026-11-20', etag: matter(43).etag });
      expect(matter(43).etag).not.toBe(before.etag);
    });

    it("changes a contact's last name, and Clio's derived name follows", async () => {
      await write('Contact', '7001', { LastName: 'Smythe' });
      const smith = t.fakes.clio.clio.contacts.find((contact) => contact.id === 7001)!;
      expect([smith.last_name, smith.name]).toEqual(['Smythe', 'John Smythe']);
      await write('Contact', '7001', { LastName: 'Smith' });
    });

    it('refuses a read-only field before asking Clio, and tells what Clio refused and when it is unavailable', async () => {
      const asked = t.fakes.clio.requests.length;
      expect(await failure(write('Matter', '42', { DisplayNumber: '00099-Smith' }))).toBe(
        "Clio's Matter field DisplayNumber cannot be changed.",
      );
      expect(t.fakes.clio.requests.length).toBe(asked);
      // Clio requires a matter's description: clearing it is Clio's 422, shown with Clio's own words.
      expect(await failure(write('Matter', '42', { Description: null }))).toBe(
        'Clio refused the changes to its Matter 42: description is invalid (HTTP 422).',
      );
      expect(await failure(write('Matter', '999', { Description: 'Gone' }))).toBe(
        'Clio has no Matter 999: it may have been deleted there.',
      );
      expect(matter(42).description).toBe('Smith v. Jones');
      t.fakes.clio.mode = 'down';
      expect(await failure(write('Matter', '42', { Description: 'Smith v. Jones (appeal)' }))).toBe(
        'Clio is unavailable: the changes to its Matter 42 were not saved.',
      );
      t.fakes.clio.mode = 'up';
      expect(matter(42).description).toBe('Smith v. Jones');
    });
  });

  it('is no longer offered once the clio add-on is off', async () => {
    await t.addon('clio', false);
    expect((await api('GET', '/queries/providers')).body).toEqual([{ name: 'docauto', label: 'This workspace' }]);
    expect((await run('Companies')).status).toBe(404);
    await t.addon('clio', true);
  });
});
