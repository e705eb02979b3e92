import type { DomainError } from '../../shared/domain/domain-error';
import { queryDefinitionOf } from './query-definition';
import { resolveFilters } from './resolve-filters';

/** A query as the Query model form stores it: parameters first, then filters. */
const definition = queryDefinitionOf({
  provider: 'docauto',
  source: 'Matters',
  params: [
    { name: 'Client', type: 'text', isList: false, required: true },
    { name: 'MinFee', type: 'number', isList: false, required: false },
    { name: 'Title', type: 'text', isList: false, operator: 'contains', selectorType: 'param', paramName: 'Client' },
    { name: 'Fee', type: 'number', isList: false, operator: '≥', selectorType: 'value', valueExpr: 'MinFee * 2' },
    { name: 'Closed', type: 'checkbox', isList: false, operator: 'is', selectorType: 'value', valueExpr: 'false' },
  ],
});
const resolve = (args: Record<string, unknown>, query = definition) =>
  resolveFilters('Cases', query, new Map(Object.entries(args)));
const withFilter = (filter: Record<string, unknown>) =>
  queryDefinitionOf({ params: [...definition.parameters, { name: 'Title', operator: 'is', ...filter }] });

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect((error as DomainError).kind).toBe('invalid');
    return (error as Error).message;
  }
  throw new Error('expected a 400');
}

describe("a query's definition as stored on its element", () => {
  it('reads parameters and filters from params (a list, or the list as JSON), skipping what is not a record', () => {
    expect(definition.parameters.map((p) => [p.name, p.required])).toEqual([
      ['Client', true],
      ['MinFee', false],
    ]);
    expect(definition.filters.map((f) => f.selectorType)).toEqual(['param', 'value', 'value']);
    const fromText = queryDefinitionOf({ params: JSON.stringify([{ name: 'X' }, 'junk', { nameless: 1 }]) });
    expect(fromText.parameters).toEqual([{ name: 'X', type: 'text', isList: false, required: false }]);
    expect(queryDefinitionOf({ params: '{broken' })).toMatchObject({ parameters: [], filters: [], provider: '' });
  });
});

describe("resolving a query's filters to values", () => {
  it("compares a param filter with that parameter's argument, and evaluates a value filter's expression", () => {
    expect(resolve({ Client: 'Acme', MinFee: 50 })).toEqual([
      { name: 'Title', operator: 'contains', operand: 'Acme' },
      { name: 'Fee', operator: '≥', operand: 100 },
      { name: 'Closed', operator: 'is', operand: false },
    ]);
  });

  it('drops a filter whose operand has no value: an optional parameter not given', () => {
    expect(resolve({ Client: 'Acme' })).toEqual([
      { name: 'Title', operator: 'contains', operand: 'Acme' },
      { name: 'Closed', operator: 'is', operand: false },
    ]);
  });

  it('keeps an argument that reads like code as data, in a param filter and inside an expression', () => {
    const [title] = resolve({ Client: '{{MinFee}} MinFee * 2' });
    expect(title.operand).toBe('{{MinFee}} MinFee * 2');
    const echo = withFilter({ selectorType: 'value', valueExpr: 'Client' });
    expect(resolve({ Client: 'MinFee * 2', MinFee: 3 }, echo)[0].operand).toBe('MinFee * 2');
  });

  it('refuses a filter with a parameter the query does not have, or none', () => {
    expect(refusal(() => resolve({ Client: 'a' }, withFilter({ selectorType: 'param', paramName: 'Gone' })))).toBe(
      'The filter on Title of the query Cases compares with a parameter the query does not have (Gone).',
    );
    expect(refusal(() => resolve({ Client: 'a' }, withFilter({ selectorType: 'param' })))).toBe(
      'The filter on Title of the query Cases compares with a parameter the query does not have.',
    );
  });

  it('refuses an empty expression, one that does not compile, and one that reads a name that is no parameter', () => {
    expect(refusal(() => resolve({ Client: 'a' }, withFilter({ selectorType: 'value', valueExpr: ' ' })))).toBe(
      'The filter on Title of the query Cases has no value to compare with.',
    );
    expect(
      refusal(() => resolve({ Client: 'a' }, withFilter({ selectorType: 'value', valueExpr: 'Client +' }))),
    ).toMatch(/^The filter on Title of the query Cases has an expression that does not compile: /);
    expect(refusal(() => resolve({ Client: 'a' }, withFilter({ selectorType: 'value', valueExpr: 'Secret' })))).toBe(
      "The filter on Title of the query Cases reads Secret, which is not one of the query's parameters.",
    );
  });
});
