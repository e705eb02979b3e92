import type { InterviewInput } from '@app/templating/interview';
import { liveQuerySelections, readAnswers, withLiveOptions } from './live-query-options';

const input: InterviewInput = {
  app: { name: 'Engage' },
  model: {
    variables: [
      { name: 'Town', type: 'text' },
      { name: 'Firm', type: 'selection', optionsQuery: 'FirmsIn(Town)', optionsQueryReads: ['Town'], options: [] },
      { name: 'Fixed', type: 'selection', optionsQuery: 'FirmsIn("Oslo")', options: ['Acme'] },
      {
        name: 'Client',
        type: 'object',
        model: {
          variables: [
            {
              name: 'Bank',
              type: 'selection',
              optionsQuery: 'Banks(Town, Country)',
              optionsQueryReads: ['Town', 'Country'],
            },
          ],
        },
      },
      {
        name: 'Kids',
        type: 'object',
        isList: true,
        model: {
          variables: [
            { name: 'School', type: 'selection', optionsQuery: 'Schools(Town)', optionsQueryReads: ['Town'] },
          ],
        },
      },
    ],
  },
};

describe('options from a query whose arguments read answers, in the browser', () => {
  it('finds the selections to ask again, in single objects too, but not in list items', () => {
    expect(liveQuerySelections(input.model)).toEqual([
      { path: 'Firm', reads: ['Town'] },
      { path: 'Client.Bank', reads: ['Town', 'Country'] },
    ]);
  });

  it('sends only the answers the arguments read', () => {
    const answers = { Town: 'Oslo', Name: 'Ann', Secret: 'x', Country: undefined };
    expect(readAnswers(answers, ['Town', 'Country'])).toEqual({ Town: 'Oslo' });
    expect(readAnswers({}, ['Town'])).toEqual({});
  });

  it("puts the server's options in place, so the checks read them, and keeps the input when nothing changed", () => {
    const fresh = withLiveOptions(
      input,
      new Map([
        ['Firm', ['Acme', 'Gamma']],
        ['Client.Bank', ['DNB']],
      ]),
    );
    expect(fresh.model.variables[1].options).toEqual(['Acme', 'Gamma']);
    expect(fresh.model.variables[3].model?.variables[0].options).toEqual(['DNB']);
    expect(fresh.model.variables[2]).toBe(input.model.variables[2]);
    expect(withLiveOptions(fresh, new Map([['Firm', ['Acme', 'Gamma']]]))).toBe(fresh);
    expect(withLiveOptions(input, new Map())).toBe(input);
  });
});
