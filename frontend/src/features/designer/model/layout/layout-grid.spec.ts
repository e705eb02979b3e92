import {
  allowedColumnCounts,
  findCell,
  furthestUsedColumn,
  nextOffset,
  normalizeRows,
  occupantAt,
  withColumnCount,
} from './layout-grid';
import { grid, picture } from './layout.testing';

describe('layout grid (001 §5, §9)', () => {
  it('offers 1 to 6 columns for a one-column layout', () => {
    expect(allowedColumnCounts(grid(1, 'A@0', 'B@0'))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(allowedColumnCounts(grid(1))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('reduces the choice to counts not lower than the furthest used column', () => {
    expect(furthestUsedColumn(grid(4, 'A@0 B@2', 'C@1+2'))).toBe(3);
    expect(allowedColumnCounts(grid(4, 'A@0 B@2', 'C@1+2'))).toEqual([3, 4, 5, 6]);
    expect(allowedColumnCounts(grid(6, 'A@5'))).toEqual([6]);
  });

  it('changes the column count only to an allowed one, never cutting a cell', () => {
    const layout = grid(4, 'A@0 B@2');
    expect(withColumnCount(layout, 3).columnCount).toBe(3);
    expect(withColumnCount(layout, 2)).toBe(layout);
    expect(withColumnCount(layout, 7)).toBe(layout);
  });

  it('finds a cell, the cell covering a column, and the room up to the next cell', () => {
    const layout = grid(5, 'A@0', 'B@0+2 C@3');
    expect(findCell(layout, 'q-C')).toMatchObject({ row: 1, index: 1 });
    expect(findCell(layout, 'q-Z')).toBeUndefined();
    const row = layout.rows[1];
    expect(occupantAt(row, 1)?.content).toBe('B');
    expect(occupantAt(row, 2)).toBeUndefined();
    expect(nextOffset(row, 0, 5)).toBe(3);
    expect(nextOffset(row, 3, 5)).toBe(5);
  });

  it('orders cells by column and drops empty rows', () => {
    const layout = grid(3, 'B@2 A@0', '', 'C@1');
    expect(picture({ ...layout, rows: normalizeRows(layout.rows) })).toEqual(['A@0 B@2', 'C@1']);
  });
});
