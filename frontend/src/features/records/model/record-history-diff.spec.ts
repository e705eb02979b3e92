import { diffRows, displayValue, sameValue } from './record-history-diff';

describe('a value as the comparison shows it', () => {
  it('keeps text, numbers and true/false as written', () => {
    expect(displayValue('Alice Martin')).toBe('Alice Martin');
    expect(displayValue('')).toBe('');
    expect(displayValue(42.5)).toBe('42.5');
    expect(displayValue(false)).toBe('false');
  });

  it('has no text for an absent value', () => {
    expect(displayValue(null)).toBeNull();
    expect(displayValue(undefined)).toBeNull();
  });

  it('writes a list one item a line, and says when it is empty', () => {
    expect(displayValue(['red', 'green'])).toBe('• red\n• green');
    expect(displayValue([])).toBe('(empty list)');
  });

  it('writes an object one variable a line, with lists and objects inside on one line', () => {
    expect(displayValue({ Street: 'Main St', Tags: ['a', 'b'], Owner: { Name: 'Bo', Age: null } })).toBe(
      'Street: Main St\nTags: [a, b]\nOwner: { Name: Bo, Age: — }',
    );
    expect(displayValue({})).toBe('(no values)');
  });

  it('lists each object of a list on its own line', () => {
    expect(displayValue([{ Name: 'Ann' }, { Name: 'Bo' }])).toBe('• { Name: Ann }\n• { Name: Bo }');
  });
});

describe('the rows of a comparison', () => {
  it('shows only the variables that differ, by name', () => {
    const rows = diffRows([
      { name: 'Name', before: 'Ann', after: 'Ann' },
      { name: 'Address', before: { City: 'Paris', Zip: '1' }, after: { Zip: '1', City: 'Paris' } },
      { name: 'Age', before: 30, after: 31 },
    ]);
    expect(rows.map((row) => row.name)).toEqual(['Age']);
    expect(rows[0]).toMatchObject({ before: '30', after: '31' });
  });

  it('marks the words that changed inside a text, on both sides', () => {
    const [row] = diffRows([{ name: 'Notes', before: 'called the client today', after: 'emailed the client today' }]);
    expect(row.words?.before).toEqual([
      { op: 'del', text: 'called' },
      { op: 'same', text: ' the client today' },
    ]);
    expect(row.words?.after).toEqual([
      { op: 'ins', text: 'emailed' },
      { op: 'same', text: ' the client today' },
    ]);
  });

  it('shows a list item added as an inserted line', () => {
    const [row] = diffRows([{ name: 'Colours', before: ['red'], after: ['red', 'blue'] }]);
    expect(row.before).toBe('• red');
    expect(row.after).toBe('• red\n• blue');
    expect(
      row.words?.after
        .filter((segment) => segment.op === 'ins')
        .map((segment) => segment.text)
        .join(''),
    ).toBe('\n• blue');
  });

  it('shows a value that was absent then, or is absent now, whole and without a word diff', () => {
    const rows = diffRows([
      { name: 'Phone', before: null, after: '555-0101' },
      { name: 'Fax', before: '555-0199', after: null },
    ]);
    expect(rows).toEqual([
      { name: 'Fax', before: '555-0199', after: null },
      { name: 'Phone', before: null, after: '555-0101' },
    ]);
  });

  it('treats an empty text as a value, unlike no value', () => {
    const [row] = diffRows([{ name: 'Middle', before: '', after: null }]);
    expect(row).toEqual({ name: 'Middle', before: '', after: null });
  });
});

describe('comparing values by content', () => {
  it('ignores the order of object keys but not of list items', () => {
    expect(sameValue({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue(null, undefined)).toBe(true);
    expect(sameValue(0, null)).toBe(false);
  });
});
