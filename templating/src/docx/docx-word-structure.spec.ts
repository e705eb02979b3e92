import PizZip from 'pizzip';
import { createScope } from '../expression';
import { assembleDocx } from './assemble-docx';
import { compileDocx } from './compile-docx';
import { DocxTemplateError } from './docx-template-error';
import { buildDocx, contentControl, paragraph, readDocxParagraphs, run } from './docx-test-package';

function assemble(body: string, data: Record<string, unknown>): string[] {
  return readDocxParagraphs(assembleDocx(buildDocx(body), createScope(data)));
}

function refusal(body: string): DocxTemplateError {
  try {
    compileDocx(buildDocx(body));
  } catch (error) {
    if (error instanceof DocxTemplateError) return error;
    throw error;
  }
  throw new Error('compileDocx accepted the template');
}

const Items = [{ Name: 'Al' }, { Name: 'Bo' }, { Name: 'Cy' }];

describe('block fields sharing a paragraph with text, the block spanning paragraphs', () => {
  it.each([
    [
      '{[endif]} with a trailing space',
      paragraph('{[if A]}') + paragraph('body') + paragraph('{[endif]} '),
      ['body'],
      [],
    ],
    ['{[endif]}.', paragraph('{[if A]}') + paragraph('body') + paragraph('{[endif]}.'), ['body', '.'], ['.']],
    ['x{[if A]}', paragraph('x{[if A]}') + paragraph('body') + paragraph('{[endif]}'), ['x', 'body'], ['x']],
    [
      'if and endif both with text',
      paragraph('Dear {[if A]}') + paragraph('body') + paragraph('{[endif]} Regards'),
      ['Dear', 'body', 'Regards'],
      ['Dear', 'Regards'],
    ],
  ])('%s: a paragraph block, the text kept outside it', (_name, body, whenTrue, whenFalse) => {
    expect(assemble(paragraph('top') + body, { A: true })).toEqual(['top', ...whenTrue]);
    expect(assemble(paragraph('top') + body, { A: false })).toEqual(['top', ...whenFalse]);
  });

  it('else and elseif with text around them still switch whole paragraphs', () => {
    const body =
      paragraph('{[if A]} ') +
      paragraph('one') +
      paragraph('{[elseif B]}x') +
      paragraph('two') +
      paragraph('{[else]}') +
      paragraph('three') +
      paragraph('{[endif]}.');
    expect(assemble(body, { A: true })).toEqual(['one', '.']);
    expect(assemble(body, { B: true })).toEqual(['x', 'two', '.']);
    expect(assemble(body, {})).toEqual(['three', '.']);
  });

  it('a paragraph list with text after {[endlist]} repeats whole paragraphs', () => {
    const body = paragraph('Kids: {[list Items]}') + paragraph('- {[Name]}') + paragraph('{[endlist]}.');
    expect(assemble(body, { Items })).toEqual(['Kids:', '- Al', '- Bo', '- Cy', '.']);
  });

  it('keeps the formatting of the run cut in two', () => {
    const body =
      `<w:p><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:rPr><w:b/></w:rPr><w:t>bold {[if A]}</w:t></w:r></w:p>` +
      paragraph('body') +
      paragraph('{[endif]}');
    const docx = assembleDocx(buildDocx(body), createScope({ A: true }));
    const document = new PizZip(docx).file('word/document.xml')!.asText();
    expect(document).toContain(
      '<w:p><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">bold</w:t></w:r></w:p>',
    );
  });

  it('repeats or shows table rows when the block runs from cell to cell of one table', () => {
    const cell = (text: string) => `<w:tc>${paragraph(text)}</w:tc>`;
    const table = `<w:tbl><w:tr>${cell('{[if A]}a')}${cell('b')}</w:tr><w:tr>${cell('c')}${cell('d{[endif]}')}</w:tr><w:tr>${cell('e')}${cell('f')}</w:tr></w:tbl>`;
    expect(assemble(table, { A: true })).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(assemble(table, { A: false })).toEqual(['e', 'f']);
  });

  it.each([
    [
      'from the body into a table',
      paragraph('{[if A]}') + `<w:tbl><w:tr><w:tc>${paragraph('x{[endif]}')}</w:tc></w:tr></w:tbl>`,
      '{[if A]}',
      /same table cell/,
    ],
    [
      'else dividing a block of table cells',
      `<w:tbl><w:tr><w:tc>${paragraph('{[if A]}')}</w:tc><w:tc>${paragraph('{[else]}')}</w:tc><w:tc>${paragraph('{[endif]}')}</w:tc></w:tr></w:tbl>`,
      '{[if A]}',
      /\{\[else\]\} cannot divide \{\[if A\]\}/,
    ],
  ])('refuses a block %s at compile time, naming the field', (_name, body, field, message) => {
    const error = refusal(body);
    expect(error.problems[0]).toMatchObject({
      field,
      message: expect.stringMatching(message),
      file: 'word/document.xml',
    });
    expect(error.problems[0].context).toContain(field);
  });
});

describe('content-control fields (Knackly add-in)', () => {
  it('reads a plain-text and a rich-text inline control as fields, keeping the run formatting', () => {
    const body = `<w:p>${run('Dear ')}${contentControl(run('[Name]', { bold: true }))}${run(', ')}${contentControl(run('[Age]'), { plain: true })}</w:p>`;
    const docx = assembleDocx(buildDocx(body), createScope({ Name: 'Ann', Age: 41 }));
    expect(readDocxParagraphs(docx)).toEqual(['Dear Ann, 41']);
    const xml = new PizZip(docx).file('word/document.xml')!.asText();
    expect(xml).not.toContain('w:sdt');
    expect(xml).toContain('<w:rPr><w:b/></w:rPr><w:t xml:space="preserve">Ann</w:t>');
  });

  it('reads block-level controls around paragraphs as if/else/endif and list/endlist, mixed with typed fields', () => {
    const block = (text: string) => contentControl(paragraph(text));
    const body =
      block('[if A]') +
      paragraph('yes {[Name]}') +
      block('[else]') +
      paragraph('no') +
      paragraph('{[endif]}') +
      `<w:p>${contentControl(run('[list Items]'))}</w:p>` +
      paragraph('- {[Name]}') +
      block('[endlist]');
    expect(assemble(body, { A: true, Name: 'Ann', Items })).toEqual(['yes Ann', '- Al', '- Bo', '- Cy']);
    expect(assemble(body, { A: false, Items: [] })).toEqual(['no']);
    expect(compileDocx(buildDocx(body)).fields.map((f) => f.kind)).toEqual([
      'if',
      'value',
      'else',
      'endif',
      'list',
      'value',
      'endlist',
    ]);
  });

  it('reads a control whose text Word split over runs, and inline if/elseif/endif controls', () => {
    const body =
      `<w:p>${contentControl(run('[if A') + run(']'))}yes${contentControl(run('[elseif B]'))}maybe${contentControl(run('[endif]'))}</w:p>`.replace(
        /(<\/w:sdt>)(yes|maybe)/g,
        (_m, end: string, text: string) => `${end}${run(text)}`,
      );
    expect(assemble(body, { A: true })).toEqual(['yes']);
    expect(assemble(body, { B: true })).toEqual(['maybe']);
  });

  it('leaves other content controls alone', () => {
    const body = `<w:p>${contentControl(run('Pick a date'))}${run(' {[Name]}')}</w:p>`;
    const docx = assembleDocx(buildDocx(body), createScope({ Name: 'Ann' }));
    expect(readDocxParagraphs(docx)).toEqual(['Pick a date Ann']);
  });
});

describe('fields Word splits or marks up', () => {
  it.each([
    [
      'proofing marks',
      `<w:p><w:r><w:t>{[Na</w:t></w:r><w:proofErr w:type="spellStart"/><w:r><w:t>me]}</w:t></w:r><w:proofErr w:type="spellEnd"/></w:p>`,
    ],
    [
      'a bookmark',
      `<w:p><w:r><w:t>{[</w:t></w:r><w:bookmarkStart w:id="0" w:name="_GoBack"/><w:bookmarkEnd w:id="0"/><w:r><w:t>Name]}</w:t></w:r></w:p>`,
    ],
    [
      'a run with properties only',
      `<w:p><w:r><w:t>{[Na</w:t></w:r><w:r><w:rPr><w:b/></w:rPr></w:r><w:r><w:t>me]}</w:t></w:r></w:p>`,
    ],
    ['zero-width spaces inside', paragraph('{\u200b[Na\u200bme\u200c]\u200b}')],
    ['zero-width spaces between runs', paragraph('{[\u200b', 'Name', '\u200b]}')],
  ])('still one field with %s', (_name, body) => {
    expect(assemble(body, { Name: 'Ann' })).toEqual(['Ann']);
    expect(compileDocx(buildDocx(body)).fields).toHaveLength(1);
  });

  it('keeps zero-width spaces in text outside fields', () => {
    expect(assemble(paragraph('a\u200bb {[Name]}'), { Name: 'Ann' })).toEqual(['a\u200bb Ann']);
  });

  it('a block field split over runs and shared with text is still lifted into its own paragraph', () => {
    const body =
      `<w:p><w:r><w:t xml:space="preserve">x {[i</w:t></w:r><w:r><w:t>f A]}</w:t></w:r></w:p>` +
      paragraph('body') +
      paragraph('{[end', 'if]}.');
    expect(assemble(body, { A: false })).toEqual(['x', '.']);
  });
});

describe('templates in a field syntax we do not support', () => {
  it.each([
    [
      'Word MERGEFIELDs',
      `<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> MERGEFIELD  FirstName \\* MERGEFORMAT </w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`,
      /MERGEFIELD fields are not supported: retype \{ MERGEFIELD FirstName \} as \{\[FirstName\]\}/,
    ],
    [
      'simple MERGEFIELDs',
      `<w:p><w:fldSimple w:instr=" MERGEFIELD Last "><w:r><w:t>«Last»</w:t></w:r></w:fldSimple></w:p>`,
      /MERGEFIELD/,
    ],
    ['«» mail-merge text', paragraph('Dear «FirstName»,'), /mail-merge fields «Name»/],
    ['{{mustache}} fields', paragraph('Dear {{FirstName}},'), /mustache fields/],
  ])('says so for %s instead of compiling to no fields', (_name, body, message) => {
    expect(() => compileDocx(buildDocx(body))).toThrow(message);
  });

  it('still compiles a document with no field at all', () => {
    expect(compileDocx(buildDocx(paragraph('Just text'))).fields).toEqual([]);
  });
});

describe('punctuation of paragraph lists', () => {
  it('a punc filter on a list of whole paragraphs punctuates each paragraph', () => {
    const body = paragraph('{[list Items|punc:"1, 2, and 3"]}') + paragraph('{[Name]}') + paragraph('{[endlist]}');
    expect(assemble(body, { Items })).toEqual(['Al,', 'Bo, and', 'Cy']);
    expect(assemble(body, { Items: Items.slice(0, 2) })).toEqual(['Al and', 'Bo']);
  });

  it('after filters that keep the punctuation, and at the end of an item of several paragraphs', () => {
    const body =
      paragraph('{[list Items|punc:"1; 2; or 3"|sort:"-Name"]}') +
      paragraph('Name:') +
      paragraph('{[Name]}') +
      paragraph('{[endlist]}');
    expect(assemble(body, { Items })).toEqual(['Name:', 'Cy;', 'Name:', 'Bo; or', 'Name:', 'Al']);
  });

  it('leaves a paragraph list without punc unpunctuated', () => {
    const body = paragraph('{[list Items]}') + paragraph('{[Name]}') + paragraph('{[endlist]}');
    expect(assemble(body, { Items })).toEqual(['Al', 'Bo', 'Cy']);
  });
});
