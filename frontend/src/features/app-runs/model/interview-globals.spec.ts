import type { InterviewInput } from '@app/templating/interview';
import { globalNamesOf, withGlobals, withoutGlobalProblems } from './interview-globals';

const input: InterviewInput = {
  model: {
    variables: [
      { name: 'Client', type: 'text' },
      { name: 'Firm', type: 'global' },
      { name: 'Court', type: 'global' },
    ],
  },
  app: { name: 'Intake', label: 'Intake', screens: [], templates: [] },
};

describe("an interview's global variables read the catalog's global info", () => {
  it('names the global variables of the model', () => {
    expect(globalNamesOf(input)).toEqual(['Firm', 'Court']);
  });

  it("puts the catalog's info in place of any value the record holds, and nothing when there is none", () => {
    const answers = { Client: 'Ann', Court: { Name: 'Stale' } };
    expect(withGlobals(answers, ['Firm', 'Court'], { Firm: { Name: 'Acme LLP' } })).toEqual({
      Client: 'Ann',
      Firm: { Name: 'Acme LLP' },
    });
    expect(answers).toEqual({ Client: 'Ann', Court: { Name: 'Stale' } });
    // A model without globals keeps its answers as they are (the same object: no extra relevance run).
    expect(withGlobals(answers, [], {})).toBe(answers);
  });

  it("leaves the global variables' problems out of Finish's check", () => {
    const problems = [{ path: 'Firm.Name' }, { path: 'Firmness' }, { path: 'Court' }, { path: 'Kids[0].Age' }];
    expect(withoutGlobalProblems(problems, ['Firm', 'Court'])).toEqual([{ path: 'Firmness' }, { path: 'Kids[0].Age' }]);
  });
});
