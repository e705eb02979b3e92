import { cellLabel } from './table-cell';
import { ColumnNameDialog, DeleteSelectionDialog, RelabelDialog, ValueDialog } from './table-dialogs';
import { cellValue, columnLabel, setCell, type CellAddress, type TableColumn, type TableRow } from './table-grid';

/** The dialog the table editor has open. */
export type TableEditorDialog =
  | { kind: 'add' }
  | { kind: 'rename' | 'relabel' | 'deleteColumn'; column: TableColumn }
  | { kind: 'deleteRows' }
  | { kind: 'value'; at: CellAddress };

/**
 * The table editor's open dialog, wired to its callbacks: add, rename, relabel or delete a column, delete the
 * selected rows, edit a cell's value. Each closes itself when done.
 */
export function TableEditorDialogs({
  dialog,
  onClose,
  columns,
  rows,
  disabled,
  nameRules,
  selectedCount,
  onRowsChange,
  onDeleteRows,
  onAddColumn,
  onRenameColumn,
  onRelabelColumn,
  onDeleteColumns,
}: {
  dialog: TableEditorDialog | undefined;
  onClose(): void;
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
  disabled: boolean;
  nameRules(name: string): string | null;
  selectedCount: number;
  onRowsChange(rows: TableRow[]): void;
  onDeleteRows(): void;
  onAddColumn?(name: string): void;
  onRenameColumn?(from: string, to: string): void;
  onRelabelColumn?(name: string, label: string): void;
  onDeleteColumns?(names: string[]): void;
}) {
  return (
    <>
      {dialog?.kind === 'add' && onAddColumn && (
        <ColumnNameDialog
          title="Add column"
          columns={columns}
          rules={nameRules}
          onCancel={onClose}
          onOk={(name) => {
            onAddColumn(name);
            onClose();
          }}
        />
      )}
      {dialog?.kind === 'rename' && onRenameColumn && (
        <ColumnNameDialog
          title="Rename column"
          columns={columns}
          rules={nameRules}
          column={dialog.column}
          onCancel={onClose}
          onOk={(name) => {
            if (name !== dialog.column.name) onRenameColumn(dialog.column.name, name);
            onClose();
          }}
        />
      )}
      {dialog?.kind === 'relabel' && onRelabelColumn && (
        <RelabelDialog
          column={dialog.column}
          onCancel={onClose}
          onOk={(text) => {
            if (text !== (dialog.column.label ?? '')) onRelabelColumn(dialog.column.name, text);
            onClose();
          }}
        />
      )}
      {dialog?.kind === 'deleteColumn' && onDeleteColumns && (
        <DeleteSelectionDialog
          subject={`Column ${dialog.column.name}`}
          onCancel={onClose}
          onOk={() => {
            onDeleteColumns([dialog.column.name]);
            onClose();
          }}
        />
      )}
      {dialog?.kind === 'deleteRows' && (
        <DeleteSelectionDialog
          subject={selectedCount === 1 ? '1 row' : `${selectedCount} rows`}
          onCancel={onClose}
          onOk={() => {
            onDeleteRows();
            onClose();
          }}
        />
      )}
      {dialog?.kind === 'value' && columns[dialog.at.column] && (
        <ValueDialog
          label={cellLabel(columnLabel(columns[dialog.at.column]), dialog.at.row)}
          value={cellValue(rows[dialog.at.row], columns[dialog.at.column].name)}
          onCancel={onClose}
          onOk={(value) => {
            if (!disabled) onRowsChange(setCell(rows, columns, dialog.at, value));
            onClose();
          }}
        />
      )}
    </>
  );
}
