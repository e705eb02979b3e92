import {
  globalNamesOf,
  globalsChanged,
  topLevelName,
  withGlobals,
  withoutGlobalProblems,
  withoutGlobals,
} from './run-globals';

const firm = { Name: 'Acme LLP', Employees: 12 };

describe("a record run's global variables read the catalog's global info (docs/runs.md)", () => {
  it("names the model's own global variables", () => {
    expect(
      globalNamesOf([
        { name: 'Client', type: 'text' },
        { name: 'Firm', type: 'global' },
        { name: 'Home', type: 'object' },
        { name: 'Court', type: 'global' },
      ]),
    ).toEqual(['Firm', 'Court']);
  });

  it("puts the catalog's info in place of the record's value, and nothing when the catalog has none", () => {
    const values = { Client: 'Ann', Firm: { Name: 'Stale Inc' }, Court: { Name: 'Old court' } };
    const read = withGlobals(values, ['Firm', 'Court'], { Firm: firm });
    expect(read).toEqual({ Client: 'Ann', Firm: firm });
    // The values given are never changed (the record's fold is shared).
    expect(values.Firm).toEqual({ Name: 'Stale Inc' });
    expect(read.Firm).not.toBe(firm);
  });

  it("leaves global variables out of the record's own answers", () => {
    expect(withoutGlobals({ Client: 'Ann', Firm: { Name: 'x' } }, ['Firm'])).toEqual({ Client: 'Ann' });
  });

  it("drops Finish's problems of global variables only", () => {
    const problems = [
      { path: 'Firm.Name', message: 'Enter name' },
      { path: 'Firmness', message: 'Enter firmness' },
      { path: 'Kids[0].Age', message: 'Enter age' },
      { path: 'Court', message: 'Enter court' },
    ];
    expect(withoutGlobalProblems(problems, ['Firm', 'Court']).map((problem) => problem.path)).toEqual([
      'Firmness',
      'Kids[0].Age',
    ]);
    expect(topLevelName('Kids[0].Age')).toBe('Kids');
  });

  it('tells whether the info a run read changed since, never for a run that read none', () => {
    expect(globalsChanged({ Firm: 2, Court: 0 }, { Firm: 2, Court: 0 })).toBe(false);
    expect(globalsChanged({ Firm: 2 }, { Firm: 3 })).toBe(true);
    expect(globalsChanged({ Court: 0 }, { Court: 1 })).toBe(true);
    expect(globalsChanged({}, { Firm: 9 })).toBe(false);
  });
});
