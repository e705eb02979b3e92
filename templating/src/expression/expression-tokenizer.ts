import { quoted, TemplateCompileError } from './template-compile-error';

export type TokenType = 'number' | 'string' | 'name' | 'punct' | 'end';
export interface Token {
  type: TokenType;
  value: string;
  /** The decoded value of a number or string token. */
  literal?: string | number;
  start: number;
}

// Longest first, so that '===' wins over '=='.
const PUNCTUATORS = [
  '===',
  '!==',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '??',
  '?.',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
  '!',
  '?',
  ':',
  '.',
  ',',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '|',
];
// Word turns typed quotes into typographic ones; authors paste from Word, so both close a string.
const QUOTE_PAIRS: Record<string, string[]> = {
  '"': ['"'],
  "'": ["'"],
  '\u201c': ['\u201d', '"'],
  '\u201d': ['\u201d', '"'],
  '\u2018': ['\u2019', "'"],
  '\u2019': ['\u2019', "'"],
};
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };
const NAME_START = /[\p{L}_$]/u;
const NAME_PART = /[\p{L}\p{N}_$]/u;
const NUMBER = /(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const start = i;
    if (QUOTE_PAIRS[ch]) {
      const [text, next] = readString(source, i);
      tokens.push({ type: 'string', value: source.slice(start, next), literal: text, start });
      i = next;
      continue;
    }
    if (/\d/.test(ch) || (ch === '.' && /\d/.test(source[i + 1] ?? ''))) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(source)!;
      i += m[0].length;
      if (i < source.length && NAME_PART.test(source[i]))
        throw new TemplateCompileError(`Invalid number '${quoted(source.slice(start, i + 1))}'`, start);
      tokens.push({ type: 'number', value: m[0], literal: Number(m[0]), start });
      continue;
    }
    if (NAME_START.test(ch)) {
      while (i < source.length && NAME_PART.test(source[i])) i++;
      tokens.push({ type: 'name', value: source.slice(start, i), start });
      continue;
    }
    const punct = PUNCTUATORS.find((p) => source.startsWith(p, i));
    // "a?.5:1" is a conditional, not optional chaining.
    if (punct && !(punct === '?.' && /\d/.test(source[i + 2] ?? ''))) {
      tokens.push({ type: 'punct', value: punct, start });
      i += punct.length;
      continue;
    }
    if (punct === '?.') {
      tokens.push({ type: 'punct', value: '?', start });
      i += 1;
      continue;
    }
    if (ch === '=') throw new TemplateCompileError("Assignment is not allowed; use '==' to compare", start);
    throw new TemplateCompileError(`Unexpected character '${ch}'`, start);
  }
  tokens.push({ type: 'end', value: '', start: source.length });
  return tokens;
}

function readString(source: string, start: number): [string, number] {
  const closers = QUOTE_PAIRS[source[start]];
  let text = '';
  let i = start + 1;
  while (i < source.length) {
    const ch = source[i];
    if (closers.includes(ch)) return [text, i + 1];
    if (ch === '\\') {
      const next = source[i + 1];
      if (next === undefined) break;
      if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(source.slice(i + 2, i + 6))) {
        text += String.fromCharCode(parseInt(source.slice(i + 2, i + 6), 16));
        i += 6;
        continue;
      }
      text += ESCAPES[next] ?? next;
      i += 2;
      continue;
    }
    text += ch;
    i++;
  }
  throw new TemplateCompileError('Unclosed text: missing closing quote', start);
}
