/**
 * The shared table editor's grid (002 §2.6, §3 "Table editor column header", §4 "Table editor"): columns with a
 * name, a label and at most one key, and rows that are objects keyed by column name with text values. Pure
 * functions, so the editor, the screens that map it to their own data and their specs share one definition.
 */

export interface TableColumn {
  /** The column's name: the key of its value in every row (002 §3's `path`). */
  name: string;
  /** What the header shows; the name when there is none. */
  label?: string;
  isKey?: boolean;
  /** The key is fixed on this column: no other column can become the key. */
  forceKey?: boolean;
}

/** 002 §3: a row is an object keyed by column name with text values. */
export type TableRow = Record<string, string>;

export interface CellAddress {
  row: number;
  column: number;
}

/** 002 §3: query-style tables identify the key row by name; their default key column is id$. */
export const DEFAULT_KEY_COLUMN = 'id$';

/** 002 §5, verbatim. */
export const COLUMN_EXISTS = 'A column by this name already exists.';

export const columnLabel = (column: TableColumn) => column.label?.trim() || column.name;

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The key column's name: the column marked as key, else the default key column when the table has one, else
 * none.
 */
export function keyColumnOf(columns: readonly TableColumn[]): string | undefined {
  return (
    columns.find((column) => column.forceKey)?.name ??
    columns.find((column) => column.isKey)?.name ??
    columns.find((column) => column.name === DEFAULT_KEY_COLUMN)?.name
  );
}

/** Whether `name` may become the key column: it is a column, not the key already, and no key is forced. */
export function canBeKey(columns: readonly TableColumn[], name: string): boolean {
  return (
    columns.some((column) => column.name === name) &&
    keyColumnOf(columns) !== name &&
    !columns.some((column) => column.forceKey)
  );
}

/** The columns with `name` as their one key (unchanged when it cannot be the key). */
export function withKey(columns: readonly TableColumn[], name: string): TableColumn[] {
  if (!canBeKey(columns, name)) return [...columns];
  return columns.map((column) => ({ ...column, isKey: column.name === name }));
}

/**
 * What is wrong with `name` as a new name for a column (`self` when renaming one): the caller's name rules first,
 * then 002 §5's duplicate rule, case aside.
 */
export function columnNameProblem(
  name: string,
  columns: readonly TableColumn[],
  rules: (name: string) => string | null,
  self?: string,
): string | null {
  return (
    rules(name) ??
    (columns.some((column) => column.name !== self && sameName(column.name, name)) ? COLUMN_EXISTS : null)
  );
}

/** An empty row: every column with an empty text. */
export const emptyRow = (columns: readonly TableColumn[]): TableRow =>
  Object.fromEntries(columns.map((column) => [column.name, '']));

/** A row's value in a column, as text ('' when it has none). */
export const cellValue = (row: TableRow | undefined, column: string): string => {
  const value: unknown = row?.[column];
  return value === undefined || value === null ? '' : String(value);
};

/** The rows with one cell set; a row past the end is added (empty apart from that cell). */
export function setCell(
  rows: readonly TableRow[],
  columns: readonly TableColumn[],
  at: CellAddress,
  value: string,
): TableRow[] {
  const column = columns[at.column];
  if (!column || at.row < 0) return [...rows];
  const next = [...rows];
  while (next.length <= at.row) next.push(emptyRow(columns));
  next[at.row] = { ...next[at.row], [column.name]: value };
  return next;
}

export const addRow = (rows: readonly TableRow[], columns: readonly TableColumn[]): TableRow[] => [
  ...rows,
  emptyRow(columns),
];

/**
 * 002 §4 "Enter moves to the cell below, or adds a new row and edits it": the cell below `at`, and the rows with
 * an empty row added when `at` was on the last one.
 */
export function cellBelow(
  rows: readonly TableRow[],
  columns: readonly TableColumn[],
  at: CellAddress,
): { rows: TableRow[]; at: CellAddress } {
  const below = { row: at.row + 1, column: at.column };
  return { rows: below.row < rows.length ? [...rows] : addRow(rows, columns), at: below };
}

/** The cell after `at` in reading order (Tab), or undefined at the last cell. */
export function cellAfter(rowCount: number, columnCount: number, at: CellAddress): CellAddress | undefined {
  if (at.column + 1 < columnCount) return { row: at.row, column: at.column + 1 };
  if (at.row + 1 < rowCount) return { row: at.row + 1, column: 0 };
  return undefined;
}

/** The cell before `at` in reading order (Shift+Tab), or undefined at the first cell. */
export function cellBefore(columnCount: number, at: CellAddress): CellAddress | undefined {
  if (at.column > 0) return { row: at.row, column: at.column - 1 };
  if (at.row > 0) return { row: at.row - 1, column: columnCount - 1 };
  return undefined;
}

/** Every row with the value under `from` moved to `to` (a renamed column); other keys keep their order. */
export function renameInRows(rows: readonly TableRow[], from: string, to: string): TableRow[] {
  if (from === to) return rows.map((row) => ({ ...row }));
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([name, value]) => [name === from ? to : name, value])),
  );
}

/** Every row without the values of the columns named. */
export function withoutColumnsInRows(rows: readonly TableRow[], names: readonly string[]): TableRow[] {
  const gone = new Set(names);
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([name]) => !gone.has(name))));
}

/** The rows without those at the given indexes. */
export function withoutRows(rows: readonly TableRow[], indexes: ReadonlySet<number>): TableRow[] {
  return rows.filter((_, index) => !indexes.has(index));
}

/** A list with the item at `from` moved to `to` (clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length) return [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

/**
 * The rows with the selected ones moved one place up (-1) or down (+1) together, and where the selection is
 * afterwards. Nothing moves when a selected row is already at the edge it moves towards.
 */
export function moveRows(
  rows: readonly TableRow[],
  selected: ReadonlySet<number>,
  step: -1 | 1,
): { rows: TableRow[]; selected: Set<number> } {
  const indexes = [...selected].filter((index) => index >= 0 && index < rows.length).sort((a, b) => a - b);
  const blocked = indexes.length === 0 || (step < 0 ? indexes[0] === 0 : indexes.at(-1) === rows.length - 1);
  if (blocked) return { rows: [...rows], selected: new Set(indexes) };
  const next = [...rows];
  // Walk from the side the rows move towards, so each one swaps with an unselected neighbour.
  for (const index of step < 0 ? indexes : [...indexes].reverse()) {
    [next[index], next[index + step]] = [next[index + step], next[index]];
  }
  return { rows: next, selected: new Set(indexes.map((index) => index + step)) };
}
