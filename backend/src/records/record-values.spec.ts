import { assertRecordValues, type ModelRules, type VariableRule } from './record-values';

const address: ModelRules = {
  modelName: 'Address',
  variables: [
    { name: 'city', type: 'text' },
    { name: 'zip', type: 'number' },
  ],
  nested: () => null,
};
const variables: VariableRule[] = [
  { name: 'Name', type: 'text' },
  { name: 'Age', type: 'number' },
  { name: 'Born', type: 'date' },
  { name: 'Active', type: 'checkbox' },
  { name: 'Color', type: 'selection', _options: '["Red","Blue"]' },
  { name: 'Court', type: 'selection', typeOfVariable: 'aTable', options: 'Courts' } as VariableRule,
  { name: 'Tags', type: 'text', isList: true },
  { name: 'Home', type: 'object', typeDef: 'm2' },
  { name: 'Homes', type: 'object', typeDef: 'm2', isList: true },
];
const rules: ModelRules = { modelName: 'Client', variables, nested: (v) => (v.typeDef === 'm2' ? address : null) };
const check = (values: Record<string, unknown>) => () => assertRecordValues(rules, values);

describe('values checked against the model’s variables', () => {
  it('accepts values of every type, lists, nested objects, nulls and extUserID', () => {
    expect(
      check({
        Name: 'Ann',
        Age: 30.5,
        Born: '1990-02-28',
        Active: false,
        Color: 'Blue',
        Court: 'Any court',
        Tags: ['a', 'b'],
        Home: { city: 'Oslo', zip: 150 },
        Homes: [{ city: 'Rome' }],
        Name2: undefined,
      }),
    ).toThrow('The model Client has no variable named "Name2" (at Name2).');
    expect(check({ Name: null, Age: null, Home: null, extUserID: null })).not.toThrow();
    expect(
      check({ Home: { city: 'Oslo', zip: 150 }, Homes: [{ city: 'Rome' }], Tags: [], extUserID: 'u1' }),
    ).not.toThrow();
  });

  it('refuses each wrong value with a message naming the variable', () => {
    expect(check({ Age: '30' })).toThrow('The value of Age must be a number; got "30".');
    expect(check({ Born: '2023-02-30' })).toThrow(
      'The value of Born must be a date written yyyy-mm-dd; got "2023-02-30".',
    );
    expect(check({ Born: '12/01/2020' })).toThrow(/Born must be a date/);
    expect(check({ Active: 'yes' })).toThrow('The value of Active must be true or false; got "yes".');
    expect(check({ Color: 'Green' })).toThrow('The value of Color must be one of "Red", "Blue"; got "Green".');
    expect(check({ Name: 5 })).toThrow('The value of Name must be text; got 5.');
    expect(check({ Tags: 'a' })).toThrow('The value of Tags is a list: send an array of values; got "a".');
    expect(check({ Tags: ['a', 1] })).toThrow('The value of Tags[1] must be text; got 1.');
    expect(check({ Home: 'Oslo' })).toThrow(/Home must be an object/);
    expect(check({ Home: { zip: 'x' } })).toThrow('The value of Home.zip must be a number; got "x".');
    expect(check({ Homes: [{ town: 'x' }] })).toThrow(
      'The model Address has no variable named "town" (at Homes[0].town).',
    );
    expect(check({ extUserID: 5 })).toThrow('extUserID must be a user id or null; got 5.');
  });
});
