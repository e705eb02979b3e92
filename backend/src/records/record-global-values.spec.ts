import { assertNoGlobalValues, type VariableRule } from './record-values';

const variables: VariableRule[] = [
  { name: 'Name', type: 'text' },
  { name: 'Firm', type: 'global', typeDef: 'firmModel' },
];

describe("a record's values for global variables (docs/runs.md: Global info in record runs)", () => {
  it("refuses a value for a global: it is the catalog's global info, not the record's", () => {
    expect(() => assertNoGlobalValues({ variables }, { Name: 'Ann', Firm: { Name: 'Acme' } })).toThrow(
      "Firm is a global variable: its values are the catalog's global info, not the record's. Leave it out " +
        '(null clears a value saved on the record before).',
    );
  });

  it('lets a save without it through, and null, which clears a value saved before', () => {
    expect(() => assertNoGlobalValues({ variables }, { Name: 'Ann' })).not.toThrow();
    expect(() => assertNoGlobalValues({ variables }, { Firm: null })).not.toThrow();
  });
});
