import {
  assertOnlyVariablesOf,
  findGlobal,
  GLOBAL_MESSAGES,
  globalValuesFromJson,
  globalVariablesOf,
} from './catalog-global-rules';

describe('global info files (002 §5: one JSON file)', () => {
  it('takes one object, or an array of exactly one, a byte-order mark aside', () => {
    expect(globalValuesFromJson('{"Name":"Acme","Employees":12}')).toEqual({ Name: 'Acme', Employees: 12 });
    expect(globalValuesFromJson('\uFEFF[{"Name":"Acme"}]')).toEqual({ Name: 'Acme' });
    expect(globalValuesFromJson('{}')).toEqual({});
  });

  it('refuses anything else with a message saying what global info is', () => {
    for (const text of ['[]', '[{"a":1},{"a":2}]', '"text"', '12', 'null', '[[{"a":1}]]']) {
      expect(() => globalValuesFromJson(text)).toThrow(GLOBAL_MESSAGES.notOneObject);
    }
    expect(() => globalValuesFromJson('{"Name":')).toThrow(/^The file is not valid JSON: /);
  });
});

describe("a catalog model's globals (002 §2.2: properties of type global)", () => {
  const variables = [
    { name: 'Firm', type: 'global', typeDef: 'firm-model' },
    { name: 'Client', type: 'object', typeDef: 'client-model' },
    { name: 'Court', type: 'global', typeDef: 'court-model' },
  ];

  it('are its variables of type global, found by exact name', () => {
    expect(globalVariablesOf(variables).map((variable) => variable.name)).toEqual(['Firm', 'Court']);
    expect(findGlobal(variables, 'Court', 'Matter')).toMatchObject({ typeDef: 'court-model' });
  });

  it('answers not found, naming the model, for any other name', () => {
    for (const name of ['Client', 'court', 'Nobody']) {
      expect(() => findGlobal(variables, name, 'Matter')).toThrow(GLOBAL_MESSAGES.notAGlobal(name, 'Matter'));
    }
  });
});

describe("global info's values", () => {
  const firm = { modelName: 'Firm', variables: [{ name: 'Name' }, { name: 'Employees' }] };

  it("are the global's model's variables only (a record's extUserID is none of them)", () => {
    expect(() => assertOnlyVariablesOf(firm, { Name: 'Acme', Employees: 3 })).not.toThrow();
    expect(() => assertOnlyVariablesOf(firm, { Name: 'Acme', extUserID: null })).toThrow(
      'The model Firm has no variable named "extUserID" (at extUserID).',
    );
  });
});
