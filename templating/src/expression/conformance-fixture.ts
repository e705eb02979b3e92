import { compileExpression, type EvalResult } from './compile-expression';
import { createScope } from './scope';

/** A record shaped like the ones users keep: text, numbers, dates, true/false, lists of objects. */
export const RECORD: Record<string, unknown> = {
  Name: 'ann lee',
  Title: 'the quick brown fox',
  Shout: 'HELLO World',
  Age: 41,
  Fee: 1234.5,
  Rate: 0.125,
  Debt: -42.5,
  Zero: 0,
  Married: true,
  Retired: false,
  Empty: '',
  Nothing: null,
  Born: '1983-07-04',
  Meeting: '2024-03-05T14:07:09',
  Tags: ['red', 'green', 'blue'],
  Numbers: [3, 1, 2],
  Client: { Name: 'Jo Smith', Address: { City: 'Leeds' } },
  Kids: [
    { Name: 'Al', Age: 3, Sex: 'M' },
    { Name: 'Bo', Age: 30, Sex: 'F' },
    { Name: 'Cy', Age: 5, Sex: 'M' },
    { Name: 'Di', Age: 17, Sex: 'F' },
  ],
  Pair: [{ Name: 'X' }, { Name: 'Y' }],
  One: [{ Name: 'Solo' }],
  None: [],
};

export function evaluate(source: string, data: Record<string, unknown> = RECORD, locale?: string): EvalResult {
  return compileExpression(source).evaluate(createScope(data, { locale }));
}

export function valueOf(source: string, data?: Record<string, unknown>, locale?: string): unknown {
  const result = evaluate(source, data, locale);
  if (result.errors.length) throw new Error(`${source}: ${result.errors[0].message}`);
  return result.value;
}
