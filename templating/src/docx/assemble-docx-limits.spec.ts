import { createScope } from '../expression';
import { assembleDocxWithReport } from './assemble-docx';
import { compileDocx } from './compile-docx';
import { DocxTemplateError } from './docx-template-error';
import { buildDocx, paragraph, readDocxParagraphs } from './docx-test-package';

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

const L = Array.from({ length: 2000 }, (_, i) => i);

describe('Word assembly limits', () => {
  it.each([
    [
      'paragraphs',
      ['{[list L]}', '{[list _parent.L]}', '{[list _parent._parent.L]}', '{[if false]}', 'x', '{[endif]}']
        .concat(['{[endlist]}', '{[endlist]}', '{[endlist]}'])
        .map((text) => paragraph(text))
        .join(''),
    ],
    [
      'one paragraph',
      paragraph(
        '{[list L]}{[list _parent.L]}{[list _parent._parent.L]}{[if false]}x{[endif]}{[endlist]}{[endlist]}{[endlist]}',
      ),
    ],
  ])('stops nested lists (in %s) with one budget for the whole document', (_name, body) => {
    const started = Date.now();
    const error = thrown(() => assembleDocxWithReport(buildDocx(body), createScope({ L })));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(error).toBeInstanceOf(DocxTemplateError);
    expect((error as DocxTemplateError).problems).toEqual([
      {
        message: 'Template stopped: over 1000000 steps in all (lists repeated too often?)',
        field: expect.stringMatching(/^\{\[/),
        context: expect.stringContaining('{[list'),
      },
    ]);
  });

  it('lets a long table through and takes a budget of its own', () => {
    const cell = (text: string) => `<w:tc>${paragraph(text)}</w:tc>`;
    const row = [cell('{[list L]}{[this]}'), cell('{[this + 1]}'), cell('{[this]}{[endlist]}')].join('');
    const docx = buildDocx(`<w:tbl><w:tr>${row}</w:tr></w:tbl>`);
    const rows = Array.from({ length: 1000 }, (_, i) => i);
    const result = assembleDocxWithReport(docx, createScope({ L: rows }));
    expect(readDocxParagraphs(result.bytes).slice(0, 3)).toEqual(['0', '1', '0']);
    expect(
      thrown(() => assembleDocxWithReport(docx, createScope({ L: rows }), { renderStepBudget: 10_000 })),
    ).toMatchObject({
      problems: [{ message: expect.stringMatching(/over 10000 steps in all/) }],
    });
  });

  it('reports a value nested too deeply at its field instead of failing with a docxtemplater error', () => {
    const Items = Array.from({ length: 30_000 }, () => 1);
    const result = assembleDocxWithReport(
      buildDocx(paragraph('{[Items|reduce:"[_result]":1]}|{[Items.length]}')),
      createScope({ Items }),
    );
    expect(readDocxParagraphs(result.bytes)).toEqual(['|30000']);
    expect(result.errors).toEqual([
      { field: '{[Items|reduce:"[_result]":1]}', message: 'Value nested too deeply (over 100 levels)' },
    ]);
  });

  it('refuses blocks nested past 100 levels quickly, before docxtemplater pairs them', () => {
    const started = Date.now();
    const error = thrown(() =>
      compileDocx(buildDocx(paragraph('{[if true]}'.repeat(20_000) + 'X' + '{[endif]}'.repeat(20_000)))),
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error).toBeInstanceOf(DocxTemplateError);
    expect((error as DocxTemplateError).problems[0]).toMatchObject({
      message: 'Blocks nested too deeply (over 100 levels)',
      field: '{[if true]}',
    });
  });
});
