import type { InterviewVariable } from './interview.types';
import { isRealDate, missingMessage, promptOf, validateAnswer } from './validate-answer';

const v = (variable: Partial<InterviewVariable> & { type: string }): InterviewVariable => ({
  name: 'Answer',
  ...variable,
});

describe('validateAnswer: messages for the people answering', () => {
  it('names the question by its prompt, or its name spaced out', () => {
    expect(promptOf({ name: 'DateOfBirth' })).toBe('Date of birth');
    expect(promptOf({ name: 'VATNumber' })).toBe('VAT number');
    expect(promptOf({ name: 'x', prompt: "  Client's date of birth " })).toBe("Client's date of birth");
  });

  it('says what to do when a required answer is missing, by type', () => {
    const required = { required: true };
    expect(validateAnswer(v({ type: 'date', prompt: "Client's date of birth" }), undefined, required)).toBe(
      "Enter client's date of birth",
    );
    expect(validateAnswer(v({ type: 'text', prompt: 'Name:' }), '', required)).toBe('Enter name');
    expect(validateAnswer(v({ type: 'text', prompt: 'PIN code' }), '', required)).toBe('Enter PIN code');
    expect(validateAnswer(v({ type: 'selection', prompt: 'Marital status' }), null, required)).toBe(
      'Select marital status',
    );
    expect(validateAnswer(v({ type: 'selection', isList: true, prompt: 'Colours' }), [], required)).toBe(
      'Select colours',
    );
    expect(validateAnswer(v({ type: 'file', prompt: 'Passport scan' }), undefined, required)).toBe(
      'Upload passport scan',
    );
    expect(missingMessage(v({ type: 'number', prompt: 'What is your age?' }))).toBe('Answer “What is your age?”');
  });

  it('blocks nothing for a missing answer unless asked to, and never for an object', () => {
    expect(validateAnswer(v({ type: 'text' }), '')).toBeNull();
    expect(validateAnswer(v({ type: 'object' }), undefined, { required: true })).toBeNull();
    expect(validateAnswer(v({ type: 'true/false' }), false, { required: true })).toBeNull();
    expect(validateAnswer(v({ type: 'number' }), 0, { required: true })).toBeNull();
  });

  it('reads an unticked checkbox or switch as No, while Yes/No radios still ask', () => {
    const smoker = (style?: string) => v({ type: 'true/false', prompt: 'Smoker', ...(style ? { style } : {}) });
    expect(validateAnswer(smoker(), undefined, { required: true })).toBeNull();
    expect(validateAnswer(smoker('checkbox'), null, { required: true })).toBeNull();
    expect(validateAnswer(smoker('switch'), undefined, { required: true })).toBeNull();
    expect(validateAnswer(smoker('radiobuttons'), undefined, { required: true })).toBe('Select smoker');
  });
});

describe('validateAnswer: by type', () => {
  const age = v({ type: 'number', prompt: 'Age', minimum: 18, maximum: 65 });

  it('numbers: a number, within minimum and maximum, with no more decimal places than allowed', () => {
    expect(validateAnswer(age, 30)).toBeNull();
    expect(validateAnswer(age, '42')).toBeNull();
    expect(validateAnswer(age, 'forty')).toBe('Age must be a number');
    expect(validateAnswer(age, 17)).toBe('Age must be between 18 and 65');
    expect(validateAnswer(age, 66)).toBe('Age must be between 18 and 65');
    expect(validateAnswer(v({ type: 'number', prompt: 'Children', minimum: 10 }), 9)).toBe(
      'Children must be 10 or more',
    );
    expect(validateAnswer(v({ type: 'number', prompt: 'Score', maximum: 1.5 }), 2)).toBe('Score must be 1.5 or less');
    expect(validateAnswer(v({ type: 'number', prompt: 'Amount', decimalPlaces: 2 }), 10.25)).toBeNull();
    expect(validateAnswer(v({ type: 'number', prompt: 'Amount', decimalPlaces: 2 }), 10.255)).toBe(
      'Amount must have 2 decimal places or fewer',
    );
    expect(validateAnswer(v({ type: 'number', prompt: 'Rate', decimalPlaces: 1 }), 0.25)).toBe(
      'Rate must have 1 decimal place or fewer',
    );
    expect(validateAnswer(v({ type: 'number', prompt: 'Children', decimalPlaces: 0 }), 2.5)).toBe(
      'Children must be a whole number',
    );
    expect(validateAnswer(v({ type: 'number', prompt: 'How old are you?', minimum: 0 }), -1)).toBe(
      'The answer to “How old are you?” must be 0 or more',
    );
  });

  it('dates: a real day, written yyyy-mm-dd', () => {
    const date = v({ type: 'date', prompt: 'Date of birth' });
    expect(validateAnswer(date, '2024-02-29')).toBeNull();
    expect(validateAnswer(date, '2023-02-29')).toBe('Date of birth must be a real date');
    expect(validateAnswer(date, '31/12/2020')).toBe('Date of birth must be a real date');
    expect(isRealDate('0099-01-01')).toBe(false);
  });

  it('text with a pattern: stored as shown or as typed, every slot filled, nothing extra', () => {
    const phone = v({ type: 'text', prompt: 'Phone number', pattern: '(999) 999-9999' });
    expect(validateAnswer(phone, '(555) 123-4567')).toBeNull();
    expect(validateAnswer(phone, '5551234567')).toBeNull();
    expect(validateAnswer(phone, '555123')).toBe('Phone number must be in the format (___) ___-____');
    expect(validateAnswer(phone, '(555) 123-45678')).toBe('Phone number must be in the format (___) ___-____');
    expect(validateAnswer(phone, '(555) ABC-4567')).toBe('Phone number must be in the format (___) ___-____');
    // A pattern the designer refuses checks nothing: the author has to fix it.
    expect(validateAnswer(v({ type: 'text', pattern: '--' }), 'anything')).toBeNull();
    expect(validateAnswer(v({ type: 'text', prompt: 'Name' }), 12)).toBe('Name must be text');
  });

  it('true/false, selections (single and lists), files and objects', () => {
    expect(validateAnswer(v({ type: 'true/false', prompt: 'Smoker' }), 'yes')).toBe('Smoker must be yes or no');
    expect(validateAnswer(v({ type: 'checkbox', prompt: 'Smoker' }), true)).toBeNull();
    const colour = v({ type: 'selection', prompt: 'Colour', options: ['Red', 'Blue'] });
    expect(validateAnswer(colour, 'Red')).toBeNull();
    expect(validateAnswer(colour, 'Green')).toBe('Colour must be one of the options');
    expect(validateAnswer({ ...colour, isList: true }, ['Red', 'Blue'])).toBeNull();
    expect(validateAnswer({ ...colour, isList: true }, ['Red', 'Pink'])).toBe('Colour must be one of the options');
    expect(validateAnswer({ ...colour, isList: true }, 'Red')).toBe('Colour must be a list');
    // A hybrid takes free text beside its options.
    expect(validateAnswer({ ...colour, style: 'hybrid' }, 'Green')).toBeNull();
    expect(validateAnswer({ ...colour, style: 'hybrid', isList: true }, ['Red', 'Teal'])).toBeNull();
    // Options from a table, query or expression are not listed: any text is left to them.
    expect(validateAnswer(v({ type: 'selection' }), 'Anything')).toBeNull();
    expect(validateAnswer(v({ type: 'file', prompt: 'Scan' }), { name: 'a.pdf' })).toBeNull();
    expect(validateAnswer(v({ type: 'file', prompt: 'Scan' }), 3)).toBe('Scan must be a file');
    expect(validateAnswer(v({ type: 'object', prompt: 'Client' }), 'Jo')).toBe('Client must be filled in');
  });
});
