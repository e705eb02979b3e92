import { DomainError } from '../../shared/domain/domain-error';
import type { ResolvedFilter } from '../query-provider';
import { selectorsOf } from './catalog-selectors';
import { recordValuesTest } from './record-filter';

/** A catalog's model as the designer stores it: what the filters compare. */
const selectors = selectorsOf([
  { name: 'Title', type: 'text' },
  { name: 'Tags', type: 'text', isList: true },
  { name: 'Fee', type: 'number' },
  { name: 'Opened', type: 'date' },
  { name: 'Closed', type: 'checkbox' },
  { name: 'Stage', type: 'selection', _options: '["Intake","Open","Closed"]' },
  { name: 'Stages', type: 'selection', isList: true, _options: '["Intake","Open","Closed"]' },
  { name: 'Brief', type: 'file' },
]);

const test = (...filters: ResolvedFilter[]) => recordValuesTest('Matters', selectors, filters);
const filter = (name: string, operator: string, operand: unknown): ResolvedFilter => ({ name, operator, operand });

/** Which of these records (by Title) one filter keeps. */
function kept(records: Record<string, unknown>[], ...filters: ResolvedFilter[]): unknown[] {
  const matches = test(...filters);
  return records.filter((values) => matches(values)).map((values) => values.Title ?? '(untitled)');
}

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('invalid');
    return (error as Error).message;
  }
  throw new Error('expected a 400');
}

describe('text filters: is, is not, contains, starts with, whatever the case', () => {
  const records = [{ Title: 'Smith v Jones' }, { Title: 'smith estate' }, { Title: 'Jones Trust' }, {}];

  it('compares the whole text with is and is not', () => {
    expect(kept(records, filter('Title', 'is', 'SMITH ESTATE'))).toEqual(['smith estate']);
    expect(kept(records, filter('Title', 'is not', 'smith estate'))).toEqual([
      'Smith v Jones',
      'Jones Trust',
      '(untitled)',
    ]);
  });

  it('finds a part with contains and a beginning with starts with', () => {
    expect(kept(records, filter('Title', 'contains', 'JONES'))).toEqual(['Smith v Jones', 'Jones Trust']);
    expect(kept(records, filter('Title', 'starts with', 'smith'))).toEqual(['Smith v Jones', 'smith estate']);
  });

  it('counts a missing text as empty', () => {
    expect(kept(records, filter('Title', 'is', ''))).toEqual(['(untitled)']);
  });

  it('compares a number operand as its text', () => {
    expect(kept([{ Title: '2024' }, { Title: '2025' }], filter('Title', 'is', 2024))).toEqual(['2024']);
  });
});

describe('number filters: =, ≠, <, ≤, >, ≥', () => {
  const records = [
    { Title: 'low', Fee: 100 },
    { Title: 'mid', Fee: 250 },
    { Title: 'high', Fee: 1000 },
    { Title: 'none' },
  ];
  it.each([
    ['=', 250, ['mid']],
    ['≠', 250, ['low', 'high', 'none']],
    ['<', 250, ['low']],
    ['≤', 250, ['low', 'mid']],
    ['>', 250, ['high']],
    ['≥', 250, ['mid', 'high']],
  ])('%s %s', (operator, operand, expected) => {
    expect(kept(records, filter('Fee', operator, operand))).toEqual(expected);
  });

  it('takes a number written as text (an argument typed in a form)', () => {
    expect(kept(records, filter('Fee', '>', ' 250 '))).toEqual(['high']);
  });

  it('refuses an operand that is not a number, naming the field', () => {
    expect(refusal(() => test(filter('Fee', '>', 'lots')))).toBe(
      'A filter on Fee compares a number, and "lots" is not a number.',
    );
  });
});

describe('date filters: =, ≠, <, ≤, >, ≥ by day', () => {
  const records = [
    { Title: 'Jan', Opened: '2024-01-15' },
    { Title: 'Mar', Opened: '2024-03-01' },
    { Title: 'Dec', Opened: '2024-12-31' },
  ];
  it.each([
    ['=', '2024-03-01', ['Mar']],
    ['≠', '2024-03-01', ['Jan', 'Dec']],
    ['<', '2024-03-01', ['Jan']],
    ['≤', '2024-03-01', ['Jan', 'Mar']],
    ['>', '2024-03-01', ['Dec']],
    ['≥', '2024-03-01', ['Mar', 'Dec']],
  ])('%s %s', (operator, operand, expected) => {
    expect(kept(records, filter('Opened', operator, operand))).toEqual(expected);
  });

  it('compares a date-time or a Date by its day', () => {
    expect(kept(records, filter('Opened', '=', '2024-03-01T17:45:00Z'))).toEqual(['Mar']);
    expect(kept(records, filter('Opened', '<', new Date('2024-06-01T00:00:00Z')))).toEqual(['Jan', 'Mar']);
  });

  it('refuses what is not a day', () => {
    expect(refusal(() => test(filter('Opened', '<', '2024-02-30')))).toBe(
      'A filter on Opened compares a date (yyyy-mm-dd), and "2024-02-30" is not a date (yyyy-mm-dd).',
    );
    expect(refusal(() => test(filter('Opened', '<', 'next week')))).toMatch(/"next week" is not a date/);
  });
});

describe('true/false filters: is', () => {
  const records = [{ Title: 'closed', Closed: true }, { Title: 'open', Closed: false }, { Title: 'never set' }];
  it('keeps the records with that value; an unset box is false', () => {
    expect(kept(records, filter('Closed', 'is', true))).toEqual(['closed']);
    expect(kept(records, filter('Closed', 'is', false))).toEqual(['open', 'never set']);
    expect(kept(records, filter('Closed', 'is', 'TRUE'))).toEqual(['closed']);
  });

  it('refuses anything but true or false, and the operators of other types', () => {
    expect(refusal(() => test(filter('Closed', 'is', 'maybe')))).toBe(
      'A filter on Closed compares true or false, and "maybe" is not true or false.',
    );
    expect(refusal(() => test(filter('Closed', '=', true)))).toBe(
      'A filter on Closed cannot use the operator "="; it can use is.',
    );
  });
});

describe('selection filters: is, is not, includes', () => {
  const records = [
    { Title: 'a', Stage: 'Open', Stages: ['Intake', 'Open'] },
    { Title: 'b', Stage: 'Closed', Stages: ['Closed'] },
    { Title: 'c' },
  ];
  it('compares an option as written', () => {
    expect(kept(records, filter('Stage', 'is', 'Open'))).toEqual(['a']);
    expect(kept(records, filter('Stage', 'is', 'open'))).toEqual([]);
    expect(kept(records, filter('Stage', 'is not', 'Open'))).toEqual(['b', 'c']);
  });

  it('includes: a list value holding the option, or a value among a list of options', () => {
    expect(kept(records, filter('Stages', 'includes', 'Open'))).toEqual(['a']);
    expect(kept(records, filter('Stage', 'includes', ['Closed', 'Intake']))).toEqual(['b']);
  });
});

describe('lists and list operands', () => {
  const records = [
    { Title: 'x', Tags: ['Urgent', 'Probate'] },
    { Title: 'y', Tags: ['Probate'] },
    { Title: 'z', Tags: [] },
    { Title: 'w' },
  ];
  it('holds when any item matches; is not when none is equal', () => {
    expect(kept(records, filter('Tags', 'is', 'urgent'))).toEqual(['x']);
    expect(kept(records, filter('Tags', 'is not', 'urgent'))).toEqual(['y', 'z', 'w']);
    expect(kept(records, filter('Tags', 'starts with', 'pro'))).toEqual(['x', 'y']);
  });

  it('takes a list operand (a list parameter) as any of its values', () => {
    expect(kept(records, filter('Title', 'is', ['x', 'W']))).toEqual(['x', 'w']);
  });
});

describe('values are data, never code', () => {
  it('compares a record value that reads like an expression or a template as text', () => {
    const records = [
      { Title: '{{Fee}}', Fee: 5 },
      { Title: 'Fee > 1', Fee: 5 },
      { Title: 'constructor', Fee: 5 },
    ];
    expect(kept(records, filter('Title', 'is', '{{Fee}}'))).toEqual(['{{Fee}}']);
    expect(kept(records, filter('Title', 'is', '5'))).toEqual([]);
    expect(kept(records, filter('Title', 'contains', '>'))).toEqual(['Fee > 1']);
    expect(kept(records, filter('Title', 'is', 'constructor'))).toEqual(['constructor']);
  });

  it('matches nothing with a value of another type (its variable changed since), without failing', () => {
    expect(kept([{ Title: 'old', Fee: 'a hundred' }], filter('Fee', '≥', 0))).toEqual([]);
  });

  it('never reads a field from Object.prototype', () => {
    expect(refusal(() => test(filter('constructor', 'is', 'x')))).toBe(
      'The catalog Matters has no field named "constructor" that a query can compare.',
    );
    expect(refusal(() => test(filter('Title', 'toString', 'x')))).toMatch(/cannot use the operator "toString"/);
  });
});

describe('filters a catalog cannot apply', () => {
  it('names a field the model does not have, or whose values do not compare', () => {
    expect(refusal(() => test(filter('Colour', 'is', 'red')))).toBe(
      'The catalog Matters has no field named "Colour" that a query can compare.',
    );
    expect(refusal(() => test(filter('Brief', 'is', 'x')))).toMatch(/no field named "Brief"/);
  });

  it("names an operator the field's type does not offer", () => {
    expect(refusal(() => test(filter('Title', '<', 'b')))).toBe(
      'A filter on Title cannot use the operator "<"; it can use is, is not, contains, starts with.',
    );
  });

  it('refuses an operand that is not text for a text field', () => {
    expect(refusal(() => test(filter('Title', 'is', { a: 1 })))).toBe(
      'A filter on Title compares text, and {"a":1} is not text.',
    );
  });

  it('needs every filter to hold', () => {
    const matches = test(filter('Title', 'contains', 'a'), filter('Fee', '>', 10));
    expect(matches({ Title: 'abc', Fee: 20 })).toBe(true);
    expect(matches({ Title: 'abc', Fee: 5 })).toBe(false);
    expect(matches({ Title: 'xyz', Fee: 20 })).toBe(false);
  });
});
