/**
 * Characters Word and web pages leave inside fields that nobody can see: zero-width spaces and
 * joiners (U+200B–U+200D), direction marks (U+200E, U+200F, U+202A–U+202E), the word joiner and
 * invisible operators (U+2060–U+2064), the byte-order mark (U+FEFF) and soft hyphens (U+00AD).
 * A field is read without them, and no message shows them.
 */
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'g');
/** Spaces that look like spaces: read as spaces (a no-break space typed between `if` and its condition). */
const ODD_SPACE = /[\u00a0\u2000-\u200a\u202f\u205f\u3000]/;
const ODD_SPACES = new RegExp(ODD_SPACE.source, 'g');

export interface CleanText {
  text: string;
  /** Where each character of `text` (and its end) was in the original. */
  origin(index: number): number;
}

/** The text without invisible characters, and the way back to positions in the original. */
export function withoutInvisible(raw: string): CleanText {
  if (!INVISIBLE.test(raw)) {
    const text = ODD_SPACE.test(raw) ? raw.replace(ODD_SPACES, ' ') : raw;
    return { text, origin: (index) => index };
  }
  const kept: number[] = [];
  let text = '';
  for (let i = 0; i < raw.length; i++) {
    if (INVISIBLE.test(raw[i])) continue;
    kept.push(i);
    text += raw[i];
  }
  text = text.replace(ODD_SPACES, ' ');
  return { text, origin: (index) => (index < kept.length ? kept[index] : raw.length) };
}

/** Text for a message: invisible characters dropped, so that an error never shows one. */
export function visible(text: string): string {
  return text.replace(INVISIBLE_ALL, '');
}
