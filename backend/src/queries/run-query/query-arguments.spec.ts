import { DomainError } from '../../shared/domain/domain-error';
import { bindArguments } from './query-arguments';
import type { QueryParameterDef } from './query-definition';

const parameter = (name: string, required = false, isList = false): QueryParameterDef => ({
  name,
  type: 'text',
  isList,
  required,
});
/** Cases(Client, Office, {Since, Tags}) */
const parameters = [
  parameter('Client', true),
  parameter('Since'),
  parameter('Office', true),
  parameter('Tags', false, true),
];
const bind = (args: unknown[], named: Record<string, unknown> = {}) =>
  Object.fromEntries(bindArguments('Cases', parameters, args, named));

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect((error as DomainError).kind).toBe('invalid');
    return (error as Error).message;
  }
  throw new Error('expected a 400');
}

describe("binding a query call's arguments to its parameters", () => {
  it('gives the required parameters the positional arguments in their order, and any parameter by name', () => {
    expect(bind(['Acme', 'London'], { Since: '2024-01-01', Tags: ['a'] })).toEqual({
      Client: 'Acme',
      Office: 'London',
      Since: '2024-01-01',
      Tags: ['a'],
    });
    expect(bind([], { office: 'Leeds', Client: 'Acme' })).toEqual({ Client: 'Acme', Office: 'Leeds' });
  });

  it('leaves out optional parameters without a value (none, null or an empty list)', () => {
    expect(bind(['Acme', 'London'], { Since: null, Tags: [] })).toEqual({ Client: 'Acme', Office: 'London' });
  });

  it('refuses a call without a required parameter, naming it', () => {
    expect(refusal(() => bind(['Acme']))).toBe('The query Cases needs a value for its required parameter Office.');
    expect(refusal(() => bind([null, 'London']))).toBe(
      'The query Cases needs a value for its required parameter Client.',
    );
  });

  it('refuses more positional arguments than required parameters', () => {
    expect(refusal(() => bind(['Acme', 'London', 'extra']))).toBe(
      'The query Cases takes 2 arguments in order (its required parameters: Client, Office); got 3.',
    );
    expect(refusal(() => bindArguments('All', [parameter('Since')], ['x'], {}))).toBe(
      'The query All takes no arguments in order (it has no required parameters); got 1.',
    );
  });

  it('refuses an unknown parameter, one given twice, and a list for a single value', () => {
    expect(refusal(() => bind(['Acme', 'London'], { Colour: 'red' }))).toBe(
      'The query Cases has no parameter named "Colour".',
    );
    expect(refusal(() => bind(['Acme', 'London'], { Client: 'Other' }))).toBe(
      'The query Cases was given its parameter Client twice.',
    );
    expect(refusal(() => bind([['Acme', 'Beta'], 'London']))).toBe(
      'The parameter Client of the query Cases takes one value, not a list.',
    );
  });

  it('keeps an argument that reads like code as it is', () => {
    expect(bind(['{{Secret}}', 'Client.Name|upper'])).toEqual({ Client: '{{Secret}}', Office: 'Client.Name|upper' });
  });
});
