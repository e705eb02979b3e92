import { droppedText, editorText, insertAt, singleLineText } from './code-editor-text';

describe('code editor text', () => {
  it('single-line mode replaces every kind of line break with a space', () => {
    expect(singleLineText('a\nb\r\nc\rd')).toBe('a b c d');
    expect(editorText('a\nb', true)).toBe('a b');
    expect(editorText('a\nb', false)).toBe('a\nb');
  });

  it('a dropped reference is unwrapped for an expression and kept whole for a template', () => {
    expect(droppedText('{[Client.Name]}', 'expression')).toBe('Client.Name');
    expect(droppedText('{[Kids|map:"Name"]}', 'expression')).toBe('Kids|map:"Name"');
    expect(droppedText('{Client.Name}', 'expression')).toBe('Client.Name');
    expect(droppedText('{[Client.Name]}', 'template')).toBe('{[Client.Name]}');
  });

  it('several fields or plain text are dropped as they came', () => {
    expect(droppedText('{[list Kids]}{[endlist]}', 'expression')).toBe('{[list Kids]}{[endlist]}');
    expect(droppedText('Client.Name', 'expression')).toBe('Client.Name');
  });

  it('inserts at the caret, or in place of the selection, and puts the caret after the insertion', () => {
    expect(insertAt('Age >  and x', 6, 6, 'Limit')).toEqual({ text: 'Age > Limit and x', caret: 11 });
    expect(insertAt('a OLD b', 2, 5, 'new')).toEqual({ text: 'a new b', caret: 5 });
    expect(insertAt('abc', 10, 10, 'd')).toEqual({ text: 'abcd', caret: 4 });
    expect(insertAt('abc', -2, -1, 'z')).toEqual({ text: 'zabc', caret: 1 });
  });
});
