/**
 * A table element as the shared table editor shows it (001 §2 "Table model form", §3): its columns are its
 * variables in member order, its rows its `data`, its key column its `key`.
 */
import { cellValue, type TableColumn, type TableRow } from '../../../components/ui/table-editor/table-grid';
import { membersOf, type ElementView, type Member } from './designer.types';
import { orderMembers } from './element-order';

/** 001 §5: a table used as an option source has Name as its key column unless another is set. */
export const DEFAULT_TABLE_KEY = 'Name';

export interface TableContent {
  /** The variables behind the columns, in column order. */
  members: Member[];
  columns: TableColumn[];
  rows: TableRow[];
}

/** The element's key column name: its `key`, else 001 §5's default. */
export const tableKeyOf = (element: ElementView): string =>
  typeof element.key === 'string' && element.key.length > 0 ? element.key : DEFAULT_TABLE_KEY;

/** A stored row as text values: the server keeps whatever JSON a save sent, so anything else is shown as text. */
function toRow(value: unknown): TableRow {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.keys(value).map((name) => [name, cellValue(value as TableRow, name)]));
}

/**
 * The element (with its pending changes applied) as columns and rows. Variables pending removal are left out:
 * their column is gone from the table the author is editing.
 */
export function tableContent(element: ElementView, isPendingRemoval: (memberId: string) => boolean): TableContent {
  const members = orderMembers(membersOf(element, 'variable')).filter((member) => !isPendingRemoval(member._id));
  const key = tableKeyOf(element).toLowerCase();
  const columns = members.map((member): TableColumn => {
    const column: TableColumn = { name: member.name, isKey: member.name.toLowerCase() === key };
    if (typeof member.label === 'string' && member.label.length > 0) column.label = member.label;
    return column;
  });
  const rows = Array.isArray(element.data) ? element.data.map(toRow) : [];
  return { members, columns, rows };
}
