import {
  formatQueryReference,
  parseQueryReference,
  REFERENCE_ERROR,
  referenceChoiceOf,
  sourceChoices,
} from './variable-references';
import { elements } from './variable.testing';

describe('selection source switch (001 §4)', () => {
  it('lists tables by name and queries with "()"', () => {
    expect(sourceChoices(elements)).toEqual([
      { value: 'States', label: 'States' },
      { value: 'Courts()', label: 'Courts (query)' },
    ]);
  });

  it('finds the choice a stored reference names, or an error for an unknown one', () => {
    expect(referenceChoiceOf('States', elements)).toEqual({ status: 'known', choice: 'States', query: false });
    expect(referenceChoiceOf('Courts({a: 1})|map:Name', elements)).toEqual({
      status: 'known',
      choice: 'Courts()',
      query: true,
    });
    expect(referenceChoiceOf('Gone()', elements)).toEqual({ status: 'error' });
    expect(referenceChoiceOf('', elements)).toEqual({ status: 'none' });
    expect(REFERENCE_ERROR).toBe('(ERROR - change!)');
  });
});

describe('query references and the Options dialog (001 §5)', () => {
  it('reads required arguments, named parameters and what follows the call', () => {
    expect(parseQueryReference('Courts(State, {county: Client.County, open: true})|map:Name')).toEqual({
      name: 'Courts',
      args: ['State'],
      params: [
        { name: 'county', expression: 'Client.County' },
        { name: 'open', expression: 'true' },
      ],
      rest: '|map:Name',
    });
    expect(parseQueryReference('States')).toBeNull();
  });

  it('keeps commas and colons inside strings, calls and objects', () => {
    expect(parseQueryReference('Q({a: f(1, 2), b: "x, y: z", c: {d: 1}})')?.params).toEqual([
      { name: 'a', expression: 'f(1, 2)' },
      { name: 'b', expression: '"x, y: z"' },
      { name: 'c', expression: '{d: 1}' },
    ]);
  });

  it('writes parameters back and drops those without a name or a value', () => {
    const reference = parseQueryReference('Courts(State)|map:Name');
    expect(reference).not.toBeNull();
    const written = formatQueryReference({
      ...reference!,
      params: [
        { name: 'county', expression: 'Client.County' },
        { name: 'empty', expression: '  ' },
        { name: '', expression: '1' },
      ],
    });
    expect(written).toBe('Courts(State, {county: Client.County})|map:Name');
    expect(parseQueryReference(written)?.params).toEqual([{ name: 'county', expression: 'Client.County' }]);
    expect(formatQueryReference({ name: 'Courts', args: [], params: [], rest: '' })).toBe('Courts()');
  });
});
