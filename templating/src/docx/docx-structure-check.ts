import { DOMParser, type Element } from '@xmldom/xmldom';

/** Where WordprocessingML lets each structural element stand (the parents the schema allows). */
const BLOCK_PARENTS = new Set([
  'w:body',
  'w:tc',
  'w:hdr',
  'w:ftr',
  'w:sdtContent',
  'w:txbxContent',
  'w:footnote',
  'w:endnote',
  'w:comment',
  'w:customXml',
]);
const ALLOWED_PARENTS: Record<string, Set<string>> = {
  'w:p': BLOCK_PARENTS,
  'w:tbl': BLOCK_PARENTS,
  'w:tr': new Set(['w:tbl', 'w:sdtContent', 'w:customXml']),
  'w:tc': new Set(['w:tr', 'w:sdtContent', 'w:customXml']),
  'w:r': new Set([
    'w:p',
    'w:hyperlink',
    'w:sdtContent',
    'w:ins',
    'w:del',
    'w:smartTag',
    'w:fldSimple',
    'w:customXml',
    'w:moveFrom',
    'w:moveTo',
  ]),
  'w:t': new Set(['w:r']),
};

/** Parts and notes the schema lets hold no fewer than one paragraph or table. */
const MUST_HOLD_BLOCKS = new Set(['w:hdr', 'w:ftr', 'w:footnote', 'w:endnote', 'w:comment']);
const BLOCKS = new Set(['w:p', 'w:tbl', 'w:sdt', 'w:customXml', 'w:altChunk']);

/** A table's rows: its `w:tr` children, and those of row-level content controls or custom XML. */
function rowsOf(table: Element): Element[] {
  return elementChildren(table).flatMap((child) => {
    if (child.tagName === 'w:tr') return [child];
    if (child.tagName === 'w:customXml') return rowsOf(child);
    if (child.tagName === 'w:sdt')
      return elementChildren(child)
        .filter((c) => c.tagName === 'w:sdtContent')
        .flatMap(rowsOf);
    return [];
  });
}

function elementChildren(element: Element): Element[] {
  const children: Element[] = [];
  for (let node = element.firstChild; node; node = node.nextSibling)
    if (node.nodeType === 1) children.push(node as Element);
  return children;
}

/**
 * What makes a Word part one Word would refuse to open, as a list of findings (empty when none):
 * XML that does not parse, paragraphs, runs, tables, rows and cells where the schema does not let
 * them stand (a paragraph inside a run or a text, a cell outside a row…), a table without rows, a
 * row without cells, a cell that does not end with a paragraph, a header or footer without any
 * paragraph or table, and `{[`/`]}` left in the text.
 */
export function wordStructureProblems(xml: string): string[] {
  const problems: string[] = [];
  let document;
  try {
    document = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(xml, 'text/xml');
  } catch (error) {
    return [`not well-formed: ${(error as Error).message}`];
  }
  const visit = (element: Element) => {
    const name = element.tagName;
    const children = elementChildren(element);
    const parent = (element.parentNode as Element | null)?.tagName ?? '';
    const allowed = ALLOWED_PARENTS[name];
    if (allowed && !allowed.has(parent)) problems.push(`${name} inside ${parent}`);
    if (name === 'w:t' && children.length > 0) problems.push(`w:t holds ${children[0].tagName}`);
    if (name === 'w:t' && /\{\[|\]\}/.test(element.textContent ?? ''))
      problems.push(`field text left: ${element.textContent}`);
    if (name === 'w:tbl' && !rowsOf(element).length) problems.push('w:tbl without w:tr');
    if (MUST_HOLD_BLOCKS.has(name) && !children.some((c) => BLOCKS.has(c.tagName)))
      problems.push(`${name} without w:p or w:tbl`);
    if (name === 'w:tr' && !children.some((c) => c.tagName === 'w:tc')) problems.push('w:tr without w:tc');
    if (name === 'w:tc' && children.at(-1)?.tagName !== 'w:p')
      problems.push(`w:tc ending with ${children.at(-1)?.tagName ?? 'nothing'}`);
    for (const child of children) visit(child);
  };
  if (document.documentElement) visit(document.documentElement);
  return problems;
}
