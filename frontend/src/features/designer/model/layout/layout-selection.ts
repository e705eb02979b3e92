import { normalizeRows } from './layout-grid';
import type { Layout, LayoutCell } from './layout.types';

/** ctrl/meta-click on a cell: in the selection, or out of it. */
export function toggleSelected(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The row selector: selects the row's cells, or, when all of them are selected already, unselects them. */
export function toggleRowSelected(selected: ReadonlySet<string>, row: readonly LayoutCell[]): Set<string> {
  const next = new Set(selected);
  const all = row.every((cell) => next.has(cell.id));
  for (const cell of row) {
    if (all) next.delete(cell.id);
    else next.add(cell.id);
  }
  return next;
}

export type MovePosition = 'before' | 'after';

/**
 * Move Selected: the selected cells leave their rows and are put before or after row `target`, each row's
 * selection as a row of its own (cells keep their columns, so they never overlap). Rows left empty disappear;
 * the target row may be one of them, and the cells still go where it was.
 */
export function moveSelected(
  layout: Layout,
  selected: ReadonlySet<string>,
  target: number,
  position: MovePosition,
): Layout {
  const moved = layout.rows.map((row) => row.filter((cell) => selected.has(cell.id))).filter((row) => row.length > 0);
  if (moved.length === 0) return layout;
  const kept = layout.rows.map((row, index) => ({ index, cells: row.filter((cell) => !selected.has(cell.id)) }));
  const remaining = kept.filter((row) => row.cells.length > 0);
  const at = remaining.filter((row) => (position === 'before' ? row.index < target : row.index <= target)).length;
  const rows = remaining.map((row) => row.cells);
  rows.splice(at, 0, ...moved);
  return { ...layout, rows: normalizeRows(rows) };
}

/** How the Move Selected dialog names a row: its number and what its cells show. */
export const rowLabel = (row: readonly LayoutCell[], index: number) =>
  `Row ${index + 1}: ${row.map((cell) => cell.content || (cell.class === 'static' ? '(information)' : '')).join(', ')}`;
