import { chakra } from '@chakra-ui/react';
import { cellLabel, DisplayCell, EditCell } from './table-cell';
import { cellValue, columnLabel, type TableColumn, type TableRow } from './table-grid';
import { th } from './table-header';
import { selectRow, type RowSelection } from './table-selection';
import type { TableStyle } from './table-style';
import { address, sameCell, type useTableEditing } from './use-table-editing';

/**
 * The table editor's rows: each row's selection cell (a checkbox, or its number: click, Shift+click for a range,
 * Ctrl+click to toggle) and its cells, shown or edited.
 */
export function TableBody({
  columns,
  rows,
  style,
  disabled,
  selection,
  onSelection,
  editor,
}: {
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
  style: TableStyle;
  disabled: boolean;
  selection: RowSelection;
  onSelection(selection: RowSelection): void;
  editor: ReturnType<typeof useTableEditing>;
}) {
  const { editing } = editor;
  return (
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
                    onChange={() => onSelection(selectRow(selection, rowIndex, 'toggle'))}
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
                    onSelection(
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
                      onDraft={(draft) => editor.setDraft(at, draft)}
                      onBlur={() => editor.finish(at)}
                      onKey={(pressed) => editor.onCellKey(at, pressed)}
                      onPasteTable={(text) => editor.paste(at, text)}
                    />
                  ) : (
                    <DisplayCell
                      value={cellValue(row, column.name)}
                      label={name}
                      address={address(at)}
                      disabled={disabled}
                      onFocus={() => editor.setCurrent(at)}
                      onEdit={() => editor.startEdit(at)}
                      onPaste={(text) => editor.paste(at, text)}
                    />
                  )}
                </chakra.td>
              );
            })}
          </chakra.tr>
        );
      })}
    </chakra.tbody>
  );
}
