// Running a saved query over a catalog's records: filters, parameters, read-your-writes, access and refusals.
import { userWithToken } from '../users/users.testing';
import { startQueriesApp, type QueriesTestApp, type Json } from './queries-api.testing';

/** Running saved queries (001 §7 POST /api/queries/run) over HTTP on real SQLite files. */
describe('queries API: running a query over records (POST /api/queries/run)', () => {
  let t: QueriesTestApp;
  afterAll(() => t?.close());

  let position2 = 0;
  const ids: Record<string, string> = {};
  let queryId = '';

  /** A run, read as it stands after the last write. */
  const run = async (body: unknown, token = t.admin) => {
    const response = await fetch(`${t.url}/demo/api/queries/run`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-min-position': String(Math.max(t.position, position2)),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json };
  };
  const names = async (body: unknown, token = t.admin) => {
    const answer = await run(body, token);
    expect(answer.status).toBe(200);
    return (answer.body.items as Json[]).map((item) => item.values.Name as string);
  };
  const addRecord = async (values: Record<string, unknown>) => {
    const saved = await t.write('POST', '/collections/Customers/items', { nextValues: values });
    position2 = Math.max(position2, saved.position);
    ids[values.Name as string] = saved._id;
  };
  /** Saves the query's definition, as the Query model form does (one element update). */
  const saveQuery = async (params: unknown[]) => {
    const query = await t.get(`/v2/types/query/${queryId}`);
    await t.write('POST', '/v2/types', {
      items: [{ action: 'update', kind: 'query', _id: queryId, version: query.body.version, params }],
    });
  };

  beforeAll(async () => {
    t = await startQueriesApp();
    const model = await t.write('POST', '/v2/types', { items: [{ action: 'add', kind: 'model', name: 'Customer' }] });
    const customerId = model.added[0]._id;
    const customerVersion = (await t.get(`/v2/types/model/${customerId}`)).body.version;
    await t.write('POST', '/v2/types', {
      items: [
        { action: 'update', kind: 'model', _id: customerId, version: customerVersion, key: 'Name' },
        { action: 'add', kind: 'variable', parent: customerId, name: 'Name', type: 'text', isList: false },
        { action: 'add', kind: 'variable', parent: customerId, name: 'Fee', type: 'number', isList: false },
        { action: 'add', kind: 'variable', parent: customerId, name: 'Since', type: 'date', isList: false },
        { action: 'add', kind: 'variable', parent: customerId, name: 'Active', type: 'checkbox', isList: false },
        {
          action: 'add',
          kind: 'variable',
          parent: customerId,
          name: 'Tier',
          type: 'selection',
          _options: '["Gold","Silver"]',
        },
      ],
    });
    await t.write('POST', '/collections', { name: 'Customers', type: customerId });
    await addRecord({ Name: 'Acme Ltd', Fee: 500, Since: '2020-05-01', Active: true, Tier: 'Gold' });
    await addRecord({ Name: 'Acme Holdings', Fee: 90, Since: '2023-01-10', Active: true, Tier: 'Silver' });
    await addRecord({ Name: 'Beta LLP', Fee: 800, Since: '2021-07-15', Active: false, Tier: 'Gold' });
    // A value that reads like code: a query compares it, never runs it.
    await addRecord({ Name: '{{Fee}} Fee > 0', Fee: 1, Active: true });
    const query = await t.write('POST', '/v2/types', { items: [{ action: 'add', kind: 'query', name: 'ClientsOf' }] });
    queryId = query.added[0]._id;
    const version = (await t.get(`/v2/types/query/${queryId}`)).body.version;
    await t.write('POST', '/v2/types', {
      items: [{ action: 'update', kind: 'query', _id: queryId, version, provider: 'docauto', source: 'Customers' }],
    });
    await saveQuery([
      { name: 'Prefix', type: 'text', isList: false, required: true },
      { name: 'MinFee', type: 'number', isList: false, required: false },
      {
        name: 'Name',
        type: 'text',
        isList: false,
        operator: 'starts with',
        selectorType: 'param',
        paramName: 'Prefix',
      },
      { name: 'Fee', type: 'number', isList: false, operator: '≥', selectorType: 'value', valueExpr: 'MinFee * 2' },
      { name: 'Active', type: 'checkbox', isList: false, operator: 'is', selectorType: 'value', valueExpr: 'true' },
    ]);
  });

  it("answers the source catalog's records every filter holds for, newest first, with their values", async () => {
    const answer = await run({ query: 'ClientsOf', args: ['acme'] });
    expect(answer).toEqual({
      status: 200,
      body: {
        items: [
          {
            _id: ids['Acme Holdings'],
            name: 'Acme Holdings',
            values: { Name: 'Acme Holdings', Fee: 90, Since: '2023-01-10', Active: true, Tier: 'Silver' },
          },
          {
            _id: ids['Acme Ltd'],
            name: 'Acme Ltd',
            values: { Name: 'Acme Ltd', Fee: 500, Since: '2020-05-01', Active: true, Tier: 'Gold' },
          },
        ],
        truncated: false,
      },
    });
  });

  it("evaluates a value filter's expression with the query's parameters: an optional one narrows when given", async () => {
    expect(await names({ query: 'ClientsOf', args: ['Acme'], params: { MinFee: 100 } })).toEqual(['Acme Ltd']);
    expect(await names({ query: 'clientsof', args: ['A'], params: { MinFee: null } })).toEqual([
      'Acme Holdings',
      'Acme Ltd',
    ]);
  });

  it('compares arguments and record values as data, never as code', async () => {
    expect(await names({ query: 'ClientsOf', args: ['{{Fee}}'] })).toEqual(['{{Fee}} Fee > 0']);
    expect(await names({ query: 'ClientsOf', args: ['Fee'] })).toEqual([]);
  });

  it('follows a saved change of the definition, and a record saved since (read-your-writes)', async () => {
    await saveQuery([
      { name: 'Tiers', type: 'selection', isList: true, required: false },
      {
        name: 'Tier',
        type: 'selection',
        isList: false,
        operator: 'includes',
        selectorType: 'param',
        paramName: 'Tiers',
      },
      { name: 'Since', type: 'date', isList: false, operator: '<', selectorType: 'value', valueExpr: '"2022-01-01"' },
    ]);
    expect(await names({ query: 'ClientsOf', params: { Tiers: ['Gold'] } })).toEqual(['Beta LLP', 'Acme Ltd']);
    await addRecord({ Name: 'Gamma', Since: '2019-02-02', Tier: 'Silver' });
    const waited = await fetch(`${t.url}/demo/api/queries/run`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${t.admin}`,
        'content-type': 'application/json',
        'x-min-position': String(position2),
      },
      body: JSON.stringify({ query: 'ClientsOf', params: { Tiers: ['Silver'] } }),
    });
    expect(waited.headers.get('x-min-position-reached')).toBe('true');
    expect(await names({ query: 'ClientsOf', params: { Tiers: ['Silver', 'Gold'] } })).toEqual([
      'Gamma',
      'Beta LLP',
      'Acme Ltd',
    ]);
    // A deleted record is not in the catalog any more.
    const deleted = await t.write('DELETE', `/collections/Customers/items/${ids.Gamma}`, undefined);
    position2 = Math.max(position2, deleted.position);
    expect(await names({ query: 'ClientsOf', params: { Tiers: ['Silver'] } })).toEqual([]);
  });

  it('is for administrators and users who may see the source catalog', async () => {
    const insider = await userWithToken(t.app, 'demo', { mail: 'query-insider@demo.test' });
    const outsider = await userWithToken(t.app, 'demo', { mail: 'query-outsider@demo.test' });
    const granted = await fetch(`${t.url}/demo/api/users/${insider.userId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${t.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ permissions: ['Customers'] }),
    });
    expect(granted.status).toBe(200);
    position2 = Math.max(position2, ((await granted.json()) as Json).position ?? (await t.store.headPosition()));
    expect(await names({ query: 'ClientsOf', params: { Tiers: ['Gold'] } }, insider.token)).toEqual([
      'Beta LLP',
      'Acme Ltd',
    ]);
    expect(await run({ query: 'ClientsOf' }, outsider.token)).toEqual({
      status: 403,
      body: expect.objectContaining({ message: 'You do not have access to the catalog this query reads.' }),
    });
    const anonymous = await fetch(`${t.url}/demo/api/queries/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'ClientsOf' }),
    });
    expect(anonymous.status).toBe(401);
  });

  it('refuses bad input with a 4xx that says what is wrong, never a 500, and writes nothing', async () => {
    await saveQuery([
      { name: 'Prefix', type: 'text', isList: false, required: true },
      { name: 'Name', type: 'text', isList: false, operator: 'contains', selectorType: 'param', paramName: 'Prefix' },
    ]);
    const refused = async (body: unknown, status = 400) => {
      const before = await t.store.headPosition();
      const answer = await run(body);
      expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), status]);
      expect(await t.store.headPosition()).toBe(before);
      return answer.body.message as string;
    };
    expect(await refused({ query: 'ClientsOf' })).toBe(
      'The query ClientsOf needs a value for its required parameter Prefix.',
    );
    expect(await refused({ query: 'ClientsOf', args: ['a', 'b'] })).toBe(
      'The query ClientsOf takes 1 argument in order (its required parameters: Prefix); got 2.',
    );
    expect(await refused({ query: 'ClientsOf', args: ['a'], params: { Colour: 'red' } })).toBe(
      'The query ClientsOf has no parameter named "Colour".',
    );
    expect(await refused({ query: 'ClientsOf', args: [{ a: 1 }] })).toBe(
      'A filter on Name compares text, and {"a":1} is not text.',
    );
    expect(await refused({ query: 'NoSuchQuery' }, 404)).toBe(
      'There is no query named "NoSuchQuery" in this workspace.',
    );
    expect(await refused({ query: 'Customer' }, 404)).toBe('There is no query named "Customer" in this workspace.');
    expect(await refused({})).toMatch(/query/);
    expect(await refused({ query: 'ClientsOf', extra: 1 })).toMatch(/extra/);
    expect(await refused({ query: 'ClientsOf', args: 'a' })).toMatch(/args/);
    expect(await refused({ query: 'ClientsOf', params: { __proto__x: 1 } })).toMatch(/params/);
    expect(await refused('{"query":')).toBeTruthy();
    const badPosition = await fetch(`${t.url}/demo/api/queries/run`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.admin}`, 'content-type': 'application/json', 'x-min-position': 'soon' },
      body: JSON.stringify({ query: 'ClientsOf', args: ['a'] }),
    });
    expect(badPosition.status).toBe(400);
    await saveQuery([
      { name: 'Name', type: 'text', isList: false, operator: '<', selectorType: 'value', valueExpr: '"b"' },
      { name: 'Fee', type: 'number', isList: false, operator: '=', selectorType: 'value', valueExpr: 'Secret' },
    ]);
    expect(await refused({ query: 'ClientsOf' })).toBe(
      "The filter on Fee of the query ClientsOf reads Secret, which is not one of the query's parameters.",
    );
    await saveQuery([
      { name: 'Name', type: 'text', isList: false, operator: '<', selectorType: 'value', valueExpr: '"b"' },
    ]);
    expect(await refused({ query: 'ClientsOf' })).toBe(
      'A filter on Name cannot use the operator "<"; it can use is, is not, contains, starts with.',
    );
    const bare = await t.write('POST', '/v2/types', { items: [{ action: 'add', kind: 'query', name: 'Unfinished' }] });
    position2 = Math.max(position2, bare.position);
    expect(await refused({ query: 'Unfinished' })).toBe(
      'The query Unfinished has no provider and source yet: choose them in the designer.',
    );
  });
});
