import type { InterviewVariable } from '@app/templating/interview';
import { answersScope } from './answers-scope';
import { selectedValues, selectionOptions, toggleChoice } from './selection-options';

const answers = {
  Client: { Name: 'Ann' },
  Children: [
    { First: 'Anna', Last: 'Smith' },
    { First: 'Ben', Last: 'Smith' },
    { First: '', Last: '' },
  ],
};
const scope = answersScope(answers, {});

describe('selection options', () => {
  it('offers the listed options, without empty or repeated ones', () => {
    const colour: InterviewVariable = { name: 'Colour', type: 'selection', options: ['Red', 'Blue', '', 'Red'] };
    expect(selectionOptions(colour, scope)).toEqual([
      { value: 'Red', label: 'Red' },
      { value: 'Blue', label: 'Blue' },
    ]);
  });

  it('offers people entered earlier through the option template', () => {
    const guardian: InterviewVariable = {
      name: 'Guardian',
      type: 'selection',
      optionsExpression: 'Children',
      optionTemplate: '{[First]} {[Last]}',
    };
    expect(selectionOptions(guardian, scope).map((option) => option.label)).toEqual(['Anna Smith', 'Ben Smith']);
  });

  it('shows an object option by its first answer without a template', () => {
    const pick: InterviewVariable = { name: 'Pick', type: 'selection', optionsExpression: 'Children' };
    expect(selectionOptions(pick, scope).map((option) => option.value)).toEqual(['Anna', 'Ben']);
  });

  it('evaluates the expression in the object’s scope, with formulas as evaluated', () => {
    const inItem = answersScope(answers, { Colours: ['Green', 'Teal'] }, 'Children[1].');
    const pick: InterviewVariable = { name: 'Pick', type: 'selection', optionsExpression: 'Colours' };
    expect(selectionOptions(pick, inItem).map((option) => option.value)).toEqual(['Green', 'Teal']);
    const own: InterviewVariable = { name: 'Own', type: 'selection', optionsExpression: 'First' };
    expect(selectionOptions(own, inItem).map((option) => option.value)).toEqual(['Ben']);
  });

  it('offers nothing when the expression fails, rather than breaking the page', () => {
    const broken: InterviewVariable = { name: 'Broken', type: 'selection', optionsExpression: 'Children[' };
    expect(selectionOptions(broken, scope)).toEqual([]);
    const unknown: InterviewVariable = { name: 'Unknown', type: 'selection', optionsExpression: 'Nobody' };
    expect(selectionOptions(unknown, scope)).toEqual([]);
  });

  it('keeps a list selection in the options’ order', () => {
    const options = ['A', 'B', 'C'].map((value) => ({ value, label: value }));
    expect(toggleChoice(['C'], 'A', true, options)).toEqual(['A', 'C']);
    expect(toggleChoice(['A', 'C'], 'A', false, options)).toEqual(['C']);
    expect(toggleChoice(['A'], 'Typed', true, options)).toEqual(['A', 'Typed']);
    expect(selectedValues('A')).toEqual(['A']);
    expect(selectedValues(undefined)).toEqual([]);
  });
});
