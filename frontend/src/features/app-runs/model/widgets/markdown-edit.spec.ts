import { applyMarkdown, markdownShortcut } from './markdown-edit';

/** The text with the selection drawn in: "a [bold] word". */
const shown = ({ text, start, end }: { text: string; start: number; end: number }) =>
  `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`;
/** Applies an action to a text written with its selection in brackets. */
const apply = (marked: string, action: Parameters<typeof applyMarkdown>[3]) => {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return shown(applyMarkdown(marked.replace('[', '').replace(']', ''), start, end, action));
};

describe('the markdown toolbar’s edits', () => {
  it('makes the selection bold or italic, keeping it selected, and undoes it when pressed again', () => {
    expect(apply('a [bold] word', 'bold')).toBe('a **[bold]** word');
    expect(apply('a **[bold]** word', 'bold')).toBe('a [bold] word');
    expect(apply('a [**bold**] word', 'bold')).toBe('a [bold] word');
    expect(apply('a [slanted] word', 'italic')).toBe('a _[slanted]_ word');
    expect(apply('a _[slanted]_ word', 'italic')).toBe('a [slanted] word');
    expect(apply('a **[both]** word', 'italic')).toBe('a **_[both]_** word');
  });

  it('leaves spaces selected at the ends outside the marks, and puts empty marks at the caret', () => {
    expect(apply('a[ bold ]word', 'bold')).toBe('a **[bold]** word');
    expect(apply('type []here', 'bold')).toBe('type **[]**here');
  });

  it('makes the selected lines a bulleted list, and takes the bullets off when all have one', () => {
    expect(apply('Intro\n[one\ntwo]\nend', 'list')).toBe('Intro\n[- one\n- two]\nend');
    expect(apply('Intro\n[- one\n- two]\nend', 'list')).toBe('Intro\n[one\ntwo]\nend');
    expect(apply('Intro\non[]e', 'list')).toBe('Intro\n- on[]e');
    expect(apply('[one\n\ntwo]', 'list')).toBe('[- one\n\n- two]');
  });

  it('makes the selection a link with its address selected, ready to type over', () => {
    const made = applyMarkdown('see our site now', 4, 12, 'link');
    expect(made.text).toBe('see [our site](https://) now');
    expect(made.text.slice(made.start, made.end)).toBe('https://');
    const empty = applyMarkdown('see ', 4, 4, 'link');
    expect(empty.text).toBe('see [link text](https://)');
    expect(empty.text.slice(empty.start, empty.end)).toBe('https://');
  });

  it('answers Ctrl+B and Ctrl+I (⌘ on a Mac), and no other key', () => {
    const key = (k: string, more: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {}) =>
      markdownShortcut({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...more });
    expect(key('b', { ctrlKey: true })).toBe('bold');
    expect(key('I', { metaKey: true })).toBe('italic');
    expect(key('b')).toBeNull();
    expect(key('b', { ctrlKey: true, shiftKey: true })).toBeNull();
    expect(key('u', { ctrlKey: true })).toBeNull();
  });
});
