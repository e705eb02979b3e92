import {
  addRow,
  canBeKey,
  cellAfter,
  cellBefore,
  cellBelow,
  cellValue,
  COLUMN_EXISTS,
  columnLabel,
  columnNameProblem,
  keyColumnOf,
  moveItem,
  moveRows,
  renameInRows,
  setCell,
  withKey,
  withoutColumnsInRows,
  withoutRows,
  type TableColumn,
} from './table-grid';

const columns: TableColumn[] = [
  { name: 'Name', isKey: true },
  { name: 'Code', label: 'Postal code' },
  { name: 'Note' },
];
const rows = [
  { Name: 'Kent', Code: 'ME', Note: '' },
  { Name: 'Surrey', Code: 'GU', Note: 'south' },
];
const anyName = (name: string) => (name.trim() ? null : 'Please provide a name.');

describe('table grid: columns and the key', () => {
  it('shows a column by its label, or by its name when it has none', () => {
    expect(columns.map(columnLabel)).toEqual(['Name', 'Postal code', 'Note']);
    expect(columnLabel({ name: 'Code', label: '  ' })).toBe('Code');
  });

  it('finds the key column: the marked one, a forced one first, else the default id$ column', () => {
    expect(keyColumnOf(columns)).toBe('Name');
    expect(
      keyColumnOf([
        { name: 'a', isKey: true },
        { name: 'b', forceKey: true },
      ]),
    ).toBe('b');
    expect(keyColumnOf([{ name: 'title' }, { name: 'id$' }])).toBe('id$');
    expect(keyColumnOf([{ name: 'title' }])).toBeUndefined();
  });

  it('moves the key to another column, keeping exactly one key', () => {
    const next = withKey(columns, 'Code');
    expect(next.filter((column) => column.isKey).map((column) => column.name)).toEqual(['Code']);
    expect(keyColumnOf(next)).toBe('Code');
  });

  it('refuses to move a forced key, to key the key again, or to key an unknown column', () => {
    const forced: TableColumn[] = [{ name: 'id$', forceKey: true }, { name: 'title' }];
    expect(canBeKey(forced, 'title')).toBe(false);
    expect(withKey(forced, 'title')).toEqual(forced);
    expect(canBeKey(columns, 'Name')).toBe(false);
    expect(canBeKey(columns, 'Missing')).toBe(false);
    expect(canBeKey(columns, 'Note')).toBe(true);
  });

  it('checks a new column name against the caller rules, then for duplicates case aside', () => {
    expect(columnNameProblem('', columns, anyName)).toBe('Please provide a name.');
    expect(columnNameProblem('code', columns, anyName)).toBe(COLUMN_EXISTS);
    expect(COLUMN_EXISTS).toBe('A column by this name already exists.');
    expect(columnNameProblem('City', columns, anyName)).toBeNull();
  });

  it('lets a renamed column keep its own name or change its case', () => {
    expect(columnNameProblem('Code', columns, anyName, 'Code')).toBeNull();
    expect(columnNameProblem('CODE', columns, anyName, 'Code')).toBeNull();
    expect(columnNameProblem('Name', columns, anyName, 'Code')).toBe(COLUMN_EXISTS);
  });
});

describe('table grid: cells and rows', () => {
  it('reads a missing value as empty text and a number as its text', () => {
    expect(cellValue({ Name: 'Kent' }, 'Code')).toBe('');
    expect(cellValue({ Count: 3 } as never, 'Count')).toBe('3');
    expect(cellValue(undefined, 'Name')).toBe('');
  });

  it('sets one cell without touching the others or the input rows', () => {
    const next = setCell(rows, columns, { row: 1, column: 1 }, 'RH');
    expect(next[1]).toEqual({ Name: 'Surrey', Code: 'RH', Note: 'south' });
    expect(next[0]).toBe(rows[0]);
    expect(rows[1].Code).toBe('GU');
  });

  it('adds empty rows up to a cell past the end', () => {
    const next = setCell(rows, columns, { row: 3, column: 0 }, 'Devon');
    expect(next).toHaveLength(4);
    expect(next[2]).toEqual({ Name: '', Code: '', Note: '' });
    expect(next[3]).toEqual({ Name: 'Devon', Code: '', Note: '' });
  });

  it('adds an empty row with every column', () => {
    expect(addRow(rows, columns).at(-1)).toEqual({ Name: '', Code: '', Note: '' });
  });

  it('Enter moves to the cell below, adding a row when on the last one', () => {
    const middle = cellBelow(rows, columns, { row: 0, column: 2 });
    expect(middle.at).toEqual({ row: 1, column: 2 });
    expect(middle.rows).toHaveLength(2);
    const last = cellBelow(rows, columns, { row: 1, column: 2 });
    expect(last.at).toEqual({ row: 2, column: 2 });
    expect(last.rows).toHaveLength(3);
  });

  it('Tab and Shift+Tab walk the cells in reading order and stop at either end', () => {
    expect(cellAfter(2, 3, { row: 0, column: 1 })).toEqual({ row: 0, column: 2 });
    expect(cellAfter(2, 3, { row: 0, column: 2 })).toEqual({ row: 1, column: 0 });
    expect(cellAfter(2, 3, { row: 1, column: 2 })).toBeUndefined();
    expect(cellBefore(3, { row: 1, column: 0 })).toEqual({ row: 0, column: 2 });
    expect(cellBefore(3, { row: 0, column: 0 })).toBeUndefined();
  });

  it('renames a column in every row, keeping the order of the other values', () => {
    const renamed = renameInRows(rows, 'Code', 'Postcode');
    expect(renamed[1]).toEqual({ Name: 'Surrey', Postcode: 'GU', Note: 'south' });
    expect(Object.keys(renamed[1])).toEqual(['Name', 'Postcode', 'Note']);
    expect(rows[1]).toHaveProperty('Code');
  });

  it('drops the values of deleted columns from every row', () => {
    expect(withoutColumnsInRows(rows, ['Code', 'Note'])).toEqual([{ Name: 'Kent' }, { Name: 'Surrey' }]);
  });

  it('deletes the selected rows', () => {
    const three = [...rows, { Name: 'Devon', Code: 'EX', Note: '' }];
    expect(withoutRows(three, new Set([0, 2]))).toEqual([rows[1]]);
  });
});

describe('table grid: order of columns and rows', () => {
  it('moves an item to another place, clamped to the list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, -5)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 7, 0)).toEqual(['a', 'b', 'c']);
  });

  const five = ['a', 'b', 'c', 'd', 'e'].map((Name) => ({ Name }));
  const names = (list: Record<string, string>[]) => list.map((row) => row.Name).join('');

  it('moves the selected rows up together and follows them with the selection', () => {
    const moved = moveRows(five, new Set([1, 3]), -1);
    expect(names(moved.rows)).toBe('badce');
    expect([...moved.selected].sort()).toEqual([0, 2]);
  });

  it('moves adjacent selected rows down as a block', () => {
    const moved = moveRows(five, new Set([1, 2]), 1);
    expect(names(moved.rows)).toBe('adbce');
    expect([...moved.selected].sort()).toEqual([2, 3]);
  });

  it('moves nothing when a selected row is already at the edge, or none is selected', () => {
    expect(names(moveRows(five, new Set([0, 3]), -1).rows)).toBe('abcde');
    expect(names(moveRows(five, new Set([4]), 1).rows)).toBe('abcde');
    expect(names(moveRows(five, new Set(), 1).rows)).toBe('abcde');
  });
});
