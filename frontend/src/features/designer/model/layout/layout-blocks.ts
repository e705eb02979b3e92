import { normalizeRows, occupantAt } from './layout-grid';
import type { Layout, LayoutCell } from './layout.types';

/** A new information cell's id: `info-` and a number no cell of the layout has used. */
export function newStaticId(layout: Layout): string {
  const used = layout.rows
    .flat()
    .map((cell) => /^info-(\d+)$/.exec(cell.id)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number);
  return `info-${Math.max(0, ...used) + 1}`;
}

/**
 * Dragging on empty canvas draws an information (static) cell over the columns dragged across, in the row where
 * the drag began (or in a new row after the last). The block starts at the first column and stops before any
 * cell in its way; null when the drag began on a cell.
 */
export function createStaticBlock(
  layout: Layout,
  row: number,
  fromColumn: number,
  toColumn: number,
): { layout: Layout; cell: LayoutCell } | null {
  const last = layout.columnCount - 1;
  const from = Math.min(last, Math.max(0, fromColumn));
  const to = Math.min(last, Math.max(0, toColumn));
  const cells = row < layout.rows.length ? layout.rows[row] : [];
  if (occupantAt(cells, from) !== undefined) return null;
  const step = to >= from ? 1 : -1;
  let reached = from;
  while (reached !== to && occupantAt(cells, reached + step) === undefined) reached += step;
  const cell: LayoutCell = {
    id: newStaticId(layout),
    class: 'static',
    content: '',
    offset: Math.min(from, reached),
    span: Math.abs(reached - from) + 1,
  };
  const rows =
    row < layout.rows.length ? layout.rows.map((r, i) => (i === row ? [...r, cell] : r)) : [...layout.rows, [cell]];
  return { layout: { ...layout, rows: normalizeRows(rows) }, cell };
}

/** Deletes the information cells among `ids`; a question cell stays (its variable is still asked). */
export function deleteStaticCells(layout: Layout, ids: ReadonlySet<string>): Layout {
  const gone = (cell: LayoutCell) => cell.class === 'static' && ids.has(cell.id);
  if (!layout.rows.some((row) => row.some(gone))) return layout;
  return { ...layout, rows: normalizeRows(layout.rows.map((row) => row.filter((cell) => !gone(cell)))) };
}
