import { CONTENT_ELEMENTS, type ScannedField, type TextPoint } from './docx-field-scan';
import { decodeXmlText, joinTokens, matchingClose, type XmlToken } from './docx-xml-tokens';

/** An element open at a cut, to close before it and open again after it (with its properties). */
interface OpenElement {
  name: string;
  start: string;
  properties: string;
}

interface Segment {
  body: string;
  /** Shows something: text other than spaces, an image, a tab… */
  shows: boolean;
  /** Holds a lifted field: kept even when it shows nothing else. */
  field: boolean;
}

const SECTION = /<w:sectPr\b[\s\S]*?<\/w:sectPr>|<w:sectPr\b[^>]*\/>/;

/**
 * Moves each lifted field into a paragraph of its own: the paragraph is cut before and after the
 * field, each piece keeping the paragraph's properties and the formatting of the run it was cut
 * in. Pieces that show nothing (the space of `{[endif]} `) are dropped; the section properties a
 * paragraph may carry stay on its last piece only, so no section is added.
 */
export function liftFieldsIntoParagraphs(tokens: readonly XmlToken[], lifts: readonly ScannedField[]): string {
  const byParagraph = new Map<number, TextPoint[]>();
  for (const field of lifts) {
    const cuts = byParagraph.get(field.paragraph) ?? [];
    cuts.push(field.start, field.end);
    byParagraph.set(field.paragraph, cuts);
  }
  let xml = '';
  for (let i = 0; i < tokens.length; i += 1) {
    const cuts = byParagraph.get(i);
    if (!cuts) {
      xml += tokens[i].raw;
      continue;
    }
    const close = matchingClose(tokens, i);
    xml += splitParagraph(tokens, i, close, cuts);
    i = close;
  }
  return xml;
}

function splitParagraph(tokens: readonly XmlToken[], open: number, close: number, cuts: readonly TextPoint[]): string {
  let first = open + 1;
  let properties = '';
  if (tokens[first]?.name === 'w:pPr' && tokens[first].kind !== 'close') {
    const end = matchingClose(tokens, first);
    properties = joinTokens(tokens.slice(first, end + 1));
    first = end + 1;
  }
  const segments: Segment[] = [];
  const stack: OpenElement[] = [];
  let current: Segment = { body: '', shows: false, field: false };
  let cutCount = 0;
  let justAfterField = false;
  const cut = () => {
    for (let s = stack.length - 1; s >= 0; s -= 1) current.body += `</${stack[s].name}>`;
    segments.push(current);
    cutCount += 1;
    // Cuts come in pairs around each field: odd cuts open a field's piece.
    current = { body: '', shows: false, field: cutCount % 2 === 1 };
    justAfterField = cutCount % 2 === 0;
    for (const element of stack)
      current.body += (element.name === 'w:t' ? '<w:t xml:space="preserve">' : element.start) + element.properties;
  };
  const emit = (raw: string) => {
    const text = justAfterField ? raw.trimStart() : raw;
    if (text !== '') justAfterField = false;
    current.body += text;
    if (stack.at(-1)?.name === 'w:t' && decodeXmlText(text).trim() !== '') current.shows = true;
  };
  for (let i = first; i < close; i += 1) {
    const token = tokens[i];
    if (token.kind === 'text') {
      const offsets = cuts
        .filter((c) => c.token === i)
        .map((c) => c.offset)
        .sort((a, b) => a - b);
      let from = 0;
      for (const offset of offsets) {
        const piece = token.raw.slice(from, offset);
        // Spaces between a field and the text it is lifted from mean nothing once apart.
        emit(cutCount % 2 === 0 ? piece.trimEnd() : piece);
        cut();
        from = offset;
      }
      emit(token.raw.slice(from));
      continue;
    }
    if (CONTENT_ELEMENTS.has(token.name) && token.kind !== 'close') current.shows = true;
    const parent = stack.at(-1);
    if (parent && token.kind !== 'close' && token.name === `${parent.name}Pr`) {
      // The run's (or control's) properties, repeated in every piece it is cut into.
      const end = matchingClose(tokens, i);
      parent.properties = joinTokens(tokens.slice(i, end + 1));
      current.body += parent.properties;
      i = end;
      continue;
    }
    // Spaces at a cut must survive: every piece of text keeps its spaces.
    current.body += token.kind === 'open' && token.name === 'w:t' ? '<w:t xml:space="preserve">' : token.raw;
    if (token.kind === 'open') stack.push({ name: token.name, start: token.raw, properties: '' });
    else if (token.kind === 'close') stack.pop();
  }
  segments.push(current);
  const withoutSection = properties.replace(SECTION, '');
  const last = segments.length - 1;
  return segments
    .filter((s, index) => s.shows || s.field || (index === last && properties !== withoutSection))
    .map((s, index, kept) => {
      const ownProperties = index === kept.length - 1 && segments.at(-1) === s ? properties : withoutSection;
      return `${tokens[open].raw}${ownProperties}${s.body}</w:p>`;
    })
    .join('');
}
