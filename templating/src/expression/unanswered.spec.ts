import { assembleDocxWithReport } from '../docx/assemble-docx';
import { buildDocx, paragraph } from '../docx/docx-test-package';
import { compileTextTemplate } from '../text/compile-text-template';
import { compileExpression } from './compile-expression';
import { createScope } from './scope';

/**
 * The unanswered list names what the record lacks, for the interview to ask: record variables
 * (and paths into them), never formulas, which nobody can answer.
 */
describe('unanswered variables', () => {
  const formulas = { H: 'Missing + 1', G: 'H * 2', Full: 'First + " " + Last', X: '1' };
  const scope = createScope({ First: 'Ann', X: '' }, { formulas });
  const unanswered = (source: string, data: Record<string, unknown> = { First: 'Ann', X: '' }) =>
    compileExpression(source).evaluate(createScope(data, { formulas })).unanswered;

  it('names the variables an empty formula met, not the formula', () => {
    expect(unanswered('H')).toEqual(['Missing']);
    expect(unanswered('G + H')).toEqual(['Missing']);
    expect(unanswered('Full')).toEqual(['Last']);
    // Cached, the formula still reports what it met, and still not itself.
    expect(compileExpression('H').evaluate(scope).unanswered).toEqual(['Missing']);
    expect(compileExpression('H|else:"?"').evaluate(scope).unanswered).toEqual(['Missing']);
  });

  it('still names a record value that shadows a formula of the same name', () => {
    expect(unanswered('X')).toEqual(['X']);
  });

  it('names the shortest part of a path without an answer', () => {
    expect(unanswered('Missing.x.y')).toEqual(['Missing.x']);
    expect(unanswered('Client.Address.City', { Client: { Name: 'Jo' } })).toEqual(['Client.Address']);
    expect(unanswered('Client.Address.City', { Client: { Address: { Zip: '1' } } })).toEqual(['Client.Address.City']);
    expect(unanswered('Client.Address.City + Client.Address.Zip', { Client: {} })).toEqual(['Client.Address']);
  });

  it('names a variable read through _parent as the name it is outside the list', () => {
    const kids = { Kids: [{ Name: 'Al' }], Firm: '' };
    expect(
      compileTextTemplate('{[list Kids]}{[_parent.Firm]}{[_parent._index]}{[endlist]}').render(createScope(kids))
        .unanswered,
    ).toEqual(['Firm']);
    expect(unanswered('Kids|map:"_parent.H"', { Kids: [1] })).toEqual(['Missing']);
    expect(unanswered('_parent.Firm + _parent._index')).toEqual([]);
  });

  it('text and Word templates report the same', () => {
    const text = compileTextTemplate('{[H]} {[Missing.x.y]} {[G]}').render(scope);
    expect(text.unanswered).toEqual(['Missing', 'Missing.x']);
    const docx = assembleDocxWithReport(buildDocx(paragraph('{[H]} {[Missing.x.y]}')), scope);
    expect(docx.unanswered).toEqual(['Missing', 'Missing.x']);
  });
});
