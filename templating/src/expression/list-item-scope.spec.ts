import { assembleDocxWithReport } from '../docx/assemble-docx';
import { buildDocx, paragraph, readDocxParagraphs } from '../docx/docx-test-package';
import { compileTextTemplate } from '../text/compile-text-template';
import { compileExpression } from './compile-expression';
import { createScope } from './scope';

// Di has no Age: the record's Age (41) must not stand in for it.
const DATA = {
  Name: 'Ann',
  Age: 41,
  Firm: 'Acme',
  MinAge: 2,
  Tags: ['a', 'b'],
  Kids: [
    { Name: 'Bo', Age: 3, Pets: ['cat'] },
    { Name: 'Di', Pets: ['dog'] },
  ],
};

const text = (template: string) => compileTextTemplate(template).render(createScope(DATA));
const value = (source: string) => compileExpression(source).evaluate(createScope(DATA));

describe('names inside a list of records', () => {
  it("leaves a field of the items unanswered for an item that lacks it, not the record's", () => {
    expect(text('{[list Kids]}{[Name]} age {[Age]}; {[endlist]}')).toEqual({
      text: 'Bo age 3; Di age [Age]; ',
      unanswered: ['Age'],
      errors: [],
    });
    expect(text('{[list Kids]}{[Name]}{[if Age]} ({[Age]}){[endif]}; {[endlist]}').text).toBe('Bo (3); Di; ');
  });

  it('still finds names that no item has outside the list', () => {
    expect(text('{[list Kids]}{[Name]} of {[Firm]}, {[endlist]}').text).toBe('Bo of Acme, Di of Acme, ');
    expect(text('{[list Kids]}{[_parent.Age]} {[endlist]}').text).toBe('41 41 ');
  });

  it('looks outside for lists of texts, whose items have no fields', () => {
    expect(text('{[list Tags]}{[this]}{[Name]} {[endlist]}').text).toBe('aAnn bAnn ');
  });

  it('applies at every level of nested lists', () => {
    expect(text('{[list Kids]}{[list Pets]}{[this]}:{[Age]} {[endlist]}{[endlist]}').text).toBe('cat:3 dog:[Age] ');
  });

  it('applies in the expressions of list filters', () => {
    expect(value('Kids|sort:"-Age":"Name"|map:"Name"').value).toEqual(['Bo', 'Di']);
    expect(value('Kids|filter:"Age > MinAge"|map:"Name"').value).toEqual(['Bo']);
    expect(value('Kids|reduce:"_result + (Age ?? 0)":0').value).toBe(3);
    expect(value('Kids|map:"Age"')).toEqual({ value: [3, undefined], unanswered: ['Age'], errors: [] });
  });

  it('applies in Word lists', () => {
    const body =
      paragraph('{[list Kids]}') + paragraph('{[Name]} {[Age|else:"?"]} {[Firm]}') + paragraph('{[endlist]}');
    const result = assembleDocxWithReport(buildDocx(body), createScope(DATA));
    expect(readDocxParagraphs(result.bytes)).toEqual(['Bo 3 Acme', 'Di ? Acme']);
  });
});
