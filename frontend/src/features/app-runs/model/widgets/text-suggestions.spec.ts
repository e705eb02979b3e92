import type { InterviewVariable } from '@app/templating/interview';
import { answersScope } from './answers-scope';
import { textSuggestions } from './text-suggestions';

const answers = {
  Offices: [{ City: 'Oslo' }, { City: 'Bergen' }, { City: 'Oslo' }, {}],
  Partners: [{ Name: 'Ann Lee', Age: 50 }],
  Client: { Home: 'Tromsø' },
};
const town = (more: Partial<InterviewVariable>): InterviewVariable => ({ name: 'Town', type: 'text', ...more });

describe('a text question’s answer suggestions', () => {
  it('offers the fixed values as listed', () => {
    expect(textSuggestions(town({ suggestions: ['Oslo', ' ', 'Bergen'] }), answersScope(answers, {}))).toEqual([
      'Oslo',
      'Bergen',
    ]);
  });

  it("evaluates values 'defined somewhere else' on the current answers, once each, in the question's scope", () => {
    expect(textSuggestions(town({ suggestionsExpression: 'Offices|map:City' }), answersScope(answers, {}))).toEqual([
      'Oslo',
      'Bergen',
    ]);
    // An object's question reads its own fields first, then the record's.
    const inClient = answersScope(answers, {}, 'Client.');
    expect(textSuggestions(town({ suggestionsExpression: '[Home, "Narvik"]' }), inClient)).toEqual([
      'Tromsø',
      'Narvik',
    ]);
    // Objects are offered by their first text answer; formulas as relevance evaluated them.
    expect(textSuggestions(town({ suggestionsExpression: 'Partners' }), answersScope(answers, {}))).toEqual([
      'Ann Lee',
    ]);
    expect(
      textSuggestions(town({ suggestionsExpression: 'Usual' }), answersScope(answers, { Usual: ['Bodø'] })),
    ).toEqual(['Bodø']);
  });

  it('suggests nothing from an expression that fails, and keeps the fixed ones', () => {
    expect(
      textSuggestions(town({ suggestions: ['Oslo'], suggestionsExpression: 'Offices.(' }), answersScope(answers, {})),
    ).toEqual(['Oslo']);
  });
});
