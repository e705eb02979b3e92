import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { pasteTsv } from './table-clipboard';
import type { CellKey } from './table-cell';
import {
  cellAfter,
  cellBefore,
  cellBelow,
  cellValue,
  setCell,
  type CellAddress,
  type TableColumn,
  type TableRow,
} from './table-grid';

export type Editing = CellAddress & { draft: string };

export const sameCell = (a: CellAddress | undefined, b: CellAddress) => a?.row === b.row && a.column === b.column;
export const address = (at: CellAddress) => `${at.row}-${at.column}`;

/**
 * The table editor's editing state: the cell being edited and its draft, the current cell, and where the focus
 * goes back after an edit ends. Enter finishes and edits the cell below, Tab and Shift+Tab move across, Escape
 * cancels, pasting tab-separated text fills the grid.
 */
export function useTableEditing({
  columns,
  rows,
  disabled,
  onRowsChange,
  onValueEditor,
}: {
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
  disabled: boolean;
  onRowsChange(rows: TableRow[]): void;
  /** The cell asks for the value editor (its edit is finished first). */
  onValueEditor(at: CellAddress): void;
}) {
  const [editing, setEditing] = useState<Editing>();
  // The cell being edited as the latest event left it: a blur that follows Enter must not finish it twice.
  const editingRef = useRef<Editing>(undefined);
  const [current, setCurrent] = useState<CellAddress>();
  const table = useRef<HTMLTableElement>(null);
  const focusAfter = useRef<CellAddress>(undefined);

  useEffect(() => {
    if (!disabled) return;
    editingRef.current = undefined;
    setEditing(undefined);
  }, [disabled]);
  useLayoutEffect(() => {
    const at = focusAfter.current;
    if (!at || editing) return;
    focusAfter.current = undefined;
    table.current?.querySelector<HTMLElement>(`[data-cell="${address(at)}"]`)?.focus();
  });

  const startEdit = (at: CellAddress) => {
    if (disabled || !columns[at.column]) return;
    const next = { ...at, draft: cellValue(rows[at.row], columns[at.column].name) };
    editingRef.current = next;
    setEditing(next);
    setCurrent(at);
  };

  const setDraft = (at: CellAddress, draft: string) => {
    const next = { ...at, draft };
    editingRef.current = next;
    setEditing(next);
  };

  /** Ends the edit of `at` (when it is still the one being edited), keeping its value, then edits `then`. */
  const finish = (at: CellAddress, then?: 'below' | CellAddress) => {
    const edit = editingRef.current;
    if (!edit || !sameCell(edit, at)) return;
    if (!columns[at.column]) {
      // The column went away under the edit (another change to the table): nothing to keep.
      editingRef.current = undefined;
      setEditing(undefined);
      return;
    }
    let next =
      edit.draft === cellValue(rows[at.row], columns[at.column].name)
        ? [...rows]
        : setCell(rows, columns, at, edit.draft);
    let target = then === 'below' ? undefined : then;
    if (then === 'below') {
      const below = cellBelow(next, columns, at);
      next = below.rows;
      target = below.at;
    }
    if (next.length !== rows.length || next.some((row, i) => row !== rows[i])) onRowsChange(next);
    editingRef.current = undefined;
    setEditing(undefined);
    if (target) {
      const following = { ...target, draft: cellValue(next[target.row], columns[target.column].name) };
      editingRef.current = following;
      setEditing(following);
      setCurrent(target);
    }
  };

  const cancel = (at: CellAddress) => {
    editingRef.current = undefined;
    setEditing(undefined);
    focusAfter.current = at;
  };

  const onCellKey = (at: CellAddress, key: CellKey): boolean => {
    switch (key) {
      case 'enter':
        finish(at, 'below');
        return true;
      case 'escape':
        cancel(at);
        return true;
      case 'valueEditor':
        finish(at);
        onValueEditor(at);
        return true;
      case 'tab':
      case 'shiftTab': {
        const to = key === 'tab' ? cellAfter(rows.length, columns.length, at) : cellBefore(columns.length, at);
        if (!to) {
          finish(at);
          return false;
        }
        finish(at, to);
        return true;
      }
    }
  };

  const paste = (at: CellAddress, text: string) => {
    if (disabled) return;
    editingRef.current = undefined;
    setEditing(undefined);
    onRowsChange(pasteTsv(rows, columns, at, text));
    focusAfter.current = at;
  };

  return { table, editing, current, setCurrent, startEdit, setDraft, finish, onCellKey, paste };
}
