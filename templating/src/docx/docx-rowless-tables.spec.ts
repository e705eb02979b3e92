import PizZip from 'pizzip';
import { createScope } from '../expression';
import { assembleDocx } from './assemble-docx';
import { withoutRowlessTables } from './docx-rowless-tables';
import { wordStructureProblems } from './docx-structure-check';
import { buildDocx, paragraph, readDocxParagraphs } from './docx-test-package';

const cell = (text: string) => `<w:tc>${paragraph(text)}</w:tc>`;
/** A table whose only row repeats over Items, with a header row when asked. */
const rowList = (header = false) =>
  `<w:tbl><w:tblPr/><w:tblGrid/>${header ? `<w:tr>${cell('Name')}${cell('Age')}</w:tr>` : ''}` +
  `<w:tr>${cell('{[list Items]}{[Name]}')}${cell('{[Age]}{[endlist Items]}')}</w:tr></w:tbl>`;
const Items = [
  { Name: 'Al', Age: 3 },
  { Name: 'Bo', Age: 30 },
];

function assembled(docx: Uint8Array, data: Record<string, unknown>, part = 'word/document.xml') {
  const bytes = assembleDocx(docx, createScope(data));
  const xml = new PizZip(bytes).file(part)!.asText();
  return { xml, paragraphs: readDocxParagraphs(bytes, part), problems: wordStructureProblems(xml) };
}

describe('a list of table rows with no items', () => {
  it('removes the table, keeping a paragraph in a body left with nothing else', () => {
    const result = assembled(buildDocx(rowList()), { Items: [] });
    expect(result.xml).not.toContain('<w:tbl');
    expect(result.xml).toContain('<w:body><w:p/><w:sectPr>');
    expect(result.problems).toEqual([]);
  });

  it('removes it between paragraphs and before the section without adding any', () => {
    const result = assembled(buildDocx(paragraph('Top') + rowList() + paragraph('Bottom') + rowList()), { Items: [] });
    expect(result.paragraphs).toEqual(['Top', 'Bottom']);
    expect(result.xml).not.toContain('<w:tbl');
    expect(result.problems).toEqual([]);
  });

  it('keeps a table that still has rows, and fills the rows when there are items', () => {
    expect(assembled(buildDocx(rowList(true)), { Items: [] }).paragraphs).toEqual(['Name', 'Age']);
    expect(assembled(buildDocx(rowList()), { Items }).paragraphs).toEqual(['Al', '3', 'Bo', '30']);
  });

  it('keeps a paragraph in a header or footer the table was alone in', () => {
    const docx = buildDocx(paragraph('body'), { headers: [rowList()], footers: [rowList()] });
    for (const part of ['word/header1.xml', 'word/footer1.xml']) {
      const result = assembled(docx, { Items: [] }, part);
      expect(result.xml).not.toContain('<w:tbl');
      expect(result.paragraphs).toEqual(['']);
      expect(result.problems).toEqual([]);
    }
  });

  it('removes a nested table, the cell keeping its paragraph', () => {
    const result = assembled(buildDocx(`<w:tbl><w:tr><w:tc>${rowList()}<w:p/></w:tc></w:tr></w:tbl>`), { Items: [] });
    expect(result.xml).toContain('<w:tbl><w:tr><w:tc><w:p/></w:tc></w:tr></w:tbl>');
    expect(result.problems).toEqual([]);
  });

  it('removes it inside each item of a punctuated paragraph list', () => {
    const body =
      paragraph('{[list Outer|punc:"1 and 2"]}') + paragraph('{[Label]}') + rowList() + paragraph('{[endlist]}');
    const result = assembled(buildDocx(body), {
      Outer: [
        { Label: 'a', Items: [] },
        { Label: 'b', Items: [] },
      ],
    });
    expect(result.paragraphs).toEqual(['a and', 'b']);
    expect(result.xml).not.toContain('<w:tbl');
    expect(result.problems).toEqual([]);
  });
});

describe('withoutRowlessTables', () => {
  const body = (xml: string) => `<w:document xmlns:w="w"><w:body>${xml}<w:sectPr/></w:body></w:document>`;
  const row = '<w:tr><w:tc><w:p/></w:tc></w:tr>';

  it.each([
    ['a table without rows before the section', '<w:p/><w:tbl><w:tblPr/></w:tbl>', '<w:p/>'],
    ['a table that was all the body', '<w:tbl><w:tblGrid/></w:tbl>', '<w:p/>'],
    ['a nested table a cell ended with', `<w:tbl><w:tr><w:tc><w:p/><w:tbl/></w:tc></w:tr></w:tbl><w:p/>`, ''],
    ['a nested table a cell held alone', `<w:tbl><w:tr><w:tc><w:tcPr/><w:tbl></w:tbl></w:tc></w:tr></w:tbl><w:p/>`, ''],
  ])('removes %s, keeping the container legal', (_name, xml, kept) => {
    const out = withoutRowlessTables(body(xml));
    expect(wordStructureProblems(out)).toEqual([]);
    if (kept) expect(out).toBe(body(kept));
  });

  it('keeps tables with rows, rows inside a row-level content control included', () => {
    const xml = body(`<w:tbl>${row}</w:tbl><w:tbl><w:sdt><w:sdtContent>${row}</w:sdtContent></w:sdt></w:tbl><w:p/>`);
    expect(withoutRowlessTables(xml)).toBe(xml);
  });

  it('gives a header emptied by another repair a paragraph, and leaves a part without tables as it is', () => {
    expect(withoutRowlessTables('<w:hdr xmlns:w="w"></w:hdr>')).toBe('<w:hdr xmlns:w="w"><w:p/></w:hdr>');
    const plain = body('<w:p><w:r><w:t>x</w:t></w:r></w:p>');
    expect(withoutRowlessTables(plain)).toBe(plain);
  });
});
