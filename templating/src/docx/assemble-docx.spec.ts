import PizZip from 'pizzip';
import { createScope } from '../expression';
import { assembleDocx, assembleDocxWithReport } from './assemble-docx';
import { DocxTemplateError } from './docx-template-error';
import { buildDocx, paragraph, readDocxParagraphs } from './docx-test-package';

function assemble(body: string, data: Record<string, unknown>, formulas?: Record<string, string>): string[] {
  return readDocxParagraphs(assembleDocx(buildDocx(body), createScope(data, { formulas })));
}

describe('assembleDocx', () => {
  it('fills a field that Word split across runs, keeping the text around it', () => {
    const body = `<w:p><w:r><w:t xml:space="preserve">Dear </w:t></w:r><w:r><w:t>{[Na</w:t></w:r><w:r><w:t>me]}</w:t></w:r><w:r><w:t>,</w:t></w:r></w:p>`;
    expect(assemble(body, { Name: 'Ada Lovelace' })).toEqual(['Dear Ada Lovelace,']);
  });

  it('evaluates expressions with filters and formulas, escaping XML special characters', () => {
    const body = paragraph('{[Client.First + " " + Client.Last|upper]} owes {[Total]} & more <ok>');
    expect(assemble(body, { Client: { First: 'Ann', Last: 'Lee' }, Price: 20 }, { Total: 'Price * 2' })).toEqual([
      'ANN LEE owes 40 & more <ok>',
    ]);
    expect(assemble(paragraph('{[Who]}'), { Who: 'Tom & <Jerry>' })).toEqual(['Tom & <Jerry>']);
  });

  it('accepts typographic quotes that Word puts in typed expressions', () => {
    expect(assemble(paragraph('{[Name + \u201c!\u201d]}'), { Name: 'Hi' })).toEqual(['Hi!']);
  });

  it('shows an unanswered value as the text templates do, and reports it', () => {
    const result = assembleDocxWithReport(
      buildDocx(paragraph('Dear {[Name]}, {[Title|else:"friend"]}')),
      createScope({}),
    );
    expect(readDocxParagraphs(result.bytes)).toEqual(['Dear [Name], friend']);
    expect(result.unanswered).toEqual(expect.arrayContaining(['Name', 'Title']));
  });

  describe('if / elseif / else', () => {
    const body =
      paragraph('Start') +
      paragraph('{[if Age >= 18]}') +
      paragraph('Adult') +
      paragraph('{[elseif Age >= 13]}') +
      paragraph('Teen') +
      paragraph('{[else]}') +
      paragraph('Child') +
      paragraph('{[endif]}') +
      paragraph('End');
    it.each([
      [30, 'Adult'],
      [15, 'Teen'],
      [4, 'Child'],
    ])('age %s shows only "%s", with no empty paragraph left', (age, shown) => {
      expect(assemble(body, { Age: age })).toEqual(['Start', shown, 'End']);
    });

    it('an unanswered condition counts as false', () => {
      expect(assemble(body, {})).toEqual(['Start', 'Child', 'End']);
    });

    it('works inline, inside one paragraph', () => {
      const inline = paragraph('Dear {[if Male]}Mr{[elseif Female]}Ms{[else]}Mx{[endif]} {[Last]}.');
      expect(assemble(inline, { Male: true, Last: 'Lee' })).toEqual(['Dear Mr Lee.']);
      expect(assemble(inline, { Female: true, Last: 'Lee' })).toEqual(['Dear Ms Lee.']);
      expect(assemble(inline, { Last: 'Lee' })).toEqual(['Dear Mx Lee.']);
    });

    it('works with markers in runs of their own, as Word splits them', () => {
      const split =
        '<w:p><w:r><w:t>{[if A]}</w:t></w:r><w:r><w:t>yes</w:t></w:r><w:r><w:t>{[el</w:t></w:r><w:r><w:t>se]}</w:t></w:r><w:r><w:t>no</w:t></w:r><w:r><w:t>{[endif]}</w:t></w:r></w:p>';
      expect(assemble(split, { A: true })).toEqual(['yes']);
      expect(assemble(split, { A: false })).toEqual(['no']);
    });

    it('nests', () => {
      const nested =
        paragraph('{[if A]}') +
        paragraph('{[if B]}') +
        paragraph('AB') +
        paragraph('{[else]}') +
        paragraph('A only') +
        paragraph('{[endif]}') +
        paragraph('{[endif]}') +
        paragraph('end');
      expect(assemble(nested, { A: true, B: true })).toEqual(['AB', 'end']);
      expect(assemble(nested, { A: true })).toEqual(['A only', 'end']);
      expect(assemble(nested, {})).toEqual(['end']);
    });
  });

  describe('list', () => {
    const data = {
      Client: 'Acme',
      Children: [
        { Name: 'Ann', Pets: ['cat', 'dog'] },
        { Name: 'Bob', Pets: [] },
        { Name: 'Cy', Pets: ['fish'] },
      ],
    };

    it('repeats paragraphs with _index, _index0, this and outer names, leaving no empty paragraph', () => {
      const body =
        paragraph('Kids:') +
        paragraph('{[list Children]}') +
        paragraph('{[_index]}/{[_index0]}. {[Name]} ({[this.Name|lower]}) of {[Client]}') +
        paragraph('{[endlist]}') +
        paragraph('done');
      expect(assemble(body, data)).toEqual([
        'Kids:',
        '1/0. Ann (ann) of Acme',
        '2/1. Bob (bob) of Acme',
        '3/2. Cy (cy) of Acme',
        'done',
      ]);
    });

    it('nests lists, with _parent and conditions inside', () => {
      const body =
        paragraph('{[list Children]}') +
        paragraph('{[Name]}:') +
        paragraph('{[list Pets]}') +
        paragraph('- {[this]} of {[_parent.Name]} #{[_index]}') +
        paragraph('{[endlist]}') +
        paragraph('{[if Pets.length == 0]}') +
        paragraph('- no pets') +
        paragraph('{[endif]}') +
        paragraph('{[endlist]}');
      expect(assemble(body, data)).toEqual([
        'Ann:',
        '- cat of Ann #1',
        '- dog of Ann #2',
        'Bob:',
        '- no pets',
        'Cy:',
        '- fish of Cy #1',
      ]);
    });

    it('repeats inline, with the list punctuation of punc', () => {
      const body = paragraph('Children: {[list Children|punc:"1, 2, and 3"]}{[Name]}{[endlist]}.');
      expect(assemble(body, data)).toEqual(['Children: Ann, Bob, and Cy.']);
    });

    it('repeats a table row whose cells hold the list fields', () => {
      const cell = (text: string) => `<w:tc>${paragraph(text)}</w:tc>`;
      const table = `<w:tbl><w:tr>${cell('Name')}${cell('Pets')}</w:tr><w:tr>${cell('{[list Children|punc:"1, 2, and 3"]}{[Name]}')}${cell('{[Pets.length]}{[endlist]}')}</w:tr></w:tbl>`;
      const docx = assembleDocx(buildDocx(table), createScope(data));
      expect(readDocxParagraphs(docx)).toEqual(['Name', 'Pets', 'Ann', '2', 'Bob', '0', 'Cy', '1']);
      const xml = new PizZip(docx).file('word/document.xml')!.asText();
      expect(xml.match(/<w:tr>/g)).toHaveLength(4);
      // `punc` has no place between rows: no stray text outside the cells.
      expect(xml).not.toMatch(/<\/w:(tr|tc|p)>[^<]/);
    });

    it('an unanswered or empty list shows nothing', () => {
      const body =
        paragraph('a') +
        paragraph('{[list Items]}') +
        paragraph('{[this]}') +
        paragraph('{[endlist]}') +
        paragraph('b');
      expect(assemble(body, {})).toEqual(['a', 'b']);
      expect(assemble(body, { Items: [] })).toEqual(['a', 'b']);
    });
  });

  it('reports an evaluation error at its field and keeps going', () => {
    const result = assembleDocxWithReport(
      buildDocx(paragraph('{[Items|map:this.trim()]}|{[Ok]}')),
      createScope({ Items: [{ a: 1 }], Ok: 'fine' }),
    );
    expect(readDocxParagraphs(result.bytes)).toEqual(['|fine']);
    expect(result.errors).toEqual([
      { field: '{[Items|map:this.trim()]}', message: "'trim' is not a method of records" },
    ]);
  });

  it('refuses a template whose expression does not compile, naming the field and the text around it', () => {
    const docx = buildDocx(paragraph('Hello {[Name.constructor]} there'));
    expect(() => assembleDocx(docx, createScope({}))).toThrow(DocxTemplateError);
    expect(() => assembleDocx(docx, createScope({}))).toThrow(/near "Hello \{\[Name.constructor\]\} there"/);
  });
});
