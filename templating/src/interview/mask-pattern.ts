/**
 * The field-pattern language of 002 §5: `9` a digit, `A` a letter, `X` a letter or a digit, `L` a letter shown
 * lower-case, `U` a letter shown upper-case; `\` makes the next character a literal; anything else is a literal
 * the input shows itself ("(999) 999-9999" for a phone number).
 *
 * Here, in the templating package, so that the frontend's masked input (through the `@app/templating/mask-pattern`
 * alias: this module imports nothing) and the interview's validation, in the browser and on the server, read
 * patterns the same way.
 */

/** One position of a pattern: a slot the person fills, or a literal the input writes for them. */
export type MaskToken = { slot: SlotKind } | { literal: string };
export type SlotKind = '9' | 'A' | 'X' | 'L' | 'U';

const SLOT_KINDS: ReadonlySet<string> = new Set(['9', 'A', 'X', 'L', 'U']);
const DIGIT = /^[0-9]$/;
const LETTER = /^\p{L}$/u;

/** The problem with a pattern, in 002 §5's words, or null when it can be used. */
export function patternProblem(pattern: unknown): string | null {
  if (typeof pattern !== 'string') return 'Pattern must be a text string.';
  // An odd run of backslashes at the end leaves the last one escaping nothing.
  const trailing = pattern.length - pattern.replace(/\\+$/, '').length;
  if (trailing % 2 === 1) return 'Pattern ends with an unescaped \\.';
  if (!parsePattern(pattern).some((token) => 'slot' in token)) {
    return `Pattern "${pattern}" does not contain any editable characters.`;
  }
  return null;
}

/** The pattern's positions, in order; a trailing lone backslash (see patternProblem) is dropped. */
export function parsePattern(pattern: string): MaskToken[] {
  const tokens: MaskToken[] = [];
  // Iterate by code point so a literal outside the basic plane stays one position.
  const chars = [...pattern];
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i];
    if (char === '\\') {
      i += 1;
      if (i < chars.length) tokens.push({ literal: chars[i] });
    } else if (SLOT_KINDS.has(char)) {
      tokens.push({ slot: char as SlotKind });
    } else {
      tokens.push({ literal: char });
    }
  }
  return tokens;
}

/** The character as the slot stores it (L lower-cases, U upper-cases), or null when the slot refuses it. */
export function fitSlot(slot: SlotKind, char: string): string | null {
  const digit = DIGIT.test(char);
  const letter = !digit && LETTER.test(char);
  switch (slot) {
    case '9':
      return digit ? char : null;
    case 'A':
      return letter ? char : null;
    case 'X':
      return digit || letter ? char : null;
    case 'L':
      return letter ? char.toLowerCase() : null;
    case 'U':
      return letter ? char.toUpperCase() : null;
  }
}

export interface Conformed {
  /** What the input shows: the filled slots with the literals between them. */
  formatted: string;
  /** Only what the person filled in (no literals): what is usually stored. */
  raw: string;
  /** Every slot is filled. */
  complete: boolean;
  /** Where the caret goes in `formatted`, for a caret at `caret` in the text given. */
  caret: number;
}

/**
 * Lays typed (or pasted) text over the pattern. Each character either matches the literal due next (the person
 * typed the literal), fills the next slot (literals before it are written for the person), or is dropped (a
 * letter where a digit is due, a separator pasted in the wrong place). Literals the person did not type are
 * written only once a slot after them is filled, so the input never ends in literals it added itself: Backspace
 * over a separator is never undone.
 */
export function conformToMask(text: string, tokens: readonly MaskToken[], caret = text.length): Conformed {
  const chars = [...text];
  // The caret counts UTF-16 units; find how many code points lie before it.
  let before = 0;
  for (let units = 0; before < chars.length && units < caret; before += 1) units += chars[before].length;

  let formatted = '';
  let raw = '';
  let next = 0;
  let caretOut = 0;
  for (let i = 0; i < chars.length && next < tokens.length; i += 1) {
    const char = chars[i];
    let pending = '';
    let cursor = next;
    while (cursor < tokens.length) {
      const token = tokens[cursor];
      if ('literal' in token) {
        cursor += 1;
        if (token.literal === char) {
          formatted += pending + char;
          next = cursor;
          break;
        }
        pending += token.literal;
        continue;
      }
      const stored = fitSlot(token.slot, char);
      if (stored !== null) {
        formatted += pending + stored;
        raw += stored;
        next = cursor + 1;
      }
      // Refused: dropped, and the literals skipped over stay due.
      break;
    }
    if (i < before) caretOut = formatted.length;
  }
  const complete = tokens.every((token, index) => 'literal' in token || index < next);
  return { formatted, raw, complete, caret: caretOut };
}

/**
 * A stored raw value (slots only) shown through the pattern: every character fills a slot, even one equal to a
 * literal ("+1 999" shows raw "123" as "+1 123").
 */
export function formatRaw(raw: string, tokens: readonly MaskToken[]): string {
  let formatted = '';
  let pending = '';
  let next = 0;
  for (const char of raw) {
    while (next < tokens.length && 'literal' in tokens[next])
      pending += (tokens[next++] as { literal: string }).literal;
    const token = tokens[next];
    if (!token || !('slot' in token)) break;
    const stored = fitSlot(token.slot, char);
    if (stored === null) continue;
    formatted += pending + stored;
    pending = '';
    next += 1;
  }
  return formatted;
}

/** How the pattern reads to a person, for a placeholder: "(999) 999-9999" shows as "(___) ___-____". */
export function maskPlaceholder(tokens: readonly MaskToken[]): string {
  return tokens.map((token) => ('slot' in token ? '_' : token.literal)).join('');
}
