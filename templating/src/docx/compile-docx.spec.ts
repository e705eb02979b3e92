import PizZip from 'pizzip';
import { compileDocx } from './compile-docx';
import { buildDocx, paragraph } from './docx-test-package';
import { DocxTemplateError, type DocxTemplateProblem } from './docx-template-error';

function problemsOf(docx: Uint8Array): DocxTemplateProblem[] {
  try {
    compileDocx(docx);
  } catch (error) {
    if (error instanceof DocxTemplateError) return error.problems;
    throw error;
  }
  throw new Error('compileDocx accepted the template');
}

describe('compileDocx', () => {
  it('lists every field with its kind, identifiers and enclosing lists, and the variables used', () => {
    const body =
      `<w:p><w:r><w:t>Dear {[Cli</w:t></w:r><w:r><w:t>ent.Name|upper]},</w:t></w:r></w:p>` +
      paragraph('{[if Age > Limit]}') +
      paragraph('old') +
      paragraph('{[elseif Young]}') +
      paragraph('{[else]}') +
      paragraph('{[endif]}') +
      paragraph('{[list Children|sort:"Name"]}') +
      paragraph('{[_index]}. {[this.Name]} {[Surname]}') +
      paragraph('{[endlist]}');
    const { fields, variables } = compileDocx(buildDocx(body));
    expect(fields.map((f) => [f.kind, f.expression, f.identifiers, f.lists])).toEqual([
      ['value', 'Client.Name|upper', ['Client'], []],
      ['if', 'Age > Limit', ['Age', 'Limit'], []],
      ['elseif', 'Young', ['Young'], []],
      ['else', '', [], []],
      ['endif', '', [], []],
      ['list', 'Children|sort:"Name"', ['Children'], []],
      ['value', '_index', [], ['Children|sort:"Name"']],
      ['value', 'this.Name', [], ['Children|sort:"Name"']],
      ['value', 'Surname', ['Surname'], ['Children|sort:"Name"']],
      ['endlist', '', [], []],
    ]);
    expect(fields[0]).toMatchObject({ text: 'Client.Name|upper', file: 'word/document.xml' });
    // Name, from the sort key, is one of the items' fields or a name from outside, like Surname.
    expect(fields[5].itemIdentifiers).toEqual([{ name: 'Name', lists: ['Children'] }]);
    expect(variables).toEqual(['Age', 'Children', 'Client', 'Limit', 'Name', 'Surname', 'Young']);
  });

  it('reports a syntax error with its position and the document text around the field', () => {
    const problems = problemsOf(buildDocx(paragraph('The fee is {[Amount * ]} dollars, payable now.')));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      field: '{[Amount * ]}',
      context: 'The fee is {[Amount * ]} dollars, payable now.',
      file: 'word/document.xml',
    });
    expect(problems[0].message.length).toBeLessThan(100);
    expect(typeof problems[0].position).toBe('number');
  });

  it('reports every problem, the first in the message', () => {
    const docx = buildDocx(
      paragraph('a {[1 +]} b') + paragraph('c {[if]} d') + paragraph('e {[endlist]} f') + paragraph('{[endif]}'),
    );
    const problems = problemsOf(docx);
    expect(problems.map((p) => p.field)).toEqual(['{[1 +]}', '{[if]}', '{[endlist]}', '{[endif]}']);
    expect(problems[2].message).toBe('{[endlist]} found where {[endif]} was expected');
    expect(() => compileDocx(docx)).toThrow(/near "/);
  });

  it.each([
    ['{[if A]} never closed', '{[if]} is never closed with {[endif]}'],
    ['{[list A]} never closed', '{[list]} is never closed with {[endlist]}'],
    ['stray {[endif]}', '{[endif]} without an open {[if]}'],
    ['{[else]} alone', '{[else]} without an open {[if]}'],
    ['{[if A]}x{[else]}y{[elseif B]}z{[endif]}', '{[elseif]} after {[else]}'],
    ['{[list Items]}x{[else]}y{[endlist]}', '{[else]} without an open {[if]}'],
  ])('rejects %s', (text, message) => {
    expect(problemsOf(buildDocx(paragraph(text)))[0].message).toBe(message);
  });

  it('reports an unclosed field with the text around it', () => {
    const [problem] = problemsOf(buildDocx(paragraph('Hello {[Name and more text')));
    expect(problem.message).toMatch(/unclosed/);
    expect(problem.context).toContain('Hello {[Name');
  });

  it('rejects a file that is not a Word document', () => {
    expect(() => compileDocx(new TextEncoder().encode('not a zip'))).toThrow(/not a Word document/);
    const zip = new PizZip();
    zip.file('hello.txt', 'hi');
    expect(() => compileDocx(zip.generate({ type: 'uint8array' }))).toThrow(DocxTemplateError);
  });
});
