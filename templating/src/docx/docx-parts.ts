/** The slice of docxtemplater's parsed-part shape this package reads and writes. */
export interface DocxPart {
  type: 'tag' | 'content' | 'placeholder' | string;
  value: string;
  position?: 'start' | 'end' | 'selfclosing' | 'insidetag' | string;
  tag?: string;
  module?: string;
  location?: 'start' | 'end';
  inverted?: boolean;
  expandTo?: string;
  lIndex?: number;
  offset?: number;
  raw?: string;
  subparsed?: DocxPart[];
  /** Set by this package: what kind of `{[…]}` field the part came from. */
  knacklyKind?: string;
  knacklyBranches?: DocxBranch[];
  [key: string]: unknown;
}

/** One arm of an if/elseif/else chain: the condition part (none for `else`) and the parts it shows. */
export interface DocxBranch {
  condition?: DocxPart;
  parts: DocxPart[];
}

export const BRANCH_MODULE = 'knackly-branch';

const PARAGRAPH_TAGS = new Set(['w:p', 'a:p']);

function isParagraph(part: DocxPart, position: 'start' | 'end'): boolean {
  return part.type === 'tag' && part.position === position && PARAGRAPH_TAGS.has(part.tag ?? '');
}

function isVisible(part: DocxPart): boolean {
  return part.type === 'placeholder' || (part.type === 'content' && part.position === 'insidetag' && part.value !== '');
}

/** Indexes of the paragraph around `index` when it holds nothing but that part, else undefined. */
function soleParagraph(parts: DocxPart[], index: number): [number, number] | undefined {
  let start = index - 1;
  while (start >= 0 && !isParagraph(parts[start], 'start')) {
    if (isVisible(parts[start]) || isParagraph(parts[start], 'end')) return undefined;
    start -= 1;
  }
  let end = index + 1;
  while (end < parts.length && !isParagraph(parts[end], 'end')) {
    if (isVisible(parts[end]) || isParagraph(parts[end], 'start')) return undefined;
    end += 1;
  }
  return start >= 0 && end < parts.length ? [start, end] : undefined;
}

/**
 * Splits an `if` section's parts at its `elseif`/`else` markers. A marker alone in its paragraph
 * takes the paragraph with it, so no empty paragraph is left; an inline marker cuts the text
 * where it stands, as docxtemplater does for inline loops.
 */
export function splitBranches(ifPart: DocxPart): DocxBranch[] {
  const parts = ifPart.subparsed ?? [];
  const branches: DocxBranch[] = [];
  let current: DocxBranch = { condition: ifPart, parts: [] };
  let from = 0;
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i];
    if (part.module !== BRANCH_MODULE) continue;
    const [cutStart, cutEnd] = soleParagraph(parts, i) ?? [i, i];
    current.parts = parts.slice(from, cutStart);
    branches.push(current);
    current = { condition: part.knacklyKind === 'elseif' ? part : undefined, parts: [] };
    from = cutEnd + 1;
  }
  current.parts = parts.slice(from);
  branches.push(current);
  return branches;
}

/** Document text of a flat part list, with where each placeholder starts and ends in it. */
export function documentText(parts: DocxPart[]): { text: string; spans: Map<DocxPart, [number, number]> } {
  let text = '';
  const spans = new Map<DocxPart, [number, number]>();
  for (const part of parts) {
    if (part.type === 'placeholder') {
      const start = text.length;
      text += `{[${part.raw ?? part.value}]}`;
      spans.set(part, [start, text.length]);
    } else if (part.type === 'content' && part.position === 'insidetag') {
      text += part.value;
    } else if (isParagraph(part, 'end')) {
      text += ' ';
    }
  }
  return { text, spans };
}

export function textAround(text: string, span: [number, number], width = 40): string {
  const before = text.slice(Math.max(0, span[0] - width), span[0]);
  const after = text.slice(span[1], span[1] + width);
  return `${before}${text.slice(span[0], span[1])}${after}`.replace(/\s+/g, ' ').trim();
}
