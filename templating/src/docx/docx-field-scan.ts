import { INVISIBLE } from './docx-content-controls';
import { decodeXmlText, type XmlToken } from './docx-xml-tokens';

/** A place in the text of a part: a text token and an offset in its raw text. */
export interface TextPoint {
  token: number;
  offset: number;
}

/** Where a `{[…]}` field sits in a part: the elements around it are the indexes of their start tags, -1 for none. */
export interface ScannedField {
  /** The field's text between the delimiters, entities decoded. */
  text: string;
  start: TextPoint;
  /** Just after the closing `]}`. */
  end: TextPoint;
  paragraph: number;
  /** The innermost element holding paragraphs: a table cell, the body, a header, a text box… */
  container: number;
  table: number;
  /** Whether the field is all its paragraph holds: no other text (spaces included), image, tab… */
  alone: boolean;
  /** Text of the part around the field, for messages. */
  context: string;
}

const CONTAINERS = new Set([
  'w:body',
  'w:hdr',
  'w:ftr',
  'w:tc',
  'w:txbxContent',
  'w:footnote',
  'w:endnote',
  'w:comment',
  'w:docPartBody',
]);

const INVISIBLE_CLASS = '[\\u00ad\\u200b-\\u200f\\u2060\\ufeff]*';
const OPENING = new RegExp(`\\{${INVISIBLE_CLASS}\\[`, 'g');
const CLOSING = new RegExp(`\\]${INVISIBLE_CLASS}\\}`, 'g');

/** What a paragraph shows besides text; a paragraph with one of these is not empty. */
export const CONTENT_ELEMENTS = new Set([
  'w:drawing',
  'w:pict',
  'w:object',
  'w:br',
  'w:cr',
  'w:tab',
  'w:ptab',
  'w:sym',
  'w:fldChar',
  'w:fldSimple',
  'w:instrText',
  'w:footnoteReference',
  'w:endnoteReference',
  'w:commentReference',
  'w:noBreakHyphen',
  'w:softHyphen',
  'w:hyperlink',
  'm:oMath',
  'm:oMathPara',
]);

interface TextRun {
  token: number;
  /** Position of the token's first character in the joined text. */
  at: number;
  paragraph: number;
  container: number;
  table: number;
}

/** The text of every `w:t` of a part, joined, with where each piece comes from. */
function collectText(tokens: readonly XmlToken[]): {
  text: string;
  runs: TextRun[];
  paragraphText: Map<number, string>;
  withContent: Set<number>;
} {
  const paragraphText = new Map<number, string>();
  const withContent = new Set<number>();
  const paragraphs: number[] = [];
  const containers: number[] = [];
  const tables: number[] = [];
  const stackOf = (name: string) =>
    name === 'w:p' ? paragraphs : name === 'w:tbl' ? tables : CONTAINERS.has(name) ? containers : undefined;
  const runs: TextRun[] = [];
  let text = '';
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token.kind !== 'text' && paragraphs.length > 0 && CONTENT_ELEMENTS.has(token.name))
      withContent.add(paragraphs[paragraphs.length - 1]);
    if (token.kind === 'open') stackOf(token.name)?.push(i);
    else if (token.kind === 'close') stackOf(token.name)?.pop();
    else if (token.kind === 'text' && i > 0 && tokens[i - 1].kind === 'open' && tokens[i - 1].name === 'w:t') {
      runs.push({
        token: i,
        at: text.length,
        paragraph: paragraphs.at(-1) ?? -1,
        container: containers.at(-1) ?? -1,
        table: tables.at(-1) ?? -1,
      });
      text += token.raw;
      const paragraph = paragraphs.at(-1) ?? -1;
      paragraphText.set(paragraph, (paragraphText.get(paragraph) ?? '') + token.raw);
    }
  }
  return { text, runs, paragraphText, withContent };
}

function runAt(runs: readonly TextRun[], position: number): TextRun {
  let low = 0;
  let high = runs.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (runs[mid].at <= position) low = mid;
    else high = mid - 1;
  }
  return runs[low];
}

function textAround(text: string, start: number, end: number, width = 40): string {
  return decodeXmlText(text.slice(Math.max(0, start - width), end + width))
    .replace(INVISIBLE, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Spans [start, end) of the fields in the joined text, as docxtemplater pairs delimiters: an opening with the next closing. */
function fieldSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  OPENING.lastIndex = 0;
  for (let open = OPENING.exec(text); open; open = OPENING.exec(text)) {
    CLOSING.lastIndex = open.index + open[0].length;
    const close = CLOSING.exec(text);
    if (!close) break;
    spans.push([open.index, close.index + close[0].length]);
    OPENING.lastIndex = close.index + close[0].length;
  }
  return spans;
}

/**
 * Removes the invisible characters Word leaves inside fields (zero-width spaces after a
 * correction, say), delimiters included, so `{\u200b[Na\u200bme]}` is read as `{[Name]}`. Text
 * outside fields keeps them: there they may be wanted.
 */
export function stripInvisibleInFields(tokens: readonly XmlToken[]): XmlToken[] {
  const { text, runs } = collectText(tokens);
  if (!/[\u00ad\u200b-\u200f\u2060\ufeff]/.test(text)) return tokens as XmlToken[];
  const cuts = new Map<number, [number, number][]>();
  for (const [start, end] of fieldSpans(text)) {
    for (const run of runs) {
      const length = tokens[run.token].raw.length;
      const from = Math.max(start, run.at) - run.at;
      const to = Math.min(end, run.at + length) - run.at;
      if (from < to) cuts.set(run.token, [...(cuts.get(run.token) ?? []), [from, to]]);
    }
  }
  const out = tokens.slice();
  for (const [token, ranges] of cuts) {
    const raw = tokens[token].raw;
    let stripped = '';
    let kept = 0;
    for (const [from, to] of ranges) {
      stripped += raw.slice(kept, from) + raw.slice(from, to).replace(INVISIBLE, '');
      kept = to;
    }
    out[token] = { ...tokens[token], raw: stripped + raw.slice(kept) };
  }
  return out;
}

/** Every `{[…]}` field of a part that starts and ends in one paragraph, with what holds it. */
export function scanFields(tokens: readonly XmlToken[]): ScannedField[] {
  const { text, runs, paragraphText, withContent } = collectText(tokens);
  const fields: ScannedField[] = [];
  for (const [start, end] of fieldSpans(text)) {
    const first = runAt(runs, start);
    const last = runAt(runs, end - 1);
    // A field running over paragraphs is docxtemplater's to report.
    if (first.paragraph !== last.paragraph) continue;
    fields.push({
      text: decodeXmlText(text.slice(start + 2, end - 2)),
      start: { token: first.token, offset: start - first.at },
      end: { token: last.token, offset: end - last.at },
      paragraph: first.paragraph,
      container: first.container,
      table: first.table,
      alone: paragraphText.get(first.paragraph) === text.slice(start, end) && !withContent.has(first.paragraph),
      context: textAround(text, start, end),
    });
  }
  return fields;
}
