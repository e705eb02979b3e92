import type { Member } from '../../types';
import { renderTemplate } from './render-template';
import { runScope } from './run-scope';
import { TemplateFailure } from './template-failure';

const template = (properties: Record<string, unknown>) => ({ _id: 't1', name: 'Memo', ...properties }) as Member;
const inputs = {
  scope: runScope({ Name: 'Ann', Items: ['a', 'b'] }, []),
  fileDate: new Date('2026-01-01T00:00:00Z'),
  readTemplateFile: () => Promise.reject(new Error('no file')),
};
const text = async (properties: Record<string, unknown>) => {
  const rendered = await renderTemplate(template(properties), inputs);
  return { name: rendered.name, ext: rendered.ext, text: new TextDecoder().decode(rendered.bytes) };
};

describe('rendering a text, markdown or file template for a run', () => {
  it('renders a text template as a .txt file; unanswered fields show as in the designer', async () => {
    expect(await text({ type: 'text', text: 'Hi {[Name]} {[Missing]}', output: 'Hi {[Name]}' })).toEqual({
      name: 'Hi Ann.txt',
      ext: 'txt',
      text: 'Hi Ann [Missing]',
    });
  });

  it('renders a markdown text template as an HTML page named after the file', async () => {
    const page = await text({ type: 'text', contentType: 'markdown', text: '# To {[Name]}\n\n*Welcome*' });
    expect(page).toMatchObject({ name: 'Memo.html', ext: 'html' });
    expect(page.text).toContain('<title>Memo.html</title>');
    expect(page.text).toContain('<h1>To Ann</h1>');
    expect(page.text).toContain('<em>Welcome</em>');
  });

  it('gives a file template the extension its assembled file name gives', async () => {
    expect(await text({ type: 'file', text: '{[Items|punc:"1,2"]}', output: '{[Name]}.csv' })).toEqual({
      name: 'Ann.csv',
      ext: 'csv',
      text: 'a,b',
    });
  });

  it('fails naming the template on an unknown filter, and on a Word template without a file', async () => {
    await expect(renderTemplate(template({ type: 'text', text: '{[Name|shout]}' }), inputs)).rejects.toThrow(
      TemplateFailure,
    );
    await expect(renderTemplate(template({ name: 'Letter', type: 'docx' }), inputs)).rejects.toMatchObject({
      template: 'Letter',
      reason: 'The template has no file: upload one in the designer.',
    });
  });
});
