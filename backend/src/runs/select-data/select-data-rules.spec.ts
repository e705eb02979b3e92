import type { InterviewModel } from '@app/templating';
import { changedValues, objectSelectionAt, objectSourceOf, valuesThatFit } from './select-data-rules';

const office: InterviewModel = {
  variables: [
    { name: 'Name', type: 'text' },
    { name: 'Staff', type: 'number', maximum: 100 },
    { name: 'Since', type: 'date' },
    { name: 'Kind', type: 'selection', options: ['Firm', 'Court'] },
  ],
};

describe('the values of a query item that fill an object', () => {
  it("keeps the values of the object's variables that fit them, and names those that do not", () => {
    const fitted = valuesThatFit(office, {
      Name: 'Acme',
      Staff: 500,
      Since: '2020-02-30',
      Kind: 'Firm',
      Notes: 'not the object’s',
    });
    expect(fitted).toEqual({ values: { Name: 'Acme', Kind: 'Firm' }, leftOut: ['Staff', 'Since'] });
  });

  it('leaves out empty values without counting them as left out', () => {
    expect(valuesThatFit(office, { Name: null, Staff: undefined, Kind: 'Court' })).toEqual({
      values: { Kind: 'Court' },
      leftOut: [],
    });
  });
});

describe('what a person changed in an object filled from a query', () => {
  it('is each value that differs from what was read, a cleared one as null, never _source', () => {
    const read = { Name: 'Acme', Staff: 12, City: 'Oslo' };
    const now = { Name: 'Acme AS', Staff: 12, Phone: '555', _source: { values: read } };
    expect(changedValues(read, now)).toEqual({ Name: 'Acme AS', City: null, Phone: '555' });
  });

  it('is nothing when the object is as it was read', () => {
    expect(changedValues({ Name: 'Acme', Tags: ['a'] }, { Tags: ['a'], Name: 'Acme' })).toEqual({});
  });
});

describe('where an object selects its data from', () => {
  const model: InterviewModel = {
    variables: [
      { name: 'Office', type: 'object', model: office, selectQuery: 'Firms()' },
      { name: 'Offices', type: 'object', isList: true, model: office, selectQuery: 'Firms()' },
      {
        name: 'Matter',
        type: 'object',
        model: { variables: [{ name: 'Client', type: 'object', model: office, selectQuery: 'Clients()' }] },
      },
      { name: 'Plain', type: 'object', model: office },
    ],
  };

  it('finds an object or a list of objects by name, and through single objects', () => {
    expect(objectSelectionAt(model, 'Office')?.selectQuery).toBe('Firms()');
    expect(objectSelectionAt(model, 'Offices')?.isList).toBe(true);
    expect(objectSelectionAt(model, 'Matter.Client')?.selectQuery).toBe('Clients()');
  });

  it('finds nothing for an object without a query, a missing name, or what is not an object', () => {
    expect(objectSelectionAt(model, 'Plain')).toBeNull();
    expect(objectSelectionAt(model, 'Nope')).toBeNull();
    expect(objectSelectionAt(model, 'Offices.Name')).toBeNull();
    expect(objectSelectionAt(model, 'Office.Name')).toBeNull();
  });

  it("reads an object's _source only when it is well formed", () => {
    const source = { query: 'Firms', id: 'r1', provider: 'docauto', source: 'Firms', values: { Name: 'Acme' } };
    expect(objectSourceOf({ Name: 'Acme', _source: source })).toEqual(source);
    expect(objectSourceOf({ Name: 'Acme', _source: { ...source, id: '' } })).toBeNull();
    expect(objectSourceOf({ Name: 'Acme' })).toBeNull();
    expect(objectSourceOf('Acme')).toBeNull();
  });
});
