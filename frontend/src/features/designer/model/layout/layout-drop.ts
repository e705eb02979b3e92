import { findCell, nextOffset, normalizeRows, occupantAt } from './layout-grid';
import type { Layout, LayoutCell, LayoutRow } from './layout.types';

/** Where a dragged cell is let go: a row (or `rows.length`, a new row after the last) and a column. */
export interface DropTarget {
  row: number;
  column: number;
}

/** Where the cell would land, in the rows as they are now (the row may be the new one after the last). */
export interface Landing {
  row: number;
  offset: number;
  span: number;
  /** The cell that moves one column right to make room, if any. */
  shifted?: string;
}

export type DropPlan = { ok: true; layout: Layout; landing: Landing } | { ok: false; reason: string };

export const STATIC_ON_OCCUPIED = 'An information cell cannot be dropped on an occupied column.';
export const occupantCannotShift = (content: string) =>
  `This column is taken: ${content || 'the cell there'} cannot move right to make room.`;

/**
 * 001 §5: an occupant can shift one column right to let a cell in when it has no span (covers one column), no cell
 * sits directly right of it, and the column count has room for its offset plus 2.
 */
export const canShift = (occupant: LayoutCell, row: LayoutRow, columnCount: number) =>
  occupant.span === 1 && occupantAt(row, occupant.offset + 1) === undefined && occupant.offset + 2 <= columnCount;

/**
 * Moves a cell to `target` by 001 §5's drop rules. On a free column the cell keeps its span as far as the room
 * there allows. On an occupied column a question cell takes the occupant's column (with a span of 1) when the
 * occupant can shift right; otherwise, and always for an information (static) cell, the drop is refused. Rows
 * left empty disappear.
 */
export function planDrop(layout: Layout, cellId: string, target: DropTarget): DropPlan {
  const place = findCell(layout, cellId);
  if (!place) return { ok: false, reason: 'That cell is no longer in the layout.' };
  const { cell } = place;
  const { columnCount } = layout;
  const column = Math.min(columnCount - 1, Math.max(0, target.column));
  const rows = layout.rows.map((row, index) => (index === place.row ? row.filter((c) => c.id !== cellId) : row));

  if (target.row >= rows.length) {
    const span = Math.min(cell.span, columnCount - column);
    const landing = { row: rows.length, offset: column, span };
    return {
      ok: true,
      landing,
      layout: { ...layout, rows: normalizeRows([...rows, [{ ...cell, offset: column, span }]]) },
    };
  }

  const row = rows[target.row];
  const occupant = occupantAt(row, column);
  if (!occupant) {
    const span = Math.min(cell.span, nextOffset(row, column, columnCount) - column);
    const landing = { row: target.row, offset: column, span };
    rows[target.row] = [...row, { ...cell, offset: column, span }];
    return { ok: true, landing, layout: { ...layout, rows: normalizeRows(rows) } };
  }
  if (cell.class === 'static') return { ok: false, reason: STATIC_ON_OCCUPIED };
  if (!canShift(occupant, row, columnCount)) return { ok: false, reason: occupantCannotShift(occupant.content) };
  const landing = { row: target.row, offset: occupant.offset, span: 1, shifted: occupant.id };
  rows[target.row] = [
    ...row.map((c) => (c.id === occupant.id ? { ...c, offset: c.offset + 1 } : c)),
    { ...cell, offset: occupant.offset, span: 1 },
  ];
  return { ok: true, landing, layout: { ...layout, rows: normalizeRows(rows) } };
}

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

/**
 * The keyboard's move of a cell: one column left or right, or to the row above or below (below the last row, a
 * row of its own), by the same rules as a drop; null where there is nowhere to go.
 */
export function planArrowMove(layout: Layout, cellId: string, key: ArrowKey): DropPlan | null {
  const place = findCell(layout, cellId);
  if (!place) return null;
  const { row, cell } = place;
  switch (key) {
    case 'ArrowLeft':
      return cell.offset === 0 ? null : planDrop(layout, cellId, { row, column: cell.offset - 1 });
    case 'ArrowRight': {
      if (cell.offset + cell.span >= layout.columnCount) return null;
      const plan = planDrop(layout, cellId, { row, column: cell.offset + 1 });
      // Moving right must not cut the cell: refused when its span does not fit.
      return plan.ok && plan.landing.span < cell.span ? { ok: false, reason: 'There is no room to the right.' } : plan;
    }
    case 'ArrowUp':
      return row === 0 ? null : planDrop(layout, cellId, { row: row - 1, column: cell.offset });
    case 'ArrowDown':
      return layout.rows[row].length === 1 && row === layout.rows.length - 1
        ? null
        : planDrop(layout, cellId, { row: row + 1, column: cell.offset });
  }
}
