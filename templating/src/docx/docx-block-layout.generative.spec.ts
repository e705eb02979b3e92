import PizZip from 'pizzip';
import { createScope } from '../expression';
import { assembleDocx } from './assemble-docx';
import { compileDocx } from './compile-docx';
import { DocxTemplateError } from './docx-template-error';
import { buildDocx, paragraph } from './docx-test-package';
import { wordStructureProblems } from './docx-structure-check';

/** How one piece of a layout follows the previous one. */
type Gap = 'same-run' | 'new-run' | 'paragraph' | 'cell' | 'row' | 'table';
const GAPS: Gap[] = ['same-run', 'new-run', 'paragraph', 'cell', 'row', 'table'];

type Paragraph = string[];
type Cell = Paragraph[];
type Table = { rows: Cell[][] };
type Body = (Paragraph | Table)[];

/**
 * Lays pieces of text out as a Word body, each gap moving to a new run, paragraph, cell, row, or in
 * or out of a table, the way an author's fields end up placed.
 */
function layOut(pieces: string[], gaps: Gap[], startInCell: boolean): string {
  const body: Body = [];
  let table: Table | undefined;
  let container: Paragraph[] = [];
  let para: Paragraph = [''];
  const enterTable = () => {
    table = { rows: [[[]]] };
    body.push(table);
    newCell(false);
  };
  const newCell = (row: boolean) => {
    if (!table) return enterTable();
    if (row) table.rows.push([]);
    const cells = table.rows[table.rows.length - 1];
    const cell: Cell = [];
    cells.push(cell);
    container = cell;
    para = [''];
    cell.push(para);
  };
  const newParagraph = () => {
    para = [''];
    if (table) container.push(para);
    else body.push(para);
  };
  if (startInCell) {
    table = { rows: [[]] };
    body.push(table);
    newCell(false);
  } else body.push(para);
  pieces.forEach((piece, i) => {
    const gap = i === 0 ? 'same-run' : gaps[i - 1];
    if (gap === 'new-run') para.push('');
    else if (gap === 'paragraph') newParagraph();
    else if (gap === 'cell' || gap === 'row') newCell(gap === 'row' && table !== undefined);
    else if (gap === 'table') {
      if (table) {
        table = undefined;
        newParagraph();
      } else enterTable();
    }
    para[para.length - 1] += piece;
  });
  const xmlOf = (p: Paragraph) => paragraph(...p);
  return body
    .map((block) =>
      Array.isArray(block)
        ? xmlOf(block)
        : `<w:tbl>${block.rows.map((r) => `<w:tr>${r.map((c) => `<w:tc>${c.map(xmlOf).join('')}</w:tc>`).join('')}</w:tr>`).join('')}</w:tbl>`,
    )
    .join('');
}

/** Block shapes: the fields of a block with the content between them. */
const BLOCKS: Record<string, string[]> = {
  if: ['{[if A]}', 'one {[V]}', '{[endif]}'],
  list: ['{[list Items]}', '{[Name]}', '{[endlist]}'],
  ifElse: ['{[if A]}', 'one', '{[else]}', 'two {[V]}', '{[endif]}'],
  chain: ['{[if A]}', 'one', '{[elseif B]}', '{[if A]}in{[endif]}two', '{[else]}', 'three', '{[endif]}'],
};
const BEFORE = ['', 'x'];
const AFTER = ['', ' ', '.'];

/** Small deterministic generator, so a failing layout can be found again from its number. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Layout {
  name: string;
  docx: Uint8Array;
  /** Whether the block goes in or out of a table or from cell to cell, where a refusal may be right. */
  crossesCells: boolean;
}

function layouts(): Layout[] {
  const found: Layout[] = [];
  const add = (block: string, gaps: Gap[], before: string, after: string, place: string) => {
    const pieces = [...BLOCKS[block]];
    pieces[0] = before + pieces[0];
    pieces.push(after);
    const xml = layOut(pieces, [...gaps, 'same-run'], place === 'cell');
    const name = `${block} ${place} [${gaps.join(',')}] before=${JSON.stringify(before)} after=${JSON.stringify(after)}`;
    const around = paragraph('Top {[V]}') + xml + paragraph('Bottom');
    const docx =
      place === 'header'
        ? buildDocx(paragraph('body'), { headers: [around] })
        : place === 'footer'
          ? buildDocx(paragraph('body'), { footers: [around] })
          : buildDocx(around);
    found.push({ name, docx, crossesCells: gaps.some((g) => g === 'cell' || g === 'row' || g === 'table') });
  };
  // Every placement of the two-field blocks in the body.
  for (const block of ['if', 'list'])
    for (const g1 of GAPS)
      for (const g2 of GAPS) for (const b of BEFORE) for (const a of AFTER) add(block, [g1, g2], b, a, 'body');
  // Every placement of if/else over runs and paragraphs: the layouts authors write most.
  const inText: Gap[] = ['same-run', 'new-run', 'paragraph'];
  for (const g1 of inText)
    for (const g2 of inText)
      for (const g3 of inText)
        for (const g4 of inText)
          for (const b of BEFORE) for (const a of ['', '.']) add('ifElse', [g1, g2, g3, g4], b, a, 'body');
  // A deterministic sample of the rest: blocks with markers, and blocks in headers, footers and cells.
  const next = random(15);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  for (let i = 0; i < 260; i += 1) {
    const block = pick(['if', 'list', 'ifElse', 'ifElse', 'chain', 'chain']);
    const gaps = Array.from({ length: BLOCKS[block].length - 1 }, () => pick(GAPS));
    add(block, gaps, pick(BEFORE), pick(AFTER), pick(['body', 'body', 'header', 'footer', 'cell']));
  }
  return found;
}

const DATA_SETS = [
  { A: true, B: false, V: 'v', Items: [{ Name: 'Al' }, { Name: 'Bo' }, { Name: 'Cy' }] },
  { A: false, B: true, V: 'v', Items: [{ Name: 'Al' }] },
  { A: false, B: false, Items: [] },
];

describe('Word block layouts (generative)', () => {
  it('every placement of block fields gives well-formed Word XML, or a compile error naming the field', () => {
    const all = layouts();
    expect(all.length).toBeGreaterThan(1000);
    const corrupt: string[] = [];
    let refused = 0;
    for (const { name, docx, crossesCells } of all) {
      try {
        compileDocx(docx);
      } catch (error) {
        if (!(error instanceof DocxTemplateError)) throw error;
        // A refusal names a block field and where it is.
        expect(error.problems[0].field).toMatch(/^\{\[(if|list|else|elseif|endif|endlist)\b/);
        expect(error.problems[0].context).not.toBe('');
        // Runs and paragraphs of one body, cell, header or footer always assemble.
        if (!crossesCells) throw new Error(`${name} refused: ${error.message}`, { cause: error });
        refused += 1;
        continue;
      }
      for (const data of DATA_SETS) {
        const zip = new PizZip(assembleDocx(docx, createScope(data)));
        for (const file of zip.file(/^word\/(document|header\d|footer\d)\.xml$/)) {
          const problems = wordStructureProblems(file.asText());
          if (problems.length > 0) corrupt.push(`${name} ${JSON.stringify(data)} ${file.name}: ${problems.join('; ')}`);
        }
      }
    }
    expect(corrupt.slice(0, 10)).toEqual([]);
    expect(all.length - refused).toBeGreaterThan(500);
  });
});

describe('wordStructureProblems', () => {
  const doc = (body: string) => `<w:document xmlns:w="w"><w:body>${body}</w:body></w:document>`;
  it.each([
    ['<w:p><w:r><w:t>a<w:p/></w:t></w:r></w:p>', 'w:p inside w:t'],
    ['<w:p><w:p/></w:p>', 'w:p inside w:p'],
    [
      '<w:tbl><w:tr><w:tc><w:tbl><w:tr><w:tc><w:p/></w:tc></w:tr></w:tbl></w:tc></w:tr></w:tbl>',
      'w:tc ending with w:tbl',
    ],
    ['<w:tbl><w:tc><w:p/></w:tc></w:tbl>', 'w:tc inside w:tbl'],
    ['<w:tbl></w:tbl>', 'w:tbl without w:tr'],
    ['<w:p><w:r><w:t>{[Name]}</w:t></w:r></w:p>', 'field text left: {[Name]}'],
    ['<w:p><w:r><w:t>a</w:r></w:t></w:p>', 'not well-formed'],
  ])('finds what Word would refuse in %s', (body, problem) => {
    expect(wordStructureProblems(doc(body)).join('; ')).toContain(problem);
  });

  it('finds nothing wrong in a table with paragraphs in its cells', () => {
    expect(
      wordStructureProblems(doc('<w:tbl><w:tr><w:tc><w:p><w:r><w:t>a</w:t></w:r></w:p></w:tc></w:tr></w:tbl><w:p/>')),
    ).toEqual([]);
  });
});
