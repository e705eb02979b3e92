import { expressionProblem } from './expression-check';

/**
 * A model-typed formula's MAPPING tab edits an object-literal expression (`{ FirstName: Person.First, Age: 3 }`)
 * one property at a time (001 §2, §5). The templating package exports no parser, only `compileExpression`, so
 * the compiler says whether the text is valid and this small scanner reads the literal's top-level shape: where
 * it starts and ends, and the `key: value` texts between its top-level commas. Strings and nested brackets are
 * skipped as the expression tokenizer reads them (typographic quotes close strings, as pasted from Word).
 */
export interface ObjectEntry {
  key: string;
  /** The value's expression text, trimmed. */
  value: string;
}

const QUOTE_CLOSERS: Record<string, string> = {
  '"': '"',
  "'": "'",
  '\u201c': '\u201d"',
  '\u201d': '\u201d"',
  '\u2018': "\u2019'",
  '\u2019': "\u2019'",
};
const OPENERS = '([{';
const CLOSERS = ')]}';
const BARE_KEY = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;

/** Index just past the string that opens at `start`, or -1 when it never closes. */
function skipString(text: string, start: number): number {
  const closers = QUOTE_CLOSERS[text[start]];
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (closers.includes(text[i])) return i + 1;
  }
  return -1;
}

/** The literal text a key token stands for: a name or number as written, a string without quotes and escapes. */
function keyText(raw: string): string {
  if (!QUOTE_CLOSERS[raw[0]]) return raw;
  return raw.slice(1, -1).replace(/\\(.)/gs, (_, ch: string) => ({ n: '\n', t: '\t', r: '\r' })[ch] ?? ch);
}

/**
 * The top-level `key: value` texts of an object literal `{…}`, or null when the text is not exactly one object
 * literal (`{a: 1}.a`, `cond ? {} : {}` and `{a: 1}|filter` are not: they do not parse to an object).
 */
function scanObject(text: string): ObjectEntry[] | null {
  if (text[0] !== '{') return null;
  const entries: ObjectEntry[] = [];
  let depth = 0;
  let partStart = 1;
  let colon = -1;
  const closePart = (end: number) => {
    if (text.slice(partStart, end).trim() === '') return; // `{}` or a trailing comma
    entries.push({ key: keyText(text.slice(partStart, colon).trim()), value: text.slice(colon + 1, end).trim() });
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (QUOTE_CLOSERS[ch]) {
      const next = skipString(text, i);
      if (next < 0) return null;
      i = next - 1;
    } else if (OPENERS.includes(ch)) {
      depth++;
    } else if (CLOSERS.includes(ch)) {
      depth--;
      if (depth === 0) {
        if (text.slice(i + 1).trim() !== '') return null;
        closePart(i);
        return entries;
      }
    } else if (depth === 1 && ch === ':' && colon < partStart) {
      colon = i;
    } else if (depth === 1 && ch === ',') {
      closePart(i);
      partStart = i + 1;
    }
  }
  return null;
}

/**
 * The properties of an object expression, or null when the expression is not one (001 §5: "Mapping available
 * only when the expression parses to an object"). An empty expression counts as an empty object.
 */
export function objectEntries(source: string | undefined): ObjectEntry[] | null {
  const text = (source ?? '').trim();
  if (text === '') return [];
  if (expressionProblem(text) !== null) return null;
  return scanObject(text);
}

export const isObjectExpression = (source: string | undefined): boolean => objectEntries(source) !== null;

/** An object literal with these properties, one a line; `{}` for none. */
export function objectExpression(entries: readonly ObjectEntry[]): string {
  if (entries.length === 0) return '{}';
  const lines = entries.map(({ key, value }) => `  ${BARE_KEY.test(key) ? key : JSON.stringify(key)}: ${value}`);
  return `{\n${lines.join(',\n')}\n}`;
}

/**
 * The object expression with one property set to `value`, or dropped when `value` is empty; other properties
 * keep their order and text. Undefined when `source` is not an object expression.
 */
export function withObjectEntry(source: string | undefined, key: string, value: string): string | undefined {
  const entries = objectEntries(source);
  if (entries === null) return undefined;
  const trimmed = value.trim();
  const at = entries.findIndex((entry) => entry.key === key);
  const next = [...entries];
  if (trimmed === '') {
    if (at >= 0) next.splice(at, 1);
  } else if (at >= 0) {
    next[at] = { key, value: trimmed };
  } else {
    next.push({ key, value: trimmed });
  }
  return objectExpression(next);
}
