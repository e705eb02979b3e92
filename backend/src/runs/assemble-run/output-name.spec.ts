import { createScope } from '@app/templating';
import { outputName } from './output-name';
import { TemplateFailure } from './template-failure';

const scope = createScope({ Name: 'Ann Lee', City: 'Oslo/Bergen' });
const docx = { required: 'docx', fallback: 'docx' };
const text = { fallback: 'txt' };

describe('a document’s file name (the template’s assembled file name)', () => {
  it('renders the name on the record and adds the extension the file must have', () => {
    expect(outputName({ name: 'Letter', output: 'Letter to {[Name]}' }, scope, docx)).toBe('Letter to Ann Lee.docx');
    expect(outputName({ name: 'Letter', output: 'Letter to {[Name]}.docx' }, scope, docx)).toBe(
      'Letter to Ann Lee.docx',
    );
    expect(outputName({ name: 'Letter', output: 'Letter.txt' }, scope, docx)).toBe('Letter.txt.docx');
  });

  it('keeps a text or file template’s own extension, else gives it the fallback one', () => {
    expect(outputName({ name: 'Data', output: '{[Name]}.csv' }, scope, text)).toBe('Ann Lee.csv');
    expect(outputName({ name: 'Memo', output: 'Memo' }, scope, text)).toBe('Memo.txt');
  });

  it('names the file after the template when the name is empty, unanswered or only unsafe characters', () => {
    expect(outputName({ name: 'Memo' }, scope, text)).toBe('Memo.txt');
    expect(outputName({ name: 'Memo', output: '{[Missing]}' }, scope, text)).toBe('Memo.txt');
    expect(outputName({ name: 'Memo', output: '///' }, scope, text)).toBe('Memo.txt');
  });

  it('takes out characters no file system or zip takes, and keeps names short', () => {
    expect(outputName({ name: 'M', output: 'From {[City]}: "a*b?"' }, scope, text)).toBe('From Oslo Bergen a b.txt');
    expect(outputName({ name: 'M', output: '..hidden' }, scope, text)).toBe('hidden.txt');
    const long = outputName({ name: 'M', output: 'x'.repeat(500) }, scope, docx);
    expect([long.length, long.endsWith('.docx')]).toEqual([200, true]);
  });

  it('fails naming the template when the name does not compile', () => {
    expect(() => outputName({ name: 'Letter', output: 'To {[Name' }, scope, docx)).toThrow(TemplateFailure);
  });
});
