import { Box, Button, chakra, Flex, HStack, Text } from '@chakra-ui/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { writeClipboard } from '../../../lib/write-clipboard';
import { ActionMenu, type MenuAction } from '../action-menu';
import { CopiedNotice, useCopiedNotice } from '../copied-notice';
import { pasteTsv, toTsv } from './table-clipboard';
import { cellLabel, DisplayCell, EditCell, type CellKey } from './table-cell';
import { ColumnNameDialog, DeleteSelectionDialog, RelabelDialog, ValueDialog } from './table-dialogs';
import {
  addRow,
  canBeKey,
  cellAfter,
  cellBefore,
  cellBelow,
  cellValue,
  columnLabel,
  keyColumnOf,
  moveRows,
  setCell,
  withoutRows,
  type CellAddress,
  type TableColumn,
  type TableRow,
} from './table-grid';
import { clampSelection, NO_SELECTION, selectRow, toggleAll, type RowSelection } from './table-selection';
import { loadTableStyle, saveTableStyle, type TableStyle } from './table-style';

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

type Editing = CellAddress & { draft: string };
type Dialog =
  | { kind: 'add' }
  | { kind: 'rename' | 'relabel' | 'deleteColumn'; column: TableColumn }
  | { kind: 'deleteRows' }
  | { kind: 'value'; at: CellAddress };

const requireName = (name: string) => (name.trim().length > 0 ? null : 'Please provide a name.');
const sameCell = (a: CellAddress | undefined, b: CellAddress) => a?.row === b.row && a.column === b.column;
const address = (at: CellAddress) => `${at.row}-${at.column}`;
const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

const th = {
  borderWidth: '1px',
  borderColor: 'gray.300',
  bg: 'gray.100',
  color: 'gray.700',
  fontSize: 'xs',
  fontWeight: 'semibold',
  px: '2',
  py: '1',
  textAlign: 'left',
  verticalAlign: 'top',
} as const;

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
  const [editing, setEditing] = useState<Editing>();
  // The cell being edited as the latest event left it: a blur that follows Enter must not finish it twice.
  const editingRef = useRef<Editing>(undefined);
  const [current, setCurrent] = useState<CellAddress>();
  const [dialog, setDialog] = useState<Dialog>();
  const copied = useCopiedNotice();
  const table = useRef<HTMLTableElement>(null);
  const focusAfter = useRef<CellAddress>(undefined);
  const { pathname } = useLocation();

  useEffect(() => setSelection(NO_SELECTION), [pathname]);
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
        setDialog({ kind: 'value', at });
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

  const columnActions = (column: TableColumn, index: number): MenuAction[] => {
    const actions: MenuAction[] = [];
    if (onRenameColumn) actions.push({ label: 'Rename…', onSelect: () => setDialog({ kind: 'rename', column }) });
    if (onRelabelColumn) actions.push({ label: 'Relabel…', onSelect: () => setDialog({ kind: 'relabel', column }) });
    if (onKeyChange) {
      actions.push({
        label: 'Set as key',
        disabled: !canBeKey(columns, column.name),
        onSelect: () => onKeyChange(column.name),
      });
    }
    if (onMoveColumn) {
      actions.push(
        { label: 'Move left', disabled: index === 0, onSelect: () => onMoveColumn(column.name, index - 1) },
        {
          label: 'Move right',
          disabled: index === columns.length - 1,
          onSelect: () => onMoveColumn(column.name, index + 1),
        },
      );
    }
    if (onDeleteColumns) {
      actions.push({
        label: 'Delete column…',
        // A table keeps its key column and at least one column.
        disabled: column.name === key || columns.length === 1,
        onSelect: () => setDialog({ kind: 'deleteColumn', column }),
      });
    }
    return actions;
  };

  const closeDialog = () => setDialog(undefined);

  return (
    <Box>
      <Flex gap="2" wrap="wrap" align="center" mb="2">
        <HStack gap="2" wrap="wrap">
          <Button
            size="xs"
            variant="outline"
            disabled={disabled || columns.length === 0}
            onClick={() => onRowsChange(addRow(rows, columns))}
          >
            Add row
          </Button>
          {onAddColumn && (
            <Button size="xs" variant="outline" disabled={disabled} onClick={() => setDialog({ kind: 'add' })}>
              Add column…
            </Button>
          )}
          <Button
            size="xs"
            variant="outline"
            disabled={disabled || !current || current.row >= rows.length || !columns[current.column]}
            onClick={() => current && setDialog({ kind: 'value', at: current })}
          >
            Edit value…
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={disabled || selectedCount === 0}
            onClick={() => moveSelected(-1)}
          >
            Move up
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={disabled || selectedCount === 0}
            onClick={() => moveSelected(1)}
          >
            Move down
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={disabled || selectedCount === 0}
            onClick={() => setDialog({ kind: 'deleteRows' })}
          >
            Delete selected
          </Button>
          <Button size="xs" variant="outline" disabled={rows.length === 0} onClick={() => void copy()}>
            {selectedCount > 0 ? 'Copy selected' : 'Copy all'}
          </Button>
        </HStack>
        <chakra.label display="inline-flex" alignItems="center" gap="2" fontSize="xs" ml="auto" color="gray.600">
          Select rows by
          <chakra.select
            value={style}
            onChange={(event) => chooseStyle(event.target.value as TableStyle)}
            h="7"
            px="2"
            fontSize="xs"
            bg="white"
            color="black"
            borderWidth="1px"
            borderColor="gray.300"
            borderRadius="md"
            _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent' }}
          >
            <option value="index">Index</option>
            <option value="checkbox">Checkbox</option>
          </chakra.select>
        </chakra.label>
      </Flex>
      <Box overflowX="auto" borderRadius="md" onKeyDown={onTableKeyDown}>
        <chakra.table
          ref={table}
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
          <chakra.thead>
            <chakra.tr>
              <chakra.th scope="col" {...th} w="12" textAlign="center" verticalAlign="middle">
                {style === 'checkbox' ? (
                  <input
                    type="checkbox"
                    aria-label="Select all rows"
                    checked={allSelected}
                    disabled={rows.length === 0}
                    onChange={() => setSelection(toggleAll(selection, rows.length))}
                  />
                ) : (
                  <chakra.span srOnly>Row</chakra.span>
                )}
              </chakra.th>
              {columns.map((column, index) => (
                <chakra.th
                  key={column.name}
                  scope="col"
                  {...th}
                  minW="40"
                  data-column={column.name}
                  data-key={column.name === key ? 'true' : undefined}
                >
                  <Flex align="flex-start" gap="1">
                    <Box flex="1" minW="0">
                      <Text fontSize="sm" color="black" truncate>
                        {columnLabel(column)}
                      </Text>
                      <Flex gap="2" align="center" fontWeight="normal" color="gray.600" minH="4">
                        {columnLabel(column) !== column.name && <Text truncate>{column.name}</Text>}
                        {column.name === key && (
                          <Text
                            as="span"
                            px="1.5"
                            borderRadius="sm"
                            bg="app.accent"
                            color="white"
                            fontSize="2xs"
                            fontWeight="semibold"
                            letterSpacing="wide"
                            textTransform="uppercase"
                            title="The key column: each row's identifier"
                          >
                            key
                          </Text>
                        )}
                      </Flex>
                    </Box>
                    {columnActions(column, index).length > 0 && (
                      <ActionMenu
                        compact
                        label={`Menu of column ${column.name}`}
                        actions={columnActions(column, index)}
                        disabled={disabled}
                      />
                    )}
                  </Flex>
                </chakra.th>
              ))}
            </chakra.tr>
          </chakra.thead>
          <chakra.tbody>
            {rows.map((row, rowIndex) => {
              const selected = selection.selected.has(rowIndex);
              return (
                <chakra.tr key={rowIndex} aria-selected={selected} bg={selected ? 'blue.50' : undefined}>
                  <chakra.th scope="row" {...th} bg={selected ? 'blue.100' : 'gray.50'} textAlign="center" p="0">
                    {style === 'checkbox' ? (
                      <chakra.label display="flex" alignItems="center" justifyContent="center" h="9" cursor="pointer">
                        <input
                          type="checkbox"
                          aria-label={`Select row ${rowIndex + 1}`}
                          checked={selected}
                          onChange={() => setSelection(selectRow(selection, rowIndex, 'toggle'))}
                        />
                      </chakra.label>
                    ) : (
                      <chakra.button
                        type="button"
                        aria-label={`Select row ${rowIndex + 1}`}
                        aria-pressed={selected}
                        w="full"
                        h="9"
                        fontWeight={selected ? 'bold' : 'normal'}
                        _hover={{ bg: 'blackAlpha.100' }}
                        _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '-2px' }}
                        onClick={(event) =>
                          setSelection(
                            selectRow(
                              selection,
                              rowIndex,
                              event.shiftKey ? 'range' : event.ctrlKey || event.metaKey ? 'toggle' : 'only',
                            ),
                          )
                        }
                      >
                        {rowIndex + 1}
                      </chakra.button>
                    )}
                  </chakra.th>
                  {columns.map((column, columnIndex) => {
                    const at = { row: rowIndex, column: columnIndex };
                    const name = cellLabel(columnLabel(column), rowIndex);
                    return (
                      <chakra.td key={column.name} borderWidth="1px" borderColor="gray.300" p="0" maxW="80">
                        {editing && sameCell(editing, at) ? (
                          <EditCell
                            draft={editing.draft}
                            label={name}
                            onDraft={(draft) => {
                              const next = { ...at, draft };
                              editingRef.current = next;
                              setEditing(next);
                            }}
                            onBlur={() => finish(at)}
                            onKey={(pressed) => onCellKey(at, pressed)}
                            onPasteTable={(text) => paste(at, text)}
                          />
                        ) : (
                          <DisplayCell
                            value={cellValue(row, column.name)}
                            label={name}
                            address={address(at)}
                            disabled={disabled}
                            onFocus={() => setCurrent(at)}
                            onEdit={() => startEdit(at)}
                            onPaste={(text) => paste(at, text)}
                          />
                        )}
                      </chakra.td>
                    );
                  })}
                </chakra.tr>
              );
            })}
          </chakra.tbody>
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

      {dialog?.kind === 'add' && onAddColumn && (
        <ColumnNameDialog
          title="Add column"
          columns={columns}
          rules={nameRules}
          onCancel={closeDialog}
          onOk={(name) => {
            onAddColumn(name);
            closeDialog();
          }}
        />
      )}
      {dialog?.kind === 'rename' && onRenameColumn && (
        <ColumnNameDialog
          title="Rename column"
          columns={columns}
          rules={nameRules}
          column={dialog.column}
          onCancel={closeDialog}
          onOk={(name) => {
            if (name !== dialog.column.name) onRenameColumn(dialog.column.name, name);
            closeDialog();
          }}
        />
      )}
      {dialog?.kind === 'relabel' && onRelabelColumn && (
        <RelabelDialog
          column={dialog.column}
          onCancel={closeDialog}
          onOk={(text) => {
            if (text !== (dialog.column.label ?? '')) onRelabelColumn(dialog.column.name, text);
            closeDialog();
          }}
        />
      )}
      {dialog?.kind === 'deleteColumn' && onDeleteColumns && (
        <DeleteSelectionDialog
          subject={`Column ${dialog.column.name}`}
          onCancel={closeDialog}
          onOk={() => {
            onDeleteColumns([dialog.column.name]);
            closeDialog();
          }}
        />
      )}
      {dialog?.kind === 'deleteRows' && (
        <DeleteSelectionDialog
          subject={selectedCount === 1 ? '1 row' : `${selectedCount} rows`}
          onCancel={closeDialog}
          onOk={() => {
            onRowsChange(withoutRows(rows, selection.selected));
            setSelection(NO_SELECTION);
            closeDialog();
          }}
        />
      )}
      {dialog?.kind === 'value' && columns[dialog.at.column] && (
        <ValueDialog
          label={cellLabel(columnLabel(columns[dialog.at.column]), dialog.at.row)}
          value={cellValue(rows[dialog.at.row], columns[dialog.at.column].name)}
          onCancel={closeDialog}
          onOk={(value) => {
            if (!disabled) onRowsChange(setCell(rows, columns, dialog.at, value));
            closeDialog();
          }}
        />
      )}
    </Box>
  );
}
