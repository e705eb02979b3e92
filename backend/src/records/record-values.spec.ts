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
  { name: 'Mood', type: 'selection', style: 'hybrid', isList: true, _options: '["Calm"]' },
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
    // A hybrid's options are suggestions: free text is an answer too, but it is still text.
    expect(check({ Mood: ['Calm', 'Quite tired'] })).not.toThrow();
    expect(check({ Mood: [3] })).toThrow(/Mood\[0\] must be one of its options/);
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

  describe('the rules the interview checks answers by (contract §2: the same validateAnswer as the browser)', () => {
    const ruled: ModelRules = {
      modelName: 'Client',
      variables: [
        { name: 'Phone', type: 'text', pattern: '(999) 999-9999' },
        { name: 'Age', type: 'number', label: 'Age', minimum: 18, maximum: 65 },
        { name: 'Kids', type: 'number', minimum: '0', decimalPlaces: 0 },
        { name: 'Fee', type: 'number', label: 'Fee:', decimalPlaces: 2 },
        { name: 'Scores', type: 'number', maximum: 10, isList: true },
        { name: 'Code', type: 'text', pattern: 'XX\\' },
      ],
      nested: () => null,
    };
    const checkRuled = (values: Record<string, unknown>) => () => assertRecordValues(ruled, values);

    it('given answers that fit, when saved, then they are accepted (a pattern answer as shown or as typed)', () => {
      expect(checkRuled({ Phone: '(555) 123-4567', Age: 18, Kids: 3, Fee: 9.99, Scores: [10, 0] })).not.toThrow();
      expect(checkRuled({ Phone: '5551234567', Age: 65 })).not.toThrow();
    });

    it('given a number out of range, when saved, then the message is the interview’s, with the path and value', () => {
      expect(checkRuled({ Age: 17 })).toThrow('Age must be between 18 and 65 (at Age; got 17).');
      expect(checkRuled({ Kids: -1 })).toThrow('Kids must be 0 or more (at Kids; got -1).');
      expect(checkRuled({ Kids: 1.5 })).toThrow('Kids must be a whole number (at Kids; got 1.5).');
      expect(checkRuled({ Fee: 1.234 })).toThrow('Fee must have 2 decimal places or fewer (at Fee; got 1.234).');
      expect(checkRuled({ Scores: [1, 11] })).toThrow('Scores must be 10 or less (at Scores[1]; got 11).');
    });

    it('given a text that does not fit its pattern, when saved, then it is refused in the pattern’s words', () => {
      expect(checkRuled({ Phone: '555-1234' })).toThrow(
        'Phone must be in the format (___) ___-____ (at Phone; got "555-1234").',
      );
    });

    it('given a pattern the designer refuses, then it checks nothing (the author must fix it)', () => {
      expect(checkRuled({ Code: 'anything' })).not.toThrow();
    });

    it('given a value of the wrong type, then the type’s message comes first', () => {
      expect(checkRuled({ Age: '17' })).toThrow('The value of Age must be a number; got "17".');
    });
  });
});
