/** What a markdown toolbar button does to a text box (INTERVIEW §3: "markdown toolbar when allowed"). */
export type MarkdownAction = 'bold' | 'italic' | 'list' | 'link';

/** The text and the selection after an edit: the box shows `text` and selects `start`–`end`. */
export interface MarkdownEdit {
  text: string;
  start: number;
  end: number;
}

const MARKS: Record<'bold' | 'italic', string> = { bold: '**', italic: '_' };
/** What a link's address starts as: selected, so typing replaces it. */
export const LINK_PLACEHOLDER = 'https://';

/**
 * One toolbar action on `text` with `start`–`end` selected, as people expect of a markdown box (GitHub's and
 * Knackly's): bold and italic wrap the selection (or put the marks at the caret, the caret between them) and take
 * them off again when the selection is already wrapped; list makes each selected line a bullet ("- "), or takes
 * the bullets off when every line has one; link makes the selection a link's text with its address selected.
 */
export function applyMarkdown(text: string, start: number, end: number, action: MarkdownAction): MarkdownEdit {
  const [from, to] = start <= end ? [start, end] : [end, start];
  if (action === 'list') return toggleList(text, from, to);
  if (action === 'link') return link(text, from, to);
  return toggleWrap(text, from, to, MARKS[action]);
}

function toggleWrap(text: string, from: number, to: number, mark: string): MarkdownEdit {
  const selected = text.slice(from, to);
  // The marks selected with the text ("**bold**"), or just around the selection: taken off.
  if (selected.length >= mark.length * 2 && selected.startsWith(mark) && selected.endsWith(mark)) {
    const inner = selected.slice(mark.length, selected.length - mark.length);
    return { text: text.slice(0, from) + inner + text.slice(to), start: from, end: from + inner.length };
  }
  const before = text.slice(from - mark.length, from);
  const after = text.slice(to, to + mark.length);
  if (from >= mark.length && before === mark && after === mark) {
    const outer = from - mark.length;
    return {
      text: text.slice(0, outer) + selected + text.slice(to + mark.length),
      start: outer,
      end: outer + selected.length,
    };
  }
  // Spaces selected at either end stay outside the marks: "** bold **" is not bold in markdown.
  const lead = selected.length - selected.trimStart().length;
  const trail = selected.length - selected.trimEnd().length;
  const core = selected.trim();
  const a = from + (core === '' ? selected.length : lead);
  const b = core === '' ? a : to - trail;
  const wrapped = `${mark}${text.slice(a, b)}${mark}`;
  return { text: text.slice(0, a) + wrapped + text.slice(b), start: a + mark.length, end: b + mark.length };
}

function toggleList(text: string, from: number, to: number): MarkdownEdit {
  const lineStart = text.lastIndexOf('\n', from - 1) + 1;
  // A selection ending at the start of a line does not take that line in.
  const lastIndex = to > from && text[to - 1] === '\n' ? to - 1 : to;
  const nextBreak = text.indexOf('\n', lastIndex);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const bulleted = /^\s*[-*+] /;
  const allBulleted = lines.filter((line) => line.trim() !== '').every((line) => bulleted.test(line));
  const changed = lines.map((line) => {
    if (allBulleted) return line.replace(bulleted, '');
    return line.trim() === '' && lines.length > 1 ? line : `- ${line}`;
  });
  const block = changed.join('\n');
  const result = text.slice(0, lineStart) + block + text.slice(lineEnd);
  // One empty line made a bullet: the caret goes after "- ", ready to type.
  if (from === to && lines.length === 1) {
    const moved = from + (block.length - lines[0].length);
    return { text: result, start: moved, end: moved };
  }
  return { text: result, start: lineStart, end: lineStart + block.length };
}

function link(text: string, from: number, to: number): MarkdownEdit {
  const label = text.slice(from, to).trim() || 'link text';
  const inserted = `[${label}](${LINK_PLACEHOLDER})`;
  const urlStart = from + label.length + 3;
  return {
    text: text.slice(0, from) + inserted + text.slice(to),
    start: urlStart,
    end: urlStart + LINK_PLACEHOLDER.length,
  };
}

/** The action a key press asks for in a markdown box: Ctrl+B and Ctrl+I (⌘ on a Mac); null for any other key. */
export function markdownShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): MarkdownAction | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  const key = event.key.toLowerCase();
  return key === 'b' ? 'bold' : key === 'i' ? 'italic' : null;
}
