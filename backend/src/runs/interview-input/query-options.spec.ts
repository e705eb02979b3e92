import type { InterviewInput } from '@app/templating';
import { optionsReaderOf, querySelectionAt, withQueryOptions } from './interview-sources';
import { queryItemOptions, queryOptionsCall, queryOptionsReads } from './query-options';

const firm = (name: string, values: Record<string, unknown>) => ({ name, values });

describe("a selection's options from a query (001 §3 SELECT FROM 'a table (or query)')", () => {
  it('reads the reference as a call: the query, its required arguments and its named parameters', () => {
    expect(queryOptionsCall('Firms')).toEqual({ query: 'Firms', args: [], params: {} });
    expect(queryOptionsCall('Firms()')).toEqual({ query: 'Firms', args: [], params: {} });
    expect(queryOptionsCall('FirmsIn("Oslo, Norway", 3, {active: true, "min fee": 10 * 2})|map:Name')).toEqual({
      query: 'FirmsIn',
      args: ['Oslo, Norway', 3],
      params: { active: true, 'min fee': 20 },
      tail: '|map:Name',
    });
    expect(queryOptionsCall('Firms|map:Name')).toEqual({ query: 'Firms', args: [], params: {}, tail: '|map:Name' });
    expect(() => queryOptionsCall('FirmsIn("Oslo"')).toThrow('has no closing bracket');
    expect(() => queryOptionsCall('(nothing)')).toThrow('cannot be read');
    expect(() => queryOptionsCall('FirmsIn("Oslo") extra')).toThrow('has text after its call');
  });

  it("evaluates arguments that read answers on the record's answers, and says which answers they read", () => {
    const answers = { City: 'Bergen', Client: { Since: '2020-01-01' }, Fee: 5 };
    expect(queryOptionsCall('FirmsIn(City, {since: Client.Since, "min fee": Fee * 2})', answers)).toEqual({
      query: 'FirmsIn',
      args: ['Bergen'],
      params: { since: '2020-01-01', 'min fee': 10 },
    });
    // Unanswered: no value, so the query's runner refuses a required argument and the question offers nothing.
    expect(queryOptionsCall('FirmsIn(City)').args).toEqual([undefined]);
    expect(queryOptionsReads('FirmsIn(City, {since: Client.Since, active: true})').sort()).toEqual(['City', 'Client']);
    expect(queryOptionsReads('FirmsIn("Oslo")|map:Name')).toEqual([]);
    expect(queryOptionsReads('FirmsIn("Oslo"')).toEqual([]);
  });

  it('applies the filters written after the call: |map gives one option per value, objects by the template', () => {
    const items = [
      firm('Acme Ltd', { Name: 'Acme', City: 'Oslo', Partner: { First: 'Ann' } }),
      firm('Beta AS', { Name: 'Beta', City: 'Bergen', Partner: { First: 'Bo' } }),
      firm('Acme 2', { Name: 'Acme', City: 'Oslo', Partner: { First: 'Ann' } }),
    ];
    expect(queryItemOptions(items, '{[Name]} ({[City]})', 'en-US', '|map:City')).toEqual(['Oslo', 'Bergen']);
    expect(queryItemOptions(items, '{[First]}!', 'en-US', '|map:Partner')).toEqual(['Ann!', 'Bo!']);
    expect(queryItemOptions(items, undefined, 'en-US', '|filter:"City == \'Bergen\'"|map:Name')).toEqual(['Beta']);
    // A filter that fails offers nothing rather than every item.
    expect(queryItemOptions(items, undefined, 'en-US', '|nosuchfilter')).toEqual([]);
  });

  it('runs a selection whose arguments read answers on the answers given, and marks what it reads', async () => {
    const input: InterviewInput = {
      app: { name: 'Engage' },
      model: { variables: [{ name: 'Firm', type: 'selection', optionsQuery: 'FirmsIn(City)|map:Name' }] },
    };
    const seen: unknown[] = [];
    const filled = await withQueryOptions(
      input,
      async (call) => {
        seen.push(call);
        return [firm('Acme Ltd', { Name: 'Acme' })];
      },
      { City: 'Oslo' },
    );
    expect(seen).toEqual([{ query: 'FirmsIn', args: ['Oslo'], params: {} }]);
    expect(filled.model.variables[0]).toMatchObject({ options: ['Acme'], optionsQueryReads: ['City'] });
    const client = { name: 'Client', type: 'object', model: input.model };
    expect(querySelectionAt({ variables: [client] }, 'Client.Firm')?.optionsQuery).toBe('FirmsIn(City)|map:Name');
    expect(querySelectionAt({ variables: [{ ...client, isList: true }] }, 'Client.Firm')).toBeNull();
    expect(querySelectionAt(input.model, 'Name')).toBeNull();
  });

  it('shows each item by the option template, in the locale, else by its name, once each and never empty', () => {
    const items = [
      firm('Acme', { Name: 'Acme', City: 'Oslo', Since: '2024-03-31' }),
      firm('Acme again', { Name: 'Acme', City: 'Oslo', Since: '2024-03-31' }),
      firm('', { Name: '', City: '' }),
    ];
    expect(queryItemOptions(items, '{[Name]} ({[City]}) since {[Since|format:"L"]}', 'en-GB')[0]).toBe(
      'Acme (Oslo) since 31/03/2024',
    );
    expect(queryItemOptions(items, '{[Name]}', 'en-US')).toEqual(['Acme']);
    expect(queryItemOptions(items, '', 'en-US')).toEqual(['Acme', 'Acme again']);
    // A template that does not compile shows the items by name, as the browser would.
    expect(queryItemOptions(items, '{[Name', 'en-US')).toEqual(['Acme', 'Acme again']);
    expect(queryItemOptions([firm('', { City: 'Bergen' })], undefined, 'en-US')).toEqual(['Bergen']);
  });

  it('fills every query-sourced selection, in objects too, running each reference once; a failing query offers nothing', async () => {
    const calls: string[] = [];
    const input: InterviewInput = {
      locale: 'en-US',
      app: { name: 'Engage' },
      model: {
        variables: [
          { name: 'Firm', type: 'selection', optionsQuery: 'Firms()', optionTemplate: '{[Name]}' },
          { name: 'Broken', type: 'selection', optionsQuery: 'Missing()' },
          {
            name: 'Client',
            type: 'object',
            model: { variables: [{ name: 'Firm', type: 'selection', optionsQuery: 'Firms()' }] },
          },
          { name: 'Tier', type: 'selection', options: ['Gold'] },
        ],
      },
    };
    const filled = await withQueryOptions(input, async (call) => {
      calls.push(call.query);
      if (call.query === 'Missing') throw new Error('There is no query named "Missing" in this workspace.');
      return [firm('Acme Ltd', { Name: 'Acme' })];
    });
    expect(calls.sort()).toEqual(['Firms', 'Missing']);
    const [ownFirm, broken, client, tier] = filled.model.variables;
    expect(ownFirm.options).toEqual(['Acme']);
    expect(broken.options).toEqual([]);
    expect(client.model?.variables[0].options).toEqual(['Acme Ltd']);
    expect(tier).toBe(input.model.variables[3]);
    // The cached input is not changed: the next open runs the queries again.
    expect(input.model.variables[0].options).toBeUndefined();
  });

  it('reads as the caller; an external user as the workspace, which sees only catalogs open to everyone', () => {
    expect(optionsReaderOf({ userId: 'u1', isAdmin: false, isExternal: false })).toEqual({
      userId: 'u1',
      isAdmin: false,
    });
    expect(optionsReaderOf({ userId: 'a1', isAdmin: true, isExternal: false })).toEqual({
      userId: 'a1',
      isAdmin: true,
    });
    expect(optionsReaderOf({ userId: 'x1', isAdmin: false, isExternal: true })).toEqual({
      userId: null,
      isAdmin: false,
    });
  });

  it('hands back the same input when no selection comes from a query', async () => {
    const input: InterviewInput = { app: { name: 'A' }, model: { variables: [{ name: 'Name' }] } };
    expect(await withQueryOptions(input, () => Promise.reject(new Error('not run')))).toBe(input);
  });
});
