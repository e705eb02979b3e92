import { selectorsOf } from './catalog-selectors';
import { operatorsFor } from '../query-operators';

describe('operators by type (what a filter on a catalog field may compare)', () => {
  it('offers text, ordered, true/false and selection comparisons', () => {
    expect(operatorsFor('text')).toEqual(['is', 'is not', 'contains', 'starts with']);
    expect(operatorsFor('number')).toEqual(['=', '≠', '<', '≤', '>', '≥']);
    expect(operatorsFor('date')).toEqual(['=', '≠', '<', '≤', '>', '≥']);
    expect(operatorsFor('checkbox')).toEqual(['is']);
    expect(operatorsFor('selection')).toEqual(['is', 'is not', 'includes']);
  });

  it('offers nothing for values a filter cannot compare', () => {
    expect(operatorsFor('file')).toEqual([]);
    expect(operatorsFor('object')).toEqual([]);
    expect(operatorsFor('global')).toEqual([]);
    expect(operatorsFor(undefined)).toEqual([]);
    expect(operatorsFor('constructor')).toEqual([]);
  });

  it('hands out a copy, so a caller cannot change what the next one gets', () => {
    operatorsFor('text').push('matches');
    expect(operatorsFor('text')).toHaveLength(4);
  });
});

describe("a catalog's selectors (its model's variables)", () => {
  it('lists comparable variables in order with their type, list flag and operators', () => {
    expect(
      selectorsOf([
        { name: 'Name', type: 'text' },
        { name: 'Photo', type: 'file' },
        { name: 'Born', type: 'date', isList: false },
        { name: 'Tags', type: 'text', isList: true },
        { name: 'Partner', type: 'object', typeDef: 'x' },
      ]),
    ).toEqual([
      { name: 'Name', type: 'text', isList: false, operators: ['is', 'is not', 'contains', 'starts with'] },
      { name: 'Born', type: 'date', isList: false, operators: ['=', '≠', '<', '≤', '>', '≥'] },
      { name: 'Tags', type: 'text', isList: true, operators: ['is', 'is not', 'contains', 'starts with'] },
    ]);
  });

  it("gives a selection its options listed below as the selector's enum", () => {
    const [stored, listed, fromTable] = selectorsOf([
      { name: 'Colour', type: 'selection', _options: '["Red","Blue"]' },
      { name: 'Size', type: 'selection', typeOfVariable: 'anOptionListedBelow', _options: ['S', 'M', 4] },
      { name: 'Rate', type: 'selection', typeOfVariable: 'aTable', options: 'Rates' },
    ]);
    expect(stored.enum).toEqual(['Red', 'Blue']);
    expect(listed.enum).toEqual(['S', 'M']);
    expect(fromTable).toEqual({
      name: 'Rate',
      type: 'selection',
      isList: false,
      operators: ['is', 'is not', 'includes'],
    });
  });

  it('ignores options that are not a list', () => {
    const [broken] = selectorsOf([{ name: 'Colour', type: 'selection', _options: '{oops' }]);
    expect(broken.enum).toBeUndefined();
  });
});
