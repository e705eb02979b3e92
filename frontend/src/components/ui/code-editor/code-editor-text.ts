/** The text rules of the code editor (002 §2.6, §9), kept apart from the widget so they can be specified. */

/** 002 §9: the editor tells its owner about a change once typing pauses this long. */
export const CODE_EDITOR_DEBOUNCE_MS = 400;
/** 002 §9: the default height, one line of code. */
export const CODE_EDITOR_HEIGHT = 30;

/** What the editor holds: an expression (001 §5) or template text with `{[…]}` fields (docs/templating.md). */
export type CodeLanguage = 'expression' | 'template';

/** 002 §2.6: single-line mode replaces line breaks (typed, pasted or dropped) with spaces. */
export const singleLineText = (text: string): string => text.replace(/\r\n|\r|\n/g, ' ');

/** The text as the editor keeps it. */
export const editorText = (text: string, singleLine: boolean): string => (singleLine ? singleLineText(text) : text);

/**
 * What a dropped variable reference becomes. The variable browser drags a template field (`{[Client.Name]}`, as
 * its copy button copies); an expression names the variable bare (`Client.Name`), so a lone field is unwrapped
 * there. Anything else (several fields, plain text) is inserted as it came.
 */
export function droppedText(text: string, language: CodeLanguage): string {
  if (language !== 'expression') return text;
  const field = /^\s*\{\[([^{}]*)\]\}\s*$/.exec(text) ?? /^\s*\{([^{}[\]]*)\}\s*$/.exec(text);
  return field ? field[1].trim() : text;
}

/** `insert` put in place of text[start, end), and where the caret goes: right after it. */
export function insertAt(text: string, start: number, end: number, insert: string): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}
