import { MAX_COLUMNS, type Layout, type LayoutCell, type LayoutRow } from './layout.types';

/** Where a cell is: its row, its place in the row, and the cell. */
export interface CellPlace {
  row: number;
  index: number;
  cell: LayoutCell;
}

/** The column after a cell's last one. */
export const cellEnd = (cell: Pick<LayoutCell, 'offset' | 'span'>) => cell.offset + cell.span;

export function findCell(layout: Layout, id: string): CellPlace | undefined {
  for (const [row, cells] of layout.rows.entries()) {
    const index = cells.findIndex((cell) => cell.id === id);
    if (index >= 0) return { row, index, cell: cells[index] };
  }
  return undefined;
}

/** The cell of a row covering `column`, if any. */
export const occupantAt = (row: LayoutRow, column: number) =>
  row.find((cell) => cell.offset <= column && column < cellEnd(cell));

/** The first column at or after `column` that a cell of the row starts at, or the column count: a cell's room. */
export const nextOffset = (row: LayoutRow, column: number, columnCount: number) =>
  Math.min(columnCount, ...row.filter((cell) => cell.offset > column).map((cell) => cell.offset));

/** Rows as the canvas shows them: each row's cells from left to right, and no empty rows. */
export const normalizeRows = (rows: readonly LayoutRow[]): LayoutRow[] =>
  rows.filter((row) => row.length > 0).map((row) => [...row].sort((a, b) => a.offset - b.offset));

/** The furthest column any cell uses (counted from 1); 1 for an empty layout. */
export const furthestUsedColumn = (layout: Layout) => Math.max(1, ...layout.rows.flatMap((row) => row.map(cellEnd)));

/**
 * 001 §5: the grid has 1 to 6 columns, reduced to those not lower than the furthest used column, so that a
 * change of the column count never cuts a cell.
 */
export function allowedColumnCounts(layout: Layout): number[] {
  const lowest = Math.min(MAX_COLUMNS, furthestUsedColumn(layout));
  return Array.from({ length: MAX_COLUMNS - lowest + 1 }, (_, i) => lowest + i);
}

/** The layout with another column count, or unchanged when that count would cut a cell. */
export const withColumnCount = (layout: Layout, columnCount: number): Layout =>
  allowedColumnCounts(layout).includes(columnCount) ? { ...layout, columnCount } : layout;

/** Replaces one cell (found by id) with what `change` makes of it. */
export function mapCell(layout: Layout, id: string, change: (cell: LayoutCell) => LayoutCell): Layout {
  return {
    ...layout,
    rows: layout.rows.map((row) =>
      row.some((cell) => cell.id === id) ? row.map((c) => (c.id === id ? change(c) : c)) : row,
    ),
  };
}
