import { Box, chakra, Text } from '@chakra-ui/react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { writeClipboard } from '../../../lib/write-clipboard';
import { CopiedNotice, useCopiedNotice } from '../copied-notice';
import { TableBody } from './table-body';
import { toTsv } from './table-clipboard';
import { TableEditorDialogs, type TableEditorDialog } from './table-editor-dialogs';
import { addRow, keyColumnOf, moveRows, withoutRows, type TableColumn, type TableRow } from './table-grid';
import { TableHeaderRow } from './table-header';
import { clampSelection, NO_SELECTION, toggleAll, type RowSelection } from './table-selection';
import { loadTableStyle, saveTableStyle, type TableStyle } from './table-style';
import { TableToolbar } from './table-toolbar';
import { useTableEditing } from './use-table-editing';

export interface TableEditorProps {
  /** The table's accessible name (the form's field label, such as CONTENT). */
  label: string;
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
  /** Every edit is ignored (002 §4); rows can still be selected and copied. */
  disabled?: boolean;
  /** The caller's rules for a column name (002 §5's element name check); duplicates are checked here. */
  nameRules?(name: string): string | null;
  onRowsChange(rows: TableRow[]): void;
  /** The column actions below are offered only when their callback is given. */
  onAddColumn?(name: string): void;
  onRenameColumn?(from: string, to: string): void;
  onRelabelColumn?(name: string, label: string): void;
  onDeleteColumns?(names: string[]): void;
  onKeyChange?(name: string): void;
  onMoveColumn?(name: string, to: number): void;
}

const requireName = (name: string) => (name.trim().length > 0 ? null : 'Please provide a name.');
const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * 002 §2.6, §4: the spreadsheet-like table editor. Cells are shown, or edited: click to edit, leave the cell to
 * finish, Enter moves to the cell below (adding a row after the last), Tab across, Escape cancels. Rows are
 * selected by index or by checkbox (remembered as tableStyle), moved, copied as tab-separated text and deleted
 * after 'Are you sure you want to delete the selected data?'. Pasting tab-separated text into a cell fills the
 * grid from there on. Each column header has a menu: rename, relabel, set as key, move, delete. The selection
 * clears when the route changes.
 */
export function TableEditor({
  label,
  columns,
  rows,
  disabled = false,
  nameRules = requireName,
  onRowsChange,
  onAddColumn,
  onRenameColumn,
  onRelabelColumn,
  onDeleteColumns,
  onKeyChange,
  onMoveColumn,
}: TableEditorProps) {
  const captionId = useId();
  const [style, setStyle] = useState<TableStyle>(() => loadTableStyle(storage()));
  const [rawSelection, setSelection] = useState<RowSelection>(NO_SELECTION);
  const selection = clampSelection(rawSelection, rows.length);
  const [dialog, setDialog] = useState<TableEditorDialog>();
  const copied = useCopiedNotice();
  const { pathname } = useLocation();

  useEffect(() => setSelection(NO_SELECTION), [pathname]);
  const editor = useTableEditing({
    columns,
    rows,
    disabled,
    onRowsChange,
    onValueEditor: (at) => setDialog({ kind: 'value', at }),
  });
  const { current } = editor;

  /** Move up (-1) or down (1): the selected rows move together and stay selected. */
  const moveSelected = (step: -1 | 1) => {
    const moved = moveRows(rows, selection.selected, step);
    onRowsChange(moved.rows);
    setSelection({ selected: moved.selected });
  };

  const copy = async () => {
    if (await writeClipboard(toTsv(rows, columns, selection.selected))) copied.show();
  };

  const onTableKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    const typing = target.tagName === 'INPUT' || target.tagName === 'TEXTAREA';
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'c' && !typing && selection.selected.size > 0) {
      event.preventDefault();
      void copy();
    }
  };

  const chooseStyle = (next: TableStyle) => {
    setStyle(next);
    saveTableStyle(storage(), next);
  };

  const key = keyColumnOf(columns);
  const selectedCount = selection.selected.size;
  const allSelected = rows.length > 0 && selectedCount === rows.length;

  const closeDialog = () => setDialog(undefined);

  return (
    <Box>
      <TableToolbar
        disabled={disabled}
        hasColumns={columns.length > 0}
        rowCount={rows.length}
        selectedCount={selectedCount}
        canEditValue={!!current && current.row < rows.length && !!columns[current.column]}
        style={style}
        onAddRow={() => onRowsChange(addRow(rows, columns))}
        onAddColumn={onAddColumn && (() => setDialog({ kind: 'add' }))}
        onEditValue={() => current && setDialog({ kind: 'value', at: current })}
        onMove={moveSelected}
        onDeleteRows={() => setDialog({ kind: 'deleteRows' })}
        onCopy={() => void copy()}
        onStyle={chooseStyle}
      />
      <Box overflowX="auto" borderRadius="md" onKeyDown={onTableKeyDown}>
        <chakra.table
          ref={editor.table}
          aria-labelledby={captionId}
          w="full"
          borderCollapse="collapse"
          bg="white"
          color="black"
          fontSize="sm"
        >
          <chakra.caption id={captionId} srOnly>
            {label}
          </chakra.caption>
          <TableHeaderRow
            columns={columns}
            keyColumn={key}
            style={style}
            disabled={disabled}
            allSelected={allSelected}
            rowCount={rows.length}
            onToggleAll={() => setSelection(toggleAll(selection, rows.length))}
            menu={{
              onRename: onRenameColumn && ((column) => setDialog({ kind: 'rename', column })),
              onRelabel: onRelabelColumn && ((column) => setDialog({ kind: 'relabel', column })),
              onKeyChange,
              onMoveColumn,
              onDelete: onDeleteColumns && ((column) => setDialog({ kind: 'deleteColumn', column })),
            }}
          />
          <TableBody
            columns={columns}
            rows={rows}
            style={style}
            disabled={disabled}
            selection={selection}
            onSelection={setSelection}
            editor={editor}
          />
        </chakra.table>
      </Box>
      {columns.length === 0 ? (
        <Text fontSize="sm" color="gray.600" mt="2">
          This table has no columns: add one to enter data.
        </Text>
      ) : (
        rows.length === 0 && (
          <Text fontSize="sm" color="gray.600" mt="2">
            This table has no rows: add one, or paste tab-separated text into a cell.
          </Text>
        )
      )}
      <CopiedNotice visible={copied.visible} />

      <TableEditorDialogs
        dialog={dialog}
        onClose={closeDialog}
        columns={columns}
        rows={rows}
        disabled={disabled}
        nameRules={nameRules}
        selectedCount={selectedCount}
        onRowsChange={onRowsChange}
        onDeleteRows={() => {
          onRowsChange(withoutRows(rows, selection.selected));
          setSelection(NO_SELECTION);
        }}
        onAddColumn={onAddColumn}
        onRenameColumn={onRenameColumn}
        onRelabelColumn={onRelabelColumn}
        onDeleteColumns={onDeleteColumns}
      />
    </Box>
  );
}
