import { assembleDocxWithReport } from '../docx/assemble-docx';
import { buildDocx, paragraph, readDocxParagraphs } from '../docx/docx-test-package';
import { compileTextTemplate } from '../text/compile-text-template';
import { compileExpression } from './compile-expression';
import { createScope } from './scope';

// Di has no Age: as in yatte, a name the item lacks is looked up on the enclosing items, then the record.
const DATA = {
  Name: 'Ann',
  Surname: 'Lee',
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

describe('names inside a list of records (yatte scoping)', () => {
  it('reads a name on the current item first, then on the record', () => {
    expect(text('{[list Kids]}{[Name]} {[Surname]} age {[Age]}; {[endlist]}')).toEqual({
      text: 'Bo Lee age 3; Di Lee age 41; ',
      unanswered: [],
      errors: [],
    });
  });

  it('keeps a name on the item with this.Name: unanswered when the item lacks it', () => {
    expect(text('{[list Kids]}{[Name]} {[this.Age]}; {[endlist]}')).toMatchObject({
      text: 'Bo 3; Di [Age]; ',
      unanswered: ['Age'],
    });
  });

  it('reads the enclosing item before the record in nested lists', () => {
    expect(text('{[list Kids]}{[list Pets]}{[this]}:{[Name]}:{[Age]} {[endlist]}{[endlist]}').text).toBe(
      'cat:Bo:3 dog:Di:41 ',
    );
  });

  it('keeps _parent working', () => {
    expect(text('{[list Kids]}{[_parent.Age]} {[_parent.Name]} {[endlist]}').text).toBe('41 Ann 41 Ann ');
    expect(
      text('{[list Kids]}{[list Pets]}{[_parent.Name]}/{[_parent._parent.Name]} {[endlist]}{[endlist]}').text,
    ).toBe('Bo/Ann Di/Ann ');
  });

  it('looks outside for lists of texts, whose items have no fields', () => {
    expect(text('{[list Tags]}{[.]}{[Name]} {[endlist]}').text).toBe('aAnn bAnn ');
  });

  it('applies in the expressions of list filters', () => {
    expect(value('Kids|sort:-Age:Name|map:Name').value).toEqual(['Di', 'Bo']);
    expect(value('Kids|filter:Age > MinAge|map:Name').value).toEqual(['Bo', 'Di']);
    expect(value('Kids|reduce:"_result + Age":0').value).toBe(44);
    expect(value('Kids|map:this.Age')).toEqual({ value: [3, undefined], unanswered: ['Age'], errors: [] });
  });

  it('applies in Word lists', () => {
    const body =
      paragraph('{[list Kids]}') + paragraph('{[Name]} {[Age|else:"?"]} {[Firm]}') + paragraph('{[endlist]}');
    const result = assembleDocxWithReport(buildDocx(body), createScope(DATA));
    expect(readDocxParagraphs(result.bytes)).toEqual(['Bo 3 Acme', 'Di 41 Acme']);
  });
});
