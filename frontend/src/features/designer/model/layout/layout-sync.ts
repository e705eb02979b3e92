import type { Member } from '../designer.types';
import { orderMembers } from '../element-order';
import { cellEnd, normalizeRows } from './layout-grid';
import {
  DEFAULT_COLUMNS,
  DEFAULT_LAYOUT_NAME,
  DEFAULT_LAYOUT_TYPE,
  MAX_COLUMNS,
  type CellClass,
  type Layout,
  type LayoutCell,
} from './layout.types';

/**
 * 001 §4: a layout asks every variable that is not excluded. Excluded are variables the person filling in never
 * answers: those whose style is 'hidden' (set by formulas or apps, not asked) and external ones (filled by an
 * integration).
 */
export const isAsked = (variable: Member) => variable.style !== 'hidden' && variable.isExternal !== true;

/** The variables a layout asks, in the variables tab's order. */
export const askedVariables = (variables: readonly Member[]) => orderMembers(variables).filter(isAsked);

/** A question cell's id: one cell per variable, so the variable's name identifies it. */
export const questionCellId = (variable: string) => `q-${variable}`;

const questionCell = (variable: string): LayoutCell => ({
  id: questionCellId(variable),
  class: 'question',
  content: variable,
  offset: 0,
  span: 1,
});

/** 001 §4: the default layout: one column, each asked variable's question on a row of its own. */
export const defaultLayout = (variables: readonly Member[]): Layout => ({
  columnCount: DEFAULT_COLUMNS,
  rows: askedVariables(variables).map((variable) => [questionCell(variable.name)]),
});

/** The member the Layouts tab shows before the model has a layout: added to the model on its first edit. */
export const defaultLayoutMember = (variables: readonly Member[], id: string): Member => ({
  _id: id,
  name: DEFAULT_LAYOUT_NAME,
  type: DEFAULT_LAYOUT_TYPE,
  ...defaultLayout(variables),
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const whole = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;

/** One stored cell, read defensively (an import may bring anything); undefined when it is not a cell. */
function readCell(value: unknown, columnCount: number): LayoutCell | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const raw = value as Record<string, unknown>;
  const cellClass: CellClass = raw.class === 'static' ? 'static' : 'question';
  const content = text(raw.content);
  const id = text(raw.id) || (cellClass === 'question' ? questionCellId(content) : '');
  if (!id) return undefined;
  const offset = Math.min(columnCount - 1, Math.max(0, whole(raw.offset, 0)));
  const span = Math.min(columnCount - offset, Math.max(1, whole(raw.span, 1)));
  const cell: LayoutCell = { id, class: cellClass, content, offset, span };
  if (typeof raw.expr === 'string') cell.expr = raw.expr;
  else if (Array.isArray(raw.list)) cell.list = raw.list.filter((name): name is string => typeof name === 'string');
  return cell;
}

/**
 * A layout member's grid as stored, kept to the rules: 1 to 6 columns, cells inside the grid, no two cells on
 * one column (a later overlapping cell is dropped), rows ordered by column.
 */
export function readLayout(member: Member): Layout {
  const columnCount = Math.min(MAX_COLUMNS, Math.max(1, whole(member.columnCount, DEFAULT_COLUMNS)));
  const rows = (Array.isArray(member.rows) ? member.rows : []).map((row) => {
    const cells = (Array.isArray(row) ? row : [])
      .map((value) => readCell(value, columnCount))
      .filter((cell): cell is LayoutCell => cell !== undefined)
      .sort((a, b) => a.offset - b.offset);
    return cells.filter((cell, i) => i === 0 || cells.slice(0, i).every((before) => cellEnd(before) <= cell.offset));
  });
  return { columnCount, rows: normalizeRows(rows) };
}

/**
 * 001 §4: a layout as it must be for the model's variables now: question cells of variables that are gone (or
 * no longer asked) dropped, a second cell for one variable dropped, and a row appended for each asked variable
 * not placed yet, in the variables' order. Information cells stay.
 */
export function syncLayout(layout: Layout, variables: readonly Member[]): Layout {
  const asked = askedVariables(variables).map((variable) => variable.name);
  const askedSet = new Set(asked);
  const placed = new Set<string>();
  const rows = layout.rows.map((row) =>
    row.filter((cell) => {
      if (cell.class === 'static') return true;
      if (!askedSet.has(cell.content) || placed.has(cell.content)) return false;
      placed.add(cell.content);
      return true;
    }),
  );
  const missing = asked.filter((name) => !placed.has(name)).map((name) => [questionCell(name)]);
  const ids = new Set(rows.flat().map((cell) => cell.id));
  // A cell keeps its id unless another cell took it already (an imported layout with repeated ids).
  const unique = missing.filter(([cell]) => !ids.has(cell.id));
  return { ...layout, rows: normalizeRows([...rows, ...unique]) };
}

/** Two layouts show the same grid (the editor queues nothing when an edit changes nothing). */
export const sameLayout = (a: Layout, b: Layout) => JSON.stringify(a) === JSON.stringify(b);
