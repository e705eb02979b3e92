import type { InterviewCell, InterviewInput, InterviewModel } from './interview.types';
import { relevance } from './relevance';
import { screenStates, validateAll } from './validate-all';

const q = (content: string, extra: Partial<InterviewCell> = {}): InterviewCell[] => [
  { id: `q-${content}`, class: 'question', content, offset: 0, span: 1, ...extra },
];
const child: InterviewModel = {
  variables: [
    { name: 'Name', type: 'text', prompt: 'Full name' },
    { name: 'Age', type: 'number', prompt: 'Age', minimum: 0 },
  ],
};
const model: InterviewModel = {
  variables: [
    { name: 'Name', type: 'text', prompt: 'Your name' },
    { name: 'Age', type: 'number', prompt: 'Your age', minimum: 18 },
    { name: 'Notes', type: 'text', alwaysOptional: true },
    { name: 'Married', type: 'true/false', prompt: 'Married' },
    { name: 'Spouse', type: 'text', prompt: "Spouse's name" },
    { name: 'Kids', type: 'object', isList: true, model: child },
    { name: 'Old', type: 'text' },
  ],
  layouts: {
    You: { columnCount: 1, rows: [q('Name'), q('Age'), q('Notes'), q('Old', { expr: 'false' })] },
    Family: { columnCount: 1, rows: [q('Married'), q('Spouse'), q('Kids')] },
  },
};
const input: InterviewInput = {
  model,
  app: {
    name: 'Intake',
    screens: ['You', 'Family'],
    templates: [
      {
        name: 'T',
        text: '{[Name]} {[Age]} {[Notes]} {[Old]} {[Married]}{[if Married]} {[Spouse]}{[endif]}{[list Kids]}{[Name]} {[Age]}{[endlist]}',
      },
    ],
  },
};
const check = (answers: Record<string, unknown>) => {
  const shown = relevance(input, answers);
  const problems = validateAll(shown, answers);
  return { problems, states: Object.fromEntries(screenStates(shown, answers, problems)) };
};
const summary = (answers: Record<string, unknown>) =>
  check(answers).problems.map(
    ({ screen, path, message, missing }) => `${screen}/${path}: ${message}${missing ? ' (missing)' : ''}`,
  );

describe('validateAll: what Finish checks', () => {
  it('lists missing required answers and wrong ones, screen by screen, Always Optional and hidden cells aside', () => {
    expect(summary({ Age: 12 })).toEqual([
      'You/Name: Enter your name (missing)',
      'You/Age: Your age must be 18 or more',
    ]);
  });

  it('ignores the answers of questions that are not relevant any more, keeping them', () => {
    const answers = { Name: 'Ann', Age: 40, Married: false, Spouse: 42 };
    expect(summary(answers)).toEqual([]);
    expect(summary({ ...answers, Married: true })).toEqual(["Family/Spouse: Spouse's name must be text"]);
  });

  it('checks every item of a list of objects, each field at its own path', () => {
    const answers = { Name: 'Ann', Age: 40, Married: false, Kids: [{ Name: 'Al', Age: 3 }, { Age: -1 }] };
    expect(summary(answers)).toEqual([
      'Family/Kids[1].Name: Enter full name (missing)',
      'Family/Kids[1].Age: Age must be 0 or more',
    ]);
  });
});

describe('screenStates: the outline', () => {
  it('tells not started, in progress, complete and problems apart', () => {
    expect(check({}).states).toEqual({ You: 'not started', Family: 'not started' });
    expect(check({ Name: 'Ann' }).states).toEqual({ You: 'in progress', Family: 'not started' });
    expect(check({ Name: 'Ann', Age: 30, Married: false }).states).toEqual({ You: 'complete', Family: 'complete' });
    expect(check({ Name: 'Ann', Age: 3, Married: true }).states).toEqual({ You: 'problems', Family: 'in progress' });
  });
});
