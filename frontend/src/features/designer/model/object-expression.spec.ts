import { isObjectExpression, objectEntries, objectExpression, withObjectEntry } from './object-expression';

describe('object expressions (001 §5: mapping only when the expression parses to an object)', () => {
  it('reads the properties of an object literal, values as written', () => {
    expect(objectEntries('{ FirstName: Person.First, Age: 3 + 4 }')).toEqual([
      { key: 'FirstName', value: 'Person.First' },
      { key: 'Age', value: '3 + 4' },
    ]);
  });

  it('counts an empty expression and {} as an empty object', () => {
    expect(objectEntries('')).toEqual([]);
    expect(objectEntries('   ')).toEqual([]);
    expect(objectEntries(undefined)).toEqual([]);
    expect(objectEntries('{}')).toEqual([]);
  });

  it('keeps commas and colons inside strings, brackets, conditionals and filters in their value', () => {
    expect(
      objectEntries(
        '{ A: "x, y: z", B: [1, 2], C: Married ? "yes" : "no", D: Born|format:"MMMM D, YYYY", E: {F: 1, G: 2} }',
      ),
    ).toEqual([
      { key: 'A', value: '"x, y: z"' },
      { key: 'B', value: '[1, 2]' },
      { key: 'C', value: 'Married ? "yes" : "no"' },
      { key: 'D', value: 'Born|format:"MMMM D, YYYY"' },
      { key: 'E', value: '{F: 1, G: 2}' },
    ]);
  });

  it('reads quoted keys and a trailing comma', () => {
    expect(objectEntries('{"First Name": 1, \'b\': 2,}')).toEqual([
      { key: 'First Name', value: '1' },
      { key: 'b', value: '2' },
    ]);
  });

  it('is not an object when the expression does not compile or is something else', () => {
    expect(isObjectExpression('{ A: }')).toBe(false);
    expect(isObjectExpression('FirstName + " " + LastName')).toBe(false);
    expect(isObjectExpression('{A: 1}.A')).toBe(false);
    expect(isObjectExpression('Married ? {A: 1} : {A: 2}')).toBe(false);
    expect(isObjectExpression('[{A: 1}]')).toBe(false);
    expect(isObjectExpression('{ A: FirstName }')).toBe(true);
  });

  it('writes an object one property a line, quoting keys that are not names', () => {
    expect(objectExpression([])).toBe('{}');
    expect(
      objectExpression([
        { key: 'A', value: '1' },
        { key: 'Full name', value: 'x' },
      ]),
    ).toBe('{\n  A: 1,\n  "Full name": x\n}');
  });

  it('sets, replaces and removes one property, keeping the others in order', () => {
    const start = '{ A: 1, B: 2 }';
    expect(withObjectEntry(start, 'C', ' FirstName ')).toBe('{\n  A: 1,\n  B: 2,\n  C: FirstName\n}');
    expect(withObjectEntry(start, 'A', '5')).toBe('{\n  A: 5,\n  B: 2\n}');
    expect(withObjectEntry(start, 'A', '  ')).toBe('{\n  B: 2\n}');
    expect(withObjectEntry('', 'A', 'x')).toBe('{\n  A: x\n}');
    expect(withObjectEntry('A + 1', 'A', 'x')).toBeUndefined();
  });

  it('gives back an expression that still compiles to the same object', () => {
    const written = withObjectEntry('{ "x y": "a, b", C: D ? 1 : 2 }', 'E', 'F|upper')!;
    expect(objectEntries(written)).toEqual([
      { key: 'x y', value: '"a, b"' },
      { key: 'C', value: 'D ? 1 : 2' },
      { key: 'E', value: 'F|upper' },
    ]);
  });
});
