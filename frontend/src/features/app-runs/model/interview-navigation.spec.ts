import { relevance, validateAll, type InterviewInput } from '@app/templating/interview';
import {
  currentScreen,
  fieldErrorsOn,
  groupProblems,
  interviewTitle,
  outlineStates,
  screenPosition,
  visibleScreens,
} from './interview-navigation';

const cell = (id: string, content: string, offset = 0) => ({
  id,
  class: 'question' as const,
  content,
  offset,
  span: 1,
});

// Three screens; the second asks only Spouse, relevant while Married is true.
const input: InterviewInput = {
  model: {
    variables: [
      { name: 'Name', type: 'text' },
      { name: 'Married', type: 'true/false' },
      { name: 'Spouse', type: 'text', relevance: 'Married' },
      { name: 'City', type: 'text' },
    ],
    layouts: {
      You: { columnCount: 2, rows: [[cell('a', 'Name'), cell('b', 'Married', 1)]] },
      Partner: { columnCount: 1, rows: [[cell('c', 'Spouse')]] },
      Home: { columnCount: 1, rows: [[cell('d', 'City')]] },
    },
  },
  app: {
    name: 'Intake',
    label: 'Intake',
    screens: ['You', 'Partner', 'Home'],
    // Automatic relevance: what the template reads is asked.
    templates: [{ name: 'Letter', text: '{[Name]} {[Married]} {[Spouse]} {[City]}' }],
  },
};

describe('interview navigation', () => {
  it('counts only the screens with a visible question', () => {
    const single = relevance(input, { Married: false });
    expect(visibleScreens(single).map((screen) => screen.name)).toEqual(['You', 'Home']);
    const you = currentScreen(single, undefined)!;
    expect(screenPosition(single, you)).toMatchObject({ index: 0, count: 2, label: 'Screen 1 of 2' });
    expect(screenPosition(single, you).next?.name).toBe('Home');

    const married = relevance(input, { Married: true });
    const partner = currentScreen(married, 'Partner')!;
    expect(screenPosition(married, partner)).toMatchObject({ label: 'Screen 2 of 3' });
    expect(screenPosition(married, partner).previous?.name).toBe('You');
  });

  it('moves on to the next visible screen when the current one goes', () => {
    expect(currentScreen(relevance(input, { Married: false }), 'Partner')?.name).toBe('Home');
    expect(currentScreen(relevance(input, {}), 'Gone')?.name).toBe('You');
  });

  it('titles the page screen – app – record', () => {
    expect(interviewTitle('You', 'Intake', 'Ada Smith')).toBe('You – Intake – Ada Smith');
    expect(interviewTitle('You', 'Intake', undefined)).toBe('You – Intake');
  });

  it('groups problems by screen, in screen order', () => {
    const shown = relevance(input, { Married: true });
    const groups = groupProblems(shown, [
      { path: 'City', message: 'Enter City', screen: 'Home' },
      { path: 'Name', message: 'Enter Name', screen: 'You' },
      { path: 'Spouse', message: 'Enter Spouse', screen: 'Partner' },
    ]);
    expect(groups.map((group) => [group.title, group.problems.map((problem) => problem.path)])).toEqual([
      ['You', ['Name']],
      ['Partner', ['Spouse']],
      ['Home', ['City']],
    ]);
  });

  it("lists the field messages of the current screen's questions only", () => {
    const shown = relevance(input, { Married: true });
    const you = currentScreen(shown, 'You')!;
    const errors = new Map([
      ['Name', 'Name must be shorter'],
      ['City', 'City is odd'],
    ]);
    expect(fieldErrorsOn(you, errors)).toEqual([{ path: 'Name', message: 'Name must be shorter', screen: 'You' }]);
  });

  it('marks a screen with a field message as having problems, beside what is missing', () => {
    const answers = { Name: 'Ada', Married: true };
    const shown = relevance(input, answers);
    const problems = validateAll(shown, answers);
    expect([...outlineStates(shown, answers, problems, new Map())]).toEqual([
      ['You', 'complete'],
      ['Partner', 'not started'],
      ['Home', 'not started'],
    ]);
    const withMessage = outlineStates(shown, answers, problems, new Map([['Name', 'Name must be shorter']]));
    expect(withMessage.get('You')).toBe('problems');
  });
});
