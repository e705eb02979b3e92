import type { LayoutCell } from './layout.types';

/**
 * 001 §9's canvas measures, and the conversions between the canvas's pixels and the grid: rows 56 high with 20
 * between them (a pitch of 76), columns of equal width with 10 between, a margin of 20 all round, a canvas 440
 * high that scrolls, and auto-scroll while dragging within 60 of its top or bottom edge.
 */
export const ROW_HEIGHT = 56;
export const ROW_GAP = 20;
export const ROW_PITCH = ROW_HEIGHT + ROW_GAP;
export const CANVAS_HEIGHT = 440;
export const COLUMN_GAP = 10;
export const CANVAS_MARGIN = 20;
export const AUTO_SCROLL_EDGE = 60;
/** 001 §9: the cell text is saved 300 ms after the last keystroke. */
export const CELL_TEXT_DEBOUNCE_MS = 300;

/** The width of one column on a canvas `width` wide. */
export const columnWidth = (width: number, columnCount: number) =>
  Math.max(0, (width - 2 * CANVAS_MARGIN - (columnCount - 1) * COLUMN_GAP) / columnCount);

/** Where a cell sits on the canvas, in pixels from the canvas's top left corner (inside its scrolled content). */
export function cellRect(
  row: number,
  cell: Pick<LayoutCell, 'offset' | 'span'>,
  width: number,
  columnCount: number,
): { left: number; top: number; width: number; height: number } {
  const column = columnWidth(width, columnCount);
  return {
    left: CANVAS_MARGIN + cell.offset * (column + COLUMN_GAP),
    top: CANVAS_MARGIN + row * ROW_PITCH,
    width: cell.span * column + (cell.span - 1) * COLUMN_GAP,
    height: ROW_HEIGHT,
  };
}

/** The column under `x` (a gap belongs to the column on its left); clamped to the grid. */
export function columnAt(x: number, width: number, columnCount: number): number {
  const column = columnWidth(width, columnCount);
  const index = Math.floor((x - CANVAS_MARGIN) / (column + COLUMN_GAP));
  return Math.min(columnCount - 1, Math.max(0, index));
}

/**
 * The row under `y`: an existing row (`row` below `rowCount`), or the row after the last one, which a drop or a
 * new block would create (`row === rowCount`). The gap under a row belongs to that row.
 */
export function rowAt(y: number, rowCount: number): number {
  const index = Math.floor((y - CANVAS_MARGIN) / ROW_PITCH);
  return Math.min(rowCount, Math.max(0, index));
}

/** The canvas content's height: every row, a free row to drop on or draw in, and the margins. */
export const contentHeight = (rowCount: number) => 2 * CANVAS_MARGIN + (rowCount + 1) * ROW_PITCH;

/**
 * How far to scroll while dragging at `y` (relative to the visible canvas's top): up within 60 of the top,
 * down within 60 of the bottom, faster nearer the edge; 0 elsewhere.
 */
export function autoScrollStep(y: number, visibleHeight = CANVAS_HEIGHT, maxStep = 12): number {
  if (y < AUTO_SCROLL_EDGE) return -Math.ceil(((AUTO_SCROLL_EDGE - Math.max(0, y)) / AUTO_SCROLL_EDGE) * maxStep);
  const fromBottom = visibleHeight - y;
  if (fromBottom < AUTO_SCROLL_EDGE)
    return Math.ceil(((AUTO_SCROLL_EDGE - Math.max(0, fromBottom)) / AUTO_SCROLL_EDGE) * maxStep);
  return 0;
}
