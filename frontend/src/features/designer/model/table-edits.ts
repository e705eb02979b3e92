/**
 * What each edit of the Table model form queues as pending changes (001 §3, §4 "Table editing"): rows are the
 * element's `data`, columns its text variables (their order is the variables' `position`), the key column its
 * `key`. One edit of the grid can take several pending changes (a rename changes the variable and the rows).
 */
import {
  moveItem,
  renameInRows,
  withoutColumnsInRows,
  type TableRow,
} from '../../../components/ui/table-editor/table-grid';
import type { PendingEdit } from '../pending/pending-changes.machine';
import type { Member } from './designer.types';
import type { TableContent } from './table-content';

/** A table's columns are single text variables (001 §3 "New table: one text property named Name"). */
export const COLUMN_TYPE = { type: 'text', isList: false } as const;

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export const rowsEdits = (rows: readonly TableRow[]): PendingEdit[] => [
  { op: 'element', kind: 'table', set: { data: rows.map((row) => ({ ...row })) } },
];

/**
 * The position updates that put the members in this order (0, 1, 2…), for those not there already. Members are
 * ordered by name until one has a position, so every column gets one as soon as the order matters.
 */
function positionEdits(members: readonly Member[]): PendingEdit[] {
  return members.flatMap((member, position): PendingEdit[] =>
    member.position === position ? [] : [{ op: 'update', kind: 'variable', memberId: member._id, set: { position } }],
  );
}

/** A new column at the end: a text variable after the others; the rows need nothing (an absent value is empty). */
export function addColumnEdits(content: TableContent, name: string, tempId: string): PendingEdit[] {
  return [
    ...positionEdits(content.members),
    {
      op: 'add',
      kind: 'variable',
      properties: { name, ...COLUMN_TYPE, position: content.members.length },
      tempId,
    },
  ];
}

const memberNamed = (content: TableContent, name: string) => content.members.find((member) => member.name === name);

/** A renamed column: the variable's name, the rows' values under the new name, and the key if it was the key. */
export function renameColumnEdits(content: TableContent, from: string, to: string): PendingEdit[] {
  const member = memberNamed(content, from);
  if (!member || from === to) return [];
  const wasKey = content.columns.some((column) => column.name === from && column.isKey);
  return [
    { op: 'update', kind: 'variable', memberId: member._id, set: { name: to } },
    {
      op: 'element',
      kind: 'table',
      set: { data: renameInRows(content.rows, from, to), ...(wasKey ? { key: to, keyType: 'text' } : {}) },
    },
  ];
}

/** A relabelled column: the variable's label (cleared when empty, so the header shows the name again). */
export function relabelColumnEdits(content: TableContent, name: string, label: string): PendingEdit[] {
  const member = memberNamed(content, name);
  if (!member) return [];
  return [{ op: 'update', kind: 'variable', memberId: member._id, set: { label: label.trim() ? label : null } }];
}

/** Deleted columns: their variables removed, and their values dropped from the rows. */
export function deleteColumnsEdits(content: TableContent, names: readonly string[]): PendingEdit[] {
  const members = content.members.filter((member) => names.includes(member.name));
  if (members.length === 0) return [];
  return [
    ...members.map((member): PendingEdit => ({ op: 'remove', kind: 'variable', memberId: member._id })),
    ...rowsEdits(
      withoutColumnsInRows(
        content.rows,
        members.map((member) => member.name),
      ),
    ),
  ];
}

/** 001 §4: the key column can change; a table's key is text. */
export function keyEdits(content: TableContent, name: string): PendingEdit[] {
  if (!content.members.some((member) => sameName(member.name, name))) return [];
  return [{ op: 'element', kind: 'table', set: { key: name, keyType: 'text' } }];
}

/** A column moved to another place: every column's position in the new order. */
export function moveColumnEdits(content: TableContent, name: string, to: number): PendingEdit[] {
  const from = content.members.findIndex((member) => member.name === name);
  if (from < 0 || from === to) return [];
  return positionEdits(moveItem(content.members, from, to));
}
