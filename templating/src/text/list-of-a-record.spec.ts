import { assembleDocxWithReport } from '../docx/assemble-docx';
import { buildDocx, paragraph, readDocxParagraphs } from '../docx/docx-test-package';
import { createScope } from '../expression';
import { compileTextTemplate } from './compile-text-template';

/** A `list` field reads its value the same way in text and Word templates. */
describe('list fields over values that are not lists', () => {
  const record = {
    Firm: 'Acme',
    Age: 41,
    Child: { Name: 'Al', Pets: ['cat'] },
    Name: 'Ann',
    Count: 3,
    Married: true,
    Single: false,
  };
  const text = (template: string) => compileTextTemplate(template).render(createScope(record));
  const word = (template: string) => {
    const result = assembleDocxWithReport(buildDocx(paragraph(template)), createScope(record));
    return { text: readDocxParagraphs(result.bytes).join('\n'), errors: result.errors };
  };

  it.each([
    ['{[list Child]}{[_index]}. {[Name]} of {[Firm]}, {[Pets]}{[endlist]}', '1. Al of Acme, cat'],
    ['{[list Child|punc:"1, 2, and 3"]}{[this.Name]}{[endlist]}.', 'Al.'],
    ['{[list Child]}{[list Pets]}{[this]} of {[_parent.Name]}{[endlist]}{[endlist]}', 'cat of Al'],
    ['[{[list Nobody]}x{[endlist]}]', '[]'],
  ])('a record is a list of one, in text and Word: %s', (template, expected) => {
    expect(text(template)).toMatchObject({ text: expected, errors: [] });
    expect(word(template)).toEqual({ text: expected, errors: [] });
  });

  it('inside a record listed as one item, a name it lacks comes from outside', () => {
    expect(text('{[list Child]}{[Age]}{[endlist]}').text).toBe('41');
    expect(word('{[list Child]}{[Age]}{[endlist]}').text).toBe('41');
  });

  it.each(['Name', 'Count', 'Married', 'Single'])('%s (not a list or record) is reported by both', (name) => {
    const template = `[{[list ${name}]}x{[endlist]}]`;
    const message = `'list' needs a list; ${name} is not one`;
    expect(text(template)).toMatchObject({ text: '[]', errors: [{ message }] });
    expect(word(template)).toEqual({ text: '[]', errors: [{ field: `{[${name}]}`, message }] });
  });
});
