import { createScope } from '../expression/scope';
import { docxFieldsAsText, evaluatePart, templateParts } from './template-sources';

describe('template sources: what each kind of template evaluates', () => {
  it('writes a Word template\u2019s fields back as one text template per part', () => {
    expect(
      docxFieldsAsText([
        { kind: 'list', expression: 'Kids', file: 'word/document.xml' },
        { kind: 'value', expression: 'Name|upper', file: 'word/document.xml' },
        { kind: 'if', expression: 'Minor', file: 'word/document.xml' },
        { kind: 'elseif', expression: 'Old', file: 'word/document.xml' },
        { kind: 'else', expression: '', file: 'word/document.xml' },
        { kind: 'endif', expression: '', file: 'word/document.xml' },
        { kind: 'endlist', expression: '', file: 'word/document.xml' },
        { kind: 'value', expression: 'Firm', file: 'word/footer1.xml' },
      ]),
    ).toEqual(['{[list Kids]}{[Name|upper]}{[if Minor]}{[elseif Old]}{[else]}{[endif]}{[endlist]}', '{[Firm]}']);
  });

  it('compiles file names, texts, Word fields and PDF expressions, naming the template of any that fails', () => {
    const { parts, problems } = templateParts([
      { name: 'Letter', fileName: 'Letter {[Name]}', text: '{[if A]}x{[endif]}' },
      { name: 'Form', pdfExpressions: ['B', ' ', 'C +'] },
      { name: 'Word', docxFields: [{ kind: 'value', expression: 'D' }] },
    ]);
    expect(parts.map((part) => part.template)).toEqual(['Letter', 'Letter', 'Form', 'Word']);
    expect(problems).toEqual([{ template: 'Form', message: 'Expression ends too early' }]);
  });

  it('evaluates a part for what it reads, returning its failures', () => {
    const { parts } = templateParts([
      { name: 'T', text: '{[if A]}{[A[K]]}{[endif]}' },
      { name: 'P', pdfExpressions: ['A[K]'] },
    ]);
    const data = { A: { x: 1 }, K: 'constructor' };
    expect(evaluatePart(parts[0], createScope({ K: 'constructor' }))).toEqual([]);
    expect(evaluatePart(parts[0], createScope(data))).toEqual(["Access to 'constructor' is not allowed"]);
    expect(evaluatePart(parts[1], createScope(data))).toEqual(["Access to 'constructor' is not allowed"]);
  });
});
