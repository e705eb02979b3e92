/**
 * A Word part as a flat list of tokens (start tags, end tags, empty tags, text), enough to find
 * fields, their paragraphs and cells, and to cut or unwrap elements without a full XML parser:
 * the parts Word writes have no CDATA, and comments or processing instructions are kept as they are.
 */
export interface XmlToken {
  kind: 'open' | 'close' | 'empty' | 'text' | 'other';
  /** Element name with its prefix (`w:p`); empty for text and other tokens. */
  name: string;
  raw: string;
}

const TOKEN = /<[^>]*>|[^<]+/g;
const NAME = /^<\/?([^\s/>]+)/;

export function tokenizeXml(xml: string): XmlToken[] {
  const tokens: XmlToken[] = [];
  for (const [raw] of xml.matchAll(TOKEN)) {
    if (raw[0] !== '<') tokens.push({ kind: 'text', name: '', raw });
    else if (raw[1] === '?' || raw[1] === '!') tokens.push({ kind: 'other', name: '', raw });
    else {
      const name = NAME.exec(raw)?.[1] ?? '';
      const kind = raw[1] === '/' ? 'close' : raw.endsWith('/>') ? 'empty' : 'open';
      tokens.push({ kind, name, raw });
    }
  }
  return tokens;
}

export function joinTokens(tokens: readonly XmlToken[]): string {
  let xml = '';
  for (const token of tokens) xml += token.raw;
  return xml;
}

/** Index of the token closing the element opened at `open` (itself for an empty tag). */
export function matchingClose(tokens: readonly XmlToken[], open: number): number {
  if (tokens[open].kind !== 'open') return open;
  const name = tokens[open].name;
  let depth = 0;
  for (let i = open; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token.name !== name) continue;
    if (token.kind === 'open') depth += 1;
    else if (token.kind === 'close' && --depth === 0) return i;
  }
  return tokens.length - 1;
}

/** The text a `w:t` holds, entities decoded (`&amp;` → `&`), as Word shows it. */
export function decodeXmlText(raw: string): string {
  return raw.replace(/&(lt|gt|amp|quot|apos|#x[0-9a-f]+|#\d+);/gi, (entity, name: string) => {
    const lower = name.toLowerCase();
    if (lower === 'lt') return '<';
    if (lower === 'gt') return '>';
    if (lower === 'amp') return '&';
    if (lower === 'quot') return '"';
    if (lower === 'apos') return "'";
    const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}
