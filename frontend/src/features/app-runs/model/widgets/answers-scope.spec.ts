import { compileExpression } from '@app/templating/expression';
import { answersScope } from './answers-scope';

const answers = { Firm: 'Acme', Client: { Name: 'Ann' }, Kids: [{ Name: 'Bo' }, { Name: 'Cy' }] };
const value = (source: string, prefix?: string, formulas: Record<string, unknown> = {}) =>
  compileExpression(source).evaluate(answersScope(answers, formulas, prefix)).value;

describe('answers scope', () => {
  it('reads the record’s answers and the formulas as evaluated, answers first', () => {
    expect(value('Firm')).toBe('Acme');
    expect(value('Total', '', { Total: 3 })).toBe(3);
    expect(value('Firm', '', { Firm: 'formula' })).toBe('Acme');
  });

  it('reads an object’s own fields first inside it, then the record’s', () => {
    expect(value('Name', 'Client.')).toBe('Ann');
    expect(value('Firm', 'Client.')).toBe('Acme');
  });

  it('reads a list item’s fields, its number and its parent inside it', () => {
    expect(value('Name', 'Kids[1].')).toBe('Cy');
    expect(value('_index', 'Kids[1].')).toBe(2);
    expect(value('_parent.Firm', 'Kids[1].')).toBe('Acme');
  });

  it("reads object models' formulas: through the object, inside it, and inside a list item", () => {
    const person = { formulas: { Greeting: '"Hi " + Name' } };
    const objects = { Client: person, Kids: person };
    const read = (source: string, prefix?: string) =>
      compileExpression(source).evaluate(answersScope(answers, {}, prefix, undefined, objects)).value;
    expect(read('Client.Greeting')).toBe('Hi Ann');
    expect(read('Greeting', 'Client.')).toBe('Hi Ann');
    expect(read('Greeting', 'Kids[1].')).toBe('Hi Cy');
    expect(read('Kids|map:Greeting')).toEqual(['Hi Bo', 'Hi Cy']);
  });
});
