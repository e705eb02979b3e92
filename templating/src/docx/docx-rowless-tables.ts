import { tokenizeXml } from './docx-xml-tokens';

/** Elements that hold paragraphs and tables, and that Word refuses when left without any. */
const BLOCK_CONTAINERS = new Set([
  'w:body',
  'w:tc',
  'w:hdr',
  'w:ftr',
  'w:footnote',
  'w:endnote',
  'w:comment',
  'w:txbxContent',
]);
/** What counts as a block of a container: paragraphs, tables and the controls or custom XML around them. */
const BLOCKS = new Set(['w:p', 'w:tbl', 'w:sdt', 'w:customXml', 'w:altChunk']);
/** What a cell may end with: a paragraph, or a control or custom XML holding one. */
const CELL_ENDINGS = new Set(['w:p', 'w:sdt', 'w:customXml']);
const EMPTY_PARAGRAPH = '<w:p/>';
/** A body, header or footer with nothing before its end (or the body's section properties). */
const EMPTY_PART = /<(w:body|w:hdr|w:ftr)(?:\s[^>]*)?>\s*(?:<w:sectPr[\s>/]|<\/\1>)/;

interface Open {
  name: string;
  index: number;
  /** For a table: whether a row of its own was met. */
  hasRow: boolean;
  /** For a container: its last block so far, and where its own `w:sectPr` is (the body's). */
  lastBlock?: string;
  sectPr?: number;
}

/**
 * A Word part without the tables that have no row left, as when a list of table rows had no items
 * (Word refuses a `w:tbl` without `w:tr`), and with an empty paragraph where that left a container
 * illegal: a cell that no longer ends with a paragraph, a body, header, footer or note with no
 * paragraph or table at all (docxtemplater's own drop of such a table leaves those behind, so
 * they are looked for everywhere). Rows inside a row-level content control count as the table's.
 * A part with no table and no empty body, header or footer comes back as it is, unread.
 */
export function withoutRowlessTables(xml: string): string {
  if (!xml.includes('<w:tbl') && !EMPTY_PART.test(xml)) return xml;
  const tokens = tokenizeXml(xml);
  const dropped: [number, number][] = [];
  /** Token index → text to put before that token. */
  const inserts = new Map<number, string>();
  const stack: Open[] = [];
  const innermostTable = () => stack.findLast((o) => o.name === 'w:tbl');
  tokens.forEach((token, index) => {
    if (token.kind === 'empty' && token.name === 'w:tbl') {
      dropped.push([index, index]);
      return;
    }
    if (token.kind === 'empty' || token.kind === 'open') {
      const parent = stack.at(-1);
      if (token.name === 'w:tr') {
        const table = innermostTable();
        if (table) table.hasRow = true;
      }
      if (parent?.name === 'w:body' && token.name === 'w:sectPr') parent.sectPr = index;
      if (token.kind === 'open') stack.push({ name: token.name, index, hasRow: false });
      else if (parent && BLOCKS.has(token.name)) parent.lastBlock = token.name;
      return;
    }
    if (token.kind !== 'close') return;
    const closed = stack.pop();
    if (!closed) return;
    if (closed.name === 'w:tbl' && !closed.hasRow) {
      dropped.push([closed.index, index]);
      return;
    }
    const parent = stack.at(-1);
    if (parent && BLOCKS.has(closed.name)) parent.lastBlock = closed.name;
    if (!BLOCK_CONTAINERS.has(closed.name)) return;
    if (closed.name === 'w:tc' ? !CELL_ENDINGS.has(closed.lastBlock ?? '') : closed.lastBlock === undefined)
      inserts.set(closed.sectPr ?? index, EMPTY_PARAGRAPH);
  });
  if (dropped.length === 0 && inserts.size === 0) return xml;
  let out = '';
  let next = 0;
  for (const [from, to] of dropped.sort((a, b) => a[0] - b[0])) {
    if (from < next) continue;
    out += joinWith(tokens, next, from, inserts);
    next = to + 1;
  }
  return out + joinWith(tokens, next, tokens.length, inserts);
}

function joinWith(tokens: { raw: string }[], from: number, to: number, inserts: Map<number, string>): string {
  let xml = '';
  for (let i = from; i < to; i += 1) xml += (inserts.get(i) ?? '') + tokens[i].raw;
  return xml;
}
