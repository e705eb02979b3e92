import { MAX_CELLS, sides, tokenize, wordDiff, type DiffSegment } from './word-diff';

const join = (segments: readonly DiffSegment[]) => segments.map((segment) => segment.text).join('');
const beforeText = (segments: DiffSegment[]) => join(sides(segments).before);
const afterText = (segments: DiffSegment[]) => join(sides(segments).after);

describe('tokenize', () => {
  it('splits words, whitespace runs and punctuation, keeping every character', () => {
    expect(tokenize('a.b + c_1  (x)')).toEqual(['a', '.', 'b', ' ', '+', ' ', 'c_1', '  ', '(', 'x', ')']);
    expect(tokenize('Grüße, Zoë!').join('')).toBe('Grüße, Zoë!');
  });
});

describe('wordDiff', () => {
  it('marks the changed word only, keeping the rest of an expression', () => {
    expect(wordDiff('Client.FirstName + " " + Client.LastName', 'Client.GivenName + " " + Client.LastName')).toEqual([
      { op: 'same', text: 'Client.' },
      { op: 'del', text: 'FirstName' },
      { op: 'ins', text: 'GivenName' },
      { op: 'same', text: ' + " " + Client.LastName' },
    ]);
  });

  it('shows insertions and deletions of whole words in template text', () => {
    expect(wordDiff('Dear {FirstName},', 'Dear Mr {LastName},')).toEqual([
      { op: 'same', text: 'Dear ' },
      { op: 'ins', text: 'Mr ' },
      { op: 'same', text: '{' },
      { op: 'del', text: 'FirstName' },
      { op: 'ins', text: 'LastName' },
      { op: 'same', text: '},' },
    ]);
  });

  it('reads a replaced run of words as one replacement, not words around a kept space', () => {
    expect(wordDiff('if a then b', 'if c d then b')).toEqual([
      { op: 'same', text: 'if ' },
      { op: 'del', text: 'a' },
      { op: 'ins', text: 'c d' },
      { op: 'same', text: ' then b' },
    ]);
  });

  it('gives back each text from its side', () => {
    const before = 'The quick brown fox\njumps over the lazy dog.';
    const after = 'A quick red fox\n\njumped over the dog!';
    const segments = wordDiff(before, after);
    expect(beforeText(segments)).toBe(before);
    expect(afterText(segments)).toBe(after);
  });

  it('answers one kept segment for equal texts, nothing for two empty ones, all new for an added text', () => {
    expect(wordDiff('same text', 'same text')).toEqual([{ op: 'same', text: 'same text' }]);
    expect(wordDiff('', '')).toEqual([]);
    expect(wordDiff('', 'new words')).toEqual([{ op: 'ins', text: 'new words' }]);
    expect(wordDiff('old', '')).toEqual([{ op: 'del', text: 'old' }]);
  });

  it('compares a very long text line by line, then its changed lines word by word, giving back both texts', () => {
    const line = (n: number) => `line ${n} ${'word '.repeat(20)}\n`;
    // Enough lines that their words, compared one by one, would pass MAX_CELLS.
    const count = Math.ceil(Math.sqrt(MAX_CELLS) / 40) + 10;
    const before = Array.from({ length: count }, (_, n) => line(n)).join('');
    // The first and last lines change, so the whole text is compared (not just a changed middle).
    const after = before.replace('line 0 ', 'line zero ').replace(`line ${count - 1} `, 'line end ');
    expect(tokenize(before).length ** 2).toBeGreaterThan(MAX_CELLS);
    const started = Date.now();
    const segments = wordDiff(before, after);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(beforeText(segments)).toBe(before);
    expect(afterText(segments)).toBe(after);
    // The changed lines are then compared word by word.
    const texts = (op: string) => segments.filter((segment) => segment.op === op).map((segment) => segment.text);
    expect(texts('del')).toEqual(['0', String(count - 1)]);
    expect(texts('ins')).toEqual(['zero', 'end']);
  });

  it('shows two texts with too many differing lines as replaced whole, quickly', () => {
    const text = (prefix: string) => Array.from({ length: 2_100 }, (_, n) => `${prefix}${n}\n`).join('');
    const before = text('a');
    const after = text('b');
    const started = Date.now();
    const segments = wordDiff(before, after);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(segments).toEqual([
      { op: 'del', text: before },
      { op: 'ins', text: after },
    ]);
  });
});
