import type { VariableRule } from '../record-values';
import { convertCell, convertCsvRow, convertJsonItem, mapColumns, parseDate, parseNumber } from './row-conversion';

const variables: VariableRule[] = [
  { name: 'Name', type: 'text' },
  { name: 'Age', type: 'number' },
  { name: 'Born', type: 'date' },
  { name: 'Active', type: 'true/false' },
  { name: 'Tier', type: 'selection', _options: '["Gold","Silver"]' },
  { name: 'Tags', type: 'text', isList: true },
  { name: 'Scores', type: 'number', isList: true },
  { name: 'Address', type: 'object' },
];
const variable = (name: string) => variables.find((each) => each.name === name) as VariableRule;

describe('CSV cells as typed values', () => {
  it('matches header columns to variables case-insensitively and reports the others', () => {
    const map = mapColumns(['name', 'AGE', 'Shoe size', 'born'], variables);
    expect(map.variables.map((each) => each?.name ?? null)).toEqual(['Name', 'Age', null, 'Born']);
    expect(map.unknown).toEqual(['Shoe size']);
  });

  it('reads numbers, with thousands separators only in threes', () => {
    expect(parseNumber('42')).toBe(42);
    expect(parseNumber(' -3.5 ')).toBe(-3.5);
    expect(parseNumber('1,234,567.89')).toBe(1234567.89);
    expect(parseNumber('2e3')).toBe(2000);
    expect(parseNumber('1,5')).toBeNull();
    expect(parseNumber('12abc')).toBeNull();
    expect(parseNumber('')).toBeNull();
  });

  it('reads dates as ISO, m/d/yyyy (slashes) and d.m.yyyy (dots), and refuses days that do not exist', () => {
    expect(parseDate('2024-03-09')).toBe('2024-03-09');
    expect(parseDate('2024-3-9')).toBe('2024-03-09');
    expect(parseDate('2024-03-09T10:20:00Z')).toBe('2024-03-09');
    expect(parseDate('3/9/2024')).toBe('2024-03-09');
    expect(parseDate('9.3.2024')).toBe('2024-03-09');
    expect(parseDate('31.02.2024')).toBeNull();
    expect(parseDate('13/1/2024')).toBeNull();
    expect(parseDate('next tuesday')).toBeNull();
  });

  it('reads true/false words, and a selection by its option in any case', () => {
    expect(convertCell(variable('Active'), 'Yes')).toEqual({ value: true });
    expect(convertCell(variable('Active'), 'FALSE')).toEqual({ value: false });
    expect(convertCell(variable('Active'), '0')).toEqual({ value: false });
    expect(convertCell(variable('Active'), 'maybe')).toEqual({
      problem: '"maybe" is not true or false (write true/false, yes/no or 1/0).',
    });
    expect(convertCell(variable('Tier'), 'gold')).toEqual({ value: 'Gold' });
    expect(convertCell(variable('Tier'), 'Bronze')).toEqual({ problem: '"Bronze" is not one of "Gold", "Silver".' });
  });

  it('reads lists as items separated by | or as a JSON array, each item converted', () => {
    expect(convertCell(variable('Tags'), 'a | b|c')).toEqual({ value: ['a', 'b', 'c'] });
    expect(convertCell(variable('Tags'), '["x, y","z"]')).toEqual({ value: ['x, y', 'z'] });
    expect(convertCell(variable('Scores'), '1|2.5')).toEqual({ value: [1, 2.5] });
    expect(convertCell(variable('Scores'), '1|two')).toEqual({ problem: '"two" is not a number.' });
  });

  it('reads an object written as JSON', () => {
    expect(convertCell(variable('Address'), '{"City":"Oslo"}')).toEqual({ value: { City: 'Oslo' } });
    expect(convertCell(variable('Address'), 'Oslo')).toEqual({
      problem: '"Oslo" is not an object written as JSON ({"Name": "..."}).',
    });
  });

  it('leaves an empty cell unset', () => {
    expect(convertCell(variable('Age'), '  ')).toBeUndefined();
    expect(convertCell(variable('Name'), '')).toBeUndefined();
  });

  it('converts a row, or fails it with its row number, column and reason', () => {
    const columns = ['Name', 'Age', 'Born', 'Notes'];
    const map = mapColumns(columns, variables);
    expect(convertCsvRow(columns, map, 2, ['Ann', '31', '1/2/1990', 'ignored'])).toEqual({
      row: 2,
      values: { Name: 'Ann', Age: 31, Born: '1990-01-02' },
    });
    expect(convertCsvRow(columns, map, 3, ['Bob', 'old', '', ''])).toEqual({
      failure: { row: 3, column: 'Age', reason: '"old" is not a number.' },
    });
    expect(convertCsvRow(columns, map, 4, ['Cy', '1', '2024-02-30', ''])).toEqual({
      failure: {
        row: 4,
        column: 'Born',
        reason: '"2024-02-30" is not a date (write yyyy-mm-dd, m/d/yyyy or d.m.yyyy).',
      },
    });
    expect(convertCsvRow(columns, map, 5, ['a', '1', '', '', 'extra'])).toEqual({
      failure: { row: 5, reason: 'This row has 5 cells; the header names 4 columns.' },
    });
    // Spreadsheets drop trailing empty cells: a short row is read as empty cells.
    expect(convertCsvRow(columns, map, 6, ['Dee'])).toEqual({ row: 6, values: { Name: 'Dee' } });
  });

  it('converts a JSON item by the same rules, keeping typed values and reporting unknown keys', () => {
    const unknown = new Set<string>();
    expect(convertJsonItem(variables, 1, { name: 'Ann', Age: 31, born: '9.3.2024', shoe: 9 }, unknown)).toEqual({
      row: 1,
      values: { Name: 'Ann', Age: 31, Born: '2024-03-09' },
    });
    expect([...unknown]).toEqual(['shoe']);
    expect(convertJsonItem(variables, 2, 'Ann', unknown)).toEqual({
      failure: { row: 2, reason: 'This item is not an object of values keyed by variable name.' },
    });
  });
});
