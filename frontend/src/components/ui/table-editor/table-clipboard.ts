/**
 * 002 §5 and §9: the table editor's clipboard. Copying gives tab-separated columns and newline-separated rows;
 * pasting tab-separated text fills the cells from the clicked cell onward, adding rows as needed.
 */
import { cellValue, setCell, type CellAddress, type TableColumn, type TableRow } from './table-grid';

/** A value as one clipboard cell: tabs and line breaks would split it, so they become spaces. */
const flat = (value: string) => value.replace(/[\t\r\n]+/g, ' ');

/** The rows (all of them, or those at `indexes` in table order) as tab-separated columns, newline-separated rows. */
export function toTsv(
  rows: readonly TableRow[],
  columns: readonly TableColumn[],
  indexes?: ReadonlySet<number>,
): string {
  return rows
    .filter((_, index) => indexes === undefined || indexes.size === 0 || indexes.has(index))
    .map((row) => columns.map((column) => flat(cellValue(row, column.name))).join('\t'))
    .join('\n');
}

/** Whether pasted text is more than one cell's worth (the editor fills the grid only then). */
export const isTabular = (text: string) => /[\t\n]/.test(text.replace(/\r?\n$/, ''));

/**
 * Pasted text split into lines of pieces. A line break (\n, \r\n or \r) ends a line; blank lines (only spaces
 * or tabs) are skipped, and so is the line break a spreadsheet adds after its last line.
 */
export function parseTsv(text: string): string[][] {
  return text
    .split(/\r?\n|\r/)
    .filter((line) => line.trim().length > 0)
    .map((line) => line.split('\t'));
}

/**
 * 002 §5 "Pasting tab-separated text fills cells from the clicked cell onward, skips empty pieces, removes tabs
 * and newlines, adds rows as needed": line i fills row `at.row + i`, piece j the column `at.column + j`. An empty
 * piece leaves its cell as it was, so the pieces after it stay in their columns; pieces past the last column are
 * dropped; rows are added at the end when the text has more lines than the table has rows below the cell.
 */
export function pasteTsv(
  rows: readonly TableRow[],
  columns: readonly TableColumn[],
  at: CellAddress,
  text: string,
): TableRow[] {
  let next = [...rows];
  parseTsv(text).forEach((pieces, line) => {
    pieces.forEach((piece, offset) => {
      const column = at.column + offset;
      if (column >= columns.length || piece.trim().length === 0) return;
      next = setCell(next, columns, { row: at.row + line, column }, flat(piece).trim());
    });
  });
  return next;
}
