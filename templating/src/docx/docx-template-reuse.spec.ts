import PizZip from 'pizzip';
import { createScope } from '../expression';
import { assembleDocxWithReport, type AssembledDocx } from './assemble-docx';
import { compileDocx } from './compile-docx';
import { DocxAssembly } from './docx-evaluation';
import { DocxTemplateError } from './docx-template-error';
import { buildDocx, paragraph, readDocxParagraphs } from './docx-test-package';
import { openDocxTemplate } from './open-docx-template';
import { renderOpenedTemplate } from './render-opened-template';

/**
 * assembleDocx keeps the templates it opened and renders them again (docx-template-cache.ts,
 * render-opened-template.ts). These tests assemble one template many times with different data and
 * check that each document is the one a freshly opened template gives, with nothing carried over.
 */

const cell = (text: string) => `<w:tc>${paragraph(text)}</w:tc>`;

/** Every kind of block: paragraph and inline lists, punctuated ones, nested lists, conditions, a table row list, a header. */
function richTemplate(): Uint8Array {
  return buildDocx(
    paragraph('Dear {[Title|else:"client"]} {[Name]},') +
      paragraph('Heirs: {[list Heirs|punc:"1, 2 and 3"]}{[Name]}{[endlist]}.') +
      paragraph('{[list Heirs|punc:"1, 2, and 3"]}') +
      paragraph('{[_index]}. {[Name|upper]}{[if Age < 18]} (minor, guardian {[_parent.Name]}){[endif]}') +
      paragraph('{[list Gifts]}') +
      paragraph('gift {[this]} of {[Name]}') +
      paragraph('{[endlist]}') +
      paragraph('{[endlist]}') +
      paragraph('{[if Count > 2]}') +
      paragraph('Many') +
      paragraph('{[elseif Count > 0]}') +
      paragraph('Some') +
      paragraph('{[else]}') +
      paragraph('None') +
      paragraph('{[endif]}') +
      `<w:tbl><w:tr>${cell('{[list Heirs]}{[Name]}')}${cell('{[Age * 2]}{[endlist]}')}</w:tr></w:tbl>` +
      paragraph('Total {[Total|format:"0,0.00"]}, code {[Code.trim()]}; checked {[Missing.Thing]}'),
    { headers: [paragraph('File of {[Name]}')], footers: [paragraph('{[if Count > 0]}Count {[Count]}{[endif]}')] },
  );
}

const DATA_SETS: Record<string, unknown>[] = [
  {
    Name: 'Ann Lee',
    Title: 'Dr',
    Count: 3,
    Total: 1234.5,
    Code: ' A1 ',
    Heirs: [
      { Name: 'Bo', Age: 12, Gifts: ['a clock', 'a book'] },
      { Name: 'Cy', Age: 30, Gifts: [] },
      { Name: 'Di', Age: 40, Gifts: ['a car'] },
    ],
  },
  { Name: 'Tom', Count: 1, Total: 2, Code: { A: 1 }, Heirs: [{ Name: 'Ed', Age: 5, Gifts: ['a hat'] }] },
  { Name: 'Zoe', Count: 0, Total: 7, Code: 'Z', Heirs: [], Missing: { Thing: 'there' } },
];

const PARTS = ['word/document.xml', 'word/header1.xml', 'word/footer1.xml'];

/** The templated parts of an assembled document, as XML text: the zip's own bytes carry dates. */
function partsOf(bytes: Uint8Array): string[] {
  const zip = new PizZip(bytes);
  return PARTS.map((name) => zip.file(name)?.asText() ?? '');
}

/** What a template opened for this one assembly gives, as assembleDocx did before it kept templates. */
function assembleFresh(template: Uint8Array, data: Record<string, unknown>) {
  const opened = openDocxTemplate(template);
  const assembly = new DocxAssembly(createScope(data));
  renderOpenedTemplate(opened, assembly);
  const bytes = opened.doc.getZip().generate({ type: 'uint8array' });
  return { parts: partsOf(bytes), unanswered: [...assembly.unanswered].sort(), errors: assembly.errors };
}

function summary(result: AssembledDocx) {
  return { parts: partsOf(result.bytes), unanswered: result.unanswered, errors: result.errors };
}

describe('a Word template assembled again', () => {
  it('gives, for each data set and in any order, the document a freshly opened template gives', () => {
    const template = richTemplate();
    const expected = DATA_SETS.map((data) => assembleFresh(template, data));
    // Each data set follows every other one, twice round.
    for (const index of [0, 1, 2, 0, 2, 1, 0, 1]) {
      expect(summary(assembleDocxWithReport(template, createScope(DATA_SETS[index])))).toEqual(expected[index]);
    }
  });

  it('shows each assembly its own data, lists, conditions and report', () => {
    const template = richTemplate();
    const first = assembleDocxWithReport(template, createScope(DATA_SETS[0]));
    const second = assembleDocxWithReport(template, createScope(DATA_SETS[1]));
    const third = assembleDocxWithReport(template, createScope(DATA_SETS[2]));

    expect(readDocxParagraphs(first.bytes)).toEqual([
      'Dear Dr Ann Lee,',
      'Heirs: Bo, Cy and Di.',
      '1. BO (minor, guardian Ann Lee)',
      'gift a clock of Bo',
      'gift a book of Bo,',
      '2. CY, and',
      '3. DI',
      'gift a car of Di',
      'Many',
      'Bo',
      '24',
      'Cy',
      '60',
      'Di',
      '80',
      'Total 1,234.50, code A1; checked [Missing.Thing]',
    ]);
    expect(readDocxParagraphs(first.bytes, 'word/header1.xml')).toEqual(['File of Ann Lee']);
    expect(first.unanswered).toEqual(['Missing.Thing']);
    expect(first.errors).toEqual([]);

    expect(readDocxParagraphs(second.bytes)).toEqual([
      'Dear client Tom,',
      'Heirs: Ed.',
      '1. ED (minor, guardian Tom)',
      'gift a hat of Ed',
      'Some',
      'Ed',
      '10',
      'Total 2.00, code ; checked [Missing.Thing]',
    ]);
    expect(readDocxParagraphs(second.bytes, 'word/header1.xml')).toEqual(['File of Tom']);
    expect(readDocxParagraphs(second.bytes, 'word/footer1.xml')).toEqual(['Count 1']);
    expect(second.unanswered).toEqual(['Missing.Thing', 'Title']);
    expect(second.errors).toEqual([{ field: '{[Code.trim()]}', message: "'trim' is not a method of records" }]);

    expect(readDocxParagraphs(third.bytes)).toEqual([
      'Dear client Zoe,',
      'Heirs: .',
      'None',
      'Total 7.00, code Z; checked there',
    ]);
    expect(readDocxParagraphs(third.bytes, 'word/footer1.xml')).toEqual(['']);
    expect(third.unanswered).toEqual(['Title']);
    expect(third.errors).toEqual([]);
  });

  it('assembles fully after an assembly of the same template ran out of budget', () => {
    const template = buildDocx(paragraph('{[list L]}') + paragraph('{[this]}') + paragraph('{[endlist]}'));
    const L = Array.from({ length: 500 }, (_, i) => i);
    expect(() => assembleDocxWithReport(template, createScope({ L }), { renderStepBudget: 1000 })).toThrow(
      DocxTemplateError,
    );
    const full = assembleDocxWithReport(template, createScope({ L: [1, 2, 3] }));
    expect(readDocxParagraphs(full.bytes)).toEqual(['1', '2', '3']);
    expect(full.errors).toEqual([]);
  });

  it('answers from the same bytes in another buffer, and not from a buffer since filled with another template', () => {
    const first = buildDocx(paragraph('First {[Name]}'));
    const second = buildDocx(paragraph('Second {[Name]}!'));
    const buffer = new Uint8Array(Math.max(first.length, second.length));
    buffer.set(first);
    const asFirst = buffer.subarray(0, first.length);
    expect(readDocxParagraphs(assembleDocxWithReport(asFirst, createScope({ Name: 'A' })).bytes)).toEqual(['First A']);
    expect(readDocxParagraphs(assembleDocxWithReport(first.slice(), createScope({ Name: 'B' })).bytes)).toEqual([
      'First B',
    ]);
    buffer.set(second);
    const asSecond = buffer.subarray(0, second.length);
    expect(readDocxParagraphs(assembleDocxWithReport(asSecond, createScope({ Name: 'C' })).bytes)).toEqual([
      'Second C!',
    ]);
  });

  it('compiles and assembles one template in either order with the same fields', () => {
    const template = richTemplate();
    const before = compileDocx(template);
    assembleDocxWithReport(template, createScope(DATA_SETS[0]));
    expect(compileDocx(template)).toEqual(before);
    expect(before.variables).toEqual(expect.arrayContaining(['Heirs', 'Count', 'Total', 'Name']));
  });

  it('refuses a template that does not compile every time, with the same problems', () => {
    const broken = buildDocx(paragraph('{[if A]}') + paragraph('{[Name +]}'));
    const problems = () => {
      try {
        assembleDocxWithReport(broken, createScope({}));
      } catch (error) {
        return (error as DocxTemplateError).problems;
      }
      throw new Error('expected the template to be refused');
    };
    const first = problems();
    expect(first.length).toBeGreaterThanOrEqual(2);
    expect(problems()).toEqual(first);
  });
});
