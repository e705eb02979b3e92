import { isTabular, parseTsv, pasteTsv, toTsv } from './table-clipboard';
import type { TableColumn } from './table-grid';

const columns: TableColumn[] = [{ name: 'Name', isKey: true }, { name: 'Code' }, { name: 'Note' }];
const rows = [
  { Name: 'Kent', Code: 'ME', Note: '' },
  { Name: 'Surrey', Code: 'GU', Note: 'south' },
];

describe('table clipboard: copy', () => {
  it('gives tab-separated columns in column order and newline-separated rows', () => {
    expect(toTsv(rows, columns)).toBe('Kent\tME\t\nSurrey\tGU\tsouth');
  });

  it('copies only the selected rows, in table order, when some are selected', () => {
    const three = [...rows, { Name: 'Devon', Code: 'EX', Note: 'west' }];
    expect(toTsv(three, columns, new Set([2, 0]))).toBe('Kent\tME\t\nDevon\tEX\twest');
    expect(toTsv(three, columns, new Set())).toBe(toTsv(three, columns));
  });

  it('turns tabs and line breaks inside a value into spaces, so the copy keeps its shape', () => {
    expect(toTsv([{ Name: 'a\tb', Code: 'line1\r\nline2', Note: '' }], columns)).toBe('a b\tline1 line2\t');
  });

  it('round-trips: pasting a copy at the first cell gives the same rows', () => {
    const pasted = pasteTsv([{ Name: '', Code: '', Note: '' }], columns, { row: 0, column: 0 }, toTsv(rows, columns));
    expect(pasted).toEqual(rows);
  });
});

describe('table clipboard: paste', () => {
  it('tells a single value from tabular text (a trailing line break alone is a single value)', () => {
    expect(isTabular('Kent')).toBe(false);
    expect(isTabular('Kent\n')).toBe(false);
    expect(isTabular('Kent\tME')).toBe(true);
    expect(isTabular('Kent\nSurrey')).toBe(true);
  });

  it('splits lines on any line break and skips blank lines', () => {
    expect(parseTsv('a\tb\r\n\r\nc\td\n\t\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('fills from the clicked cell onward, right and down', () => {
    const next = pasteTsv(rows, columns, { row: 0, column: 1 }, 'X1\tN1\nX2\tN2');
    expect(next).toEqual([
      { Name: 'Kent', Code: 'X1', Note: 'N1' },
      { Name: 'Surrey', Code: 'X2', Note: 'N2' },
    ]);
  });

  it('adds rows as needed, empty but for what was pasted', () => {
    const next = pasteTsv(rows, columns, { row: 1, column: 0 }, 'Essex\tCM\nDevon\tEX\nKent2\tCT\n');
    expect(next).toHaveLength(4);
    expect(next[1]).toEqual({ Name: 'Essex', Code: 'CM', Note: 'south' });
    expect(next[2]).toEqual({ Name: 'Devon', Code: 'EX', Note: '' });
    expect(next[3]).toEqual({ Name: 'Kent2', Code: 'CT', Note: '' });
  });

  it('skips empty pieces: their cells keep their values and the next pieces keep their columns', () => {
    const next = pasteTsv(rows, columns, { row: 0, column: 0 }, 'Kentish\t\tnorth\n\t  \tsouth-west');
    expect(next).toEqual([
      { Name: 'Kentish', Code: 'ME', Note: 'north' },
      { Name: 'Surrey', Code: 'GU', Note: 'south-west' },
    ]);
  });

  it('drops pieces past the last column and strips stray carriage returns and spaces', () => {
    const next = pasteTsv(rows, columns, { row: 0, column: 2 }, ' a \tlost\r\nb\r\n');
    expect(next.map((row) => row.Note)).toEqual(['a', 'b']);
    expect(next[0]).not.toHaveProperty('lost');
  });

  it('leaves the input rows unchanged', () => {
    pasteTsv(rows, columns, { row: 0, column: 0 }, 'x\ty');
    expect(rows[0]).toEqual({ Name: 'Kent', Code: 'ME', Note: '' });
  });
});
