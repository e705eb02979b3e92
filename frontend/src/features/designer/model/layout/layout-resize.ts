import { findCell, mapCell, nextOffset } from './layout-grid';
import type { Layout } from './layout.types';

/** 001 §5: a cell's span reaches at most the next cell's offset in its row, or the last column. */
export function maxSpan(layout: Layout, cellId: string): number {
  const place = findCell(layout, cellId);
  if (!place) return 1;
  const { cell } = place;
  return Math.max(1, nextOffset(layout.rows[place.row], cell.offset, layout.columnCount) - cell.offset);
}

/** The cell resized to `span` columns, kept between 1 and its maximum. */
export function resizeCell(layout: Layout, cellId: string, span: number): Layout {
  const bounded = Math.min(maxSpan(layout, cellId), Math.max(1, Math.round(span)));
  return mapCell(layout, cellId, (cell) => (cell.span === bounded ? cell : { ...cell, span: bounded }));
}

/** The handle's double-click: a spanning cell goes back to one column; a one-column cell takes all its room. */
export function toggleSpan(layout: Layout, cellId: string): Layout {
  const place = findCell(layout, cellId);
  if (!place) return layout;
  return resizeCell(layout, cellId, place.cell.span > 1 ? 1 : maxSpan(layout, cellId));
}
