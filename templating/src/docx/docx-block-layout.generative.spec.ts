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

/** The cells of a table in reading order, as [row, column]. */
function cellsOf(rows: number, columns: number): [number, number][] {
  return Array.from({ length: rows * columns }, (_, i) => [Math.floor(i / columns), i % columns] as [number, number]);
}

/**
 * A table whose cells hold a list from one cell to a later one (over rows when they differ), the
 * list's first cell repeating `{[Name]}`; text before the list or after its end when asked.
 */
function rowListTable(rows: number, columns: number, from: number, to: number, around: string): string {
  const cells = cellsOf(rows, columns);
  const text = cells.map(([r, c]) => `c${r}${c}`);
  text[from] = `${around}{[list Items]}{[Name]} ${text[from]}`;
  text[to] = `${text[to]}{[endlist]}${around === 'x' ? '.' : ''}`;
  const row = (r: number) =>
    `<w:tr>${cells
      .map((cell, i) => [cell, i] as const)
      .filter(([[cr]]) => cr === r)
      .map(([, i]) => `<w:tc>${paragraph(text[i])}</w:tc>`)
      .join('')}</w:tr>`;
  return `<w:tbl><w:tblPr/><w:tblGrid/>${Array.from({ length: rows }, (_, r) => row(r)).join('')}</w:tbl>`;
}

/** Where a table of a row list is put: alone in the body, last, in a header, nested in a cell, in a block… */
const TABLE_PLACES: Record<string, (table: string) => Uint8Array> = {
  'alone in the body': (table) => buildDocx(table),
  'between paragraphs': (table) => buildDocx(paragraph('Top') + table + paragraph('Bottom')),
  'last before the section': (table) => buildDocx(paragraph('Top') + table),
  'after another table': (table) => buildDocx(table + table),
  'alone in a header': (table) => buildDocx(paragraph('body'), { headers: [table] }),
  'alone in a footer': (table) => buildDocx(paragraph('body'), { footers: [table] }),
  'nested in a cell': (table) => buildDocx(`<w:tbl><w:tr><w:tc>${table}<w:p/></w:tc></w:tr></w:tbl>`),
  'in a paragraph if': (table) => buildDocx(paragraph('{[if A]}') + table + paragraph('{[endif]}')),
  'in a paragraph list': (table) =>
    buildDocx(paragraph('{[list Outer]}') + paragraph('{[Label]}') + table + paragraph('{[endlist]}')),
  'in a punctuated paragraph list': (table) =>
    buildDocx(
      paragraph('{[list Outer|punc:"1, 2 and 3"]}') + paragraph('{[Label]}') + table + paragraph('{[endlist]}'),
    ),
};

const ROW_LIST_DATA = [
  { A: true, Items: [], Outer: [{ Label: 'o1' }, { Label: 'o2', Items: [] }] },
  { A: true, Items: [{ Name: 'Al' }], Outer: [{ Label: 'o1', Items: [] }, { Label: 'o2' }] },
  { A: true, Items: [{ Name: 'Al' }, { Name: 'Bo' }, { Name: 'Cy' }], Outer: [{ Label: 'o1' }] },
  { A: false, Items: [], Outer: [] },
  {
    A: true,
    Outer: [
      { Label: 'o1', Items: [{ Name: 'Di' }] },
      { Label: 'o2', Items: [] },
    ],
  },
];

describe('table-row lists with no items (generative)', () => {
  it('every table of a row list, in every place, assembles to Word XML with no table left without rows', () => {
    let layoutsTried = 0;
    const corrupt: string[] = [];
    for (const [rows, columns] of [
      [1, 1],
      [1, 2],
      [2, 1],
      [2, 2],
      [3, 1],
      [3, 2],
    ])
      for (let from = 0; from < rows * columns; from += 1)
        for (let to = from; to < rows * columns; to += 1)
          for (const [place, build] of Object.entries(TABLE_PLACES)) {
            const around = (from + to + place.length) % 2 === 0 ? '' : 'x';
            const table = rowListTable(rows, columns, from, to, around);
            const name = `${rows}x${columns} ${from}->${to} around=${around} ${place}`;
            const docx = build(table);
            layoutsTried += 1;
            for (const data of ROW_LIST_DATA) {
              const zip = new PizZip(assembleDocx(docx, createScope(data)));
              for (const file of zip.file(/^word\/(document|header\d|footer\d)\.xml$/)) {
                const problems = wordStructureProblems(file.asText());
                if (problems.length > 0)
                  corrupt.push(`${name} ${JSON.stringify(data)} ${file.name}: ${problems.join('; ')}`);
              }
            }
          }
    expect(corrupt.slice(0, 10)).toEqual([]);
    expect(layoutsTried).toBeGreaterThan(400);
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
    ['<w:tbl><w:tblPr/><w:tblGrid/></w:tbl><w:p/>', 'w:tbl without w:tr'],
    ['<w:p><w:r><w:t>{[Name]}</w:t></w:r></w:p>', 'field text left: {[Name]}'],
    ['<w:p><w:r><w:t>a</w:r></w:t></w:p>', 'not well-formed'],
  ])('finds what Word would refuse in %s', (body, problem) => {
    expect(wordStructureProblems(doc(body)).join('; ')).toContain(problem);
  });

  it('finds a header or footer left with no paragraph or table', () => {
    expect(wordStructureProblems('<w:hdr xmlns:w="w"><w:bookmarkStart/></w:hdr>')).toEqual([
      'w:hdr without w:p or w:tbl',
    ]);
    expect(wordStructureProblems('<w:ftr xmlns:w="w"></w:ftr>')).toEqual(['w:ftr without w:p or w:tbl']);
  });

  it("counts rows inside row-level content controls as the table's", () => {
    const row = '<w:tr><w:tc><w:p/></w:tc></w:tr>';
    expect(
      wordStructureProblems(doc(`<w:tbl><w:sdt><w:sdtContent>${row}</w:sdtContent></w:sdt></w:tbl><w:p/>`)),
    ).toEqual([]);
  });

  it('finds nothing wrong in a table with paragraphs in its cells', () => {
    expect(
      wordStructureProblems(doc('<w:tbl><w:tr><w:tc><w:p><w:r><w:t>a</w:t></w:r></w:p></w:tc></w:tr></w:tbl><w:p/>')),
    ).toEqual([]);
  });
});
