import { fieldMapOf, flagNames, isObsolete, shortFieldName, withFieldExpression } from './template-pdf-fields';

describe('PDF field map rows (001 §2 Pdf form, §3 Pdf field entry)', () => {
  it('decodes the flag bits in the order 001 §3 lists them', () => {
    const all = [1, 2, 3, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24].reduce(
      (sum, bit) => sum | (1 << (bit - 1)),
      0,
    );
    expect(flagNames(all)).toEqual([
      'ReadOnly',
      'Required',
      'NoExport',
      'Multiline',
      'Password',
      'NoToggleToOff',
      'Radio',
      'Pushbutton',
      'Combo',
      'Edit',
      'Sort',
      'FileSelect',
      'MultiSelect',
      'DoNotSpellCheck',
      'DoNotScroll',
    ]);
    expect(flagNames(0)).toEqual([]);
    // Required (bit 2) and Multiline (bit 13).
    expect(flagNames(2 + 4096)).toEqual(['Required', 'Multiline']);
  });

  it('reads -1 as OBSOLETE', () => {
    expect(flagNames(-1)).toEqual(['OBSOLETE']);
    expect(isObsolete({ flags: -1 })).toBe(true);
    expect(isObsolete({ flags: 0 })).toBe(false);
  });

  it("shortens a name to its last segment after '.', keeping its [index]", () => {
    expect(shortFieldName('form1.page1.ClientName')).toBe('ClientName');
    expect(shortFieldName('form1.page1.Child[2]')).toBe('Child[2]');
    expect(shortFieldName('Plain')).toBe('Plain');
    expect(shortFieldName('a.b[1.5]')).toBe('b[1.5]');
  });

  it('reads only well-formed rows from a template', () => {
    expect(fieldMapOf(undefined)).toEqual([]);
    expect(fieldMapOf([{ name: 'A', type: 'text', flags: 0 }, { name: 3 }, null])).toEqual([
      { name: 'A', type: 'text', flags: 0 },
    ]);
  });

  it('changes one row of the whole map and keeps the others, an emptied expression removed', () => {
    const map = [
      { name: 'A', type: 'text', flags: 0, expression: 'x' },
      { name: 'B', type: 'text', flags: -1, expression: 'y' },
    ];
    expect(withFieldExpression(map, 'A', 'First + " " + Last')).toEqual([
      { name: 'A', type: 'text', flags: 0, expression: 'First + " " + Last' },
      map[1],
    ]);
    expect(withFieldExpression(map, 'B', '')).toEqual([map[0], { name: 'B', type: 'text', flags: -1 }]);
  });
});
