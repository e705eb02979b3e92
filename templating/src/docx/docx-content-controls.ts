import { decodeXmlText, matchingClose, type XmlToken } from './docx-xml-tokens';

/** Characters Word leaves in text that show nothing: zero-width spaces and joiners, marks, BOM, soft hyphen. */
export const INVISIBLE = /[\u00ad\u200b-\u200f\u2060\ufeff]/g;

/** A content control written by Knackly's add-in: its whole text is one `[expr]`. */
const BRACKETED = /^\[[\s\S]*\]$/;
const ALREADY_A_FIELD = /^\{\[[\s\S]*\]\}$/;

/**
 * Knackly's Word add-in inserts each field as a content control (`w:sdt`, plain or rich text,
 * inside a paragraph or around one) holding `[expr]`. Such a control becomes the plain-text field
 * `{[expr]}`: its wrapper (`w:sdt`, `w:sdtPr`, `w:sdtEndPr`, `w:sdtContent`) is dropped, its runs
 * and their formatting kept, so the rest of the pipeline sees the same field typed by hand.
 * Other content controls (dates, drop-downs, anything not bracketed) are left as they are.
 */
export function unwrapFieldControls(tokens: readonly XmlToken[]): XmlToken[] {
  if (!tokens.some((t) => t.name === 'w:sdt')) return tokens as XmlToken[];
  const out = tokens.map((t) => ({ ...t }));
  const dropped = new Set<number>();
  // Innermost first, so a control around a control sees the inner one already as a field.
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i].kind !== 'open' || out[i].name !== 'w:sdt') continue;
    unwrapIfField(out, i, dropped);
  }
  return out.filter((_t, i) => !dropped.has(i));
}

function unwrapIfField(tokens: XmlToken[], sdtOpen: number, dropped: Set<number>): void {
  const sdtClose = matchingClose(tokens, sdtOpen);
  const contentOpen = childIndex(tokens, sdtOpen, sdtClose, 'w:sdtContent');
  if (contentOpen < 0 || tokens[contentOpen].kind !== 'open') return;
  const contentClose = matchingClose(tokens, contentOpen);
  const texts = runTexts(tokens, contentOpen, contentClose, dropped);
  const text = texts
    .map((i) => decodeXmlText(tokens[i].raw))
    .join('')
    .replace(INVISIBLE, '')
    .trim();
  const typed = ALREADY_A_FIELD.test(text);
  if (!typed && !BRACKETED.test(text)) return;
  if (!typed) {
    const first = texts.find((i) => tokens[i].raw.includes('['));
    const last = texts.findLast((i) => tokens[i].raw.includes(']'));
    if (first === undefined || last === undefined) return;
    const open = tokens[first].raw.indexOf('[');
    tokens[first] = { ...tokens[first], raw: `${tokens[first].raw.slice(0, open)}{${tokens[first].raw.slice(open)}` };
    const close = tokens[last].raw.lastIndexOf(']') + 1;
    tokens[last] = { ...tokens[last], raw: `${tokens[last].raw.slice(0, close)}}${tokens[last].raw.slice(close)}` };
  }
  for (const name of ['w:sdtPr', 'w:sdtEndPr']) {
    const at = childIndex(tokens, sdtOpen, sdtClose, name);
    if (at >= 0) for (let i = at; i <= matchingClose(tokens, at); i += 1) dropped.add(i);
  }
  for (const i of [sdtOpen, sdtClose, contentOpen, contentClose]) dropped.add(i);
}

/** Index of the direct child `name` of the element spanning [open, close], or -1. */
function childIndex(tokens: readonly XmlToken[], open: number, close: number, name: string): number {
  let depth = 0;
  for (let i = open + 1; i < close; i += 1) {
    const token = tokens[i];
    if (depth === 0 && token.name === name && token.kind !== 'close') return i;
    if (token.kind === 'open') depth += 1;
    else if (token.kind === 'close') depth -= 1;
  }
  return -1;
}

/** Indexes of the text tokens inside `w:t` elements between two tokens (dropped ones left out). */
function runTexts(tokens: readonly XmlToken[], from: number, to: number, dropped: Set<number>): number[] {
  const found: number[] = [];
  for (let i = from + 1; i < to; i += 1) {
    if (tokens[i].kind === 'text' && !dropped.has(i) && tokens[i - 1].kind === 'open' && tokens[i - 1].name === 'w:t')
      found.push(i);
  }
  return found;
}
