import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { ActionMenu, type MenuAction } from '../action-menu';
import { canBeKey, columnLabel, type TableColumn } from './table-grid';
import type { TableStyle } from './table-style';

/** The look of the table editor's header cells: the column headers and each row's selection cell. */
export const th = {
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

/** What a column header's menu can do; each action is offered only when its callback is given. */
export interface ColumnMenuHandlers {
  onRename?(column: TableColumn): void;
  onRelabel?(column: TableColumn): void;
  onKeyChange?(name: string): void;
  onMoveColumn?(name: string, to: number): void;
  onDelete?(column: TableColumn): void;
}

function columnActions(
  columns: readonly TableColumn[],
  key: string | undefined,
  column: TableColumn,
  index: number,
  { onRename, onRelabel, onKeyChange, onMoveColumn, onDelete }: ColumnMenuHandlers,
): MenuAction[] {
  const actions: MenuAction[] = [];
  if (onRename) actions.push({ label: 'Rename…', onSelect: () => onRename(column) });
  if (onRelabel) actions.push({ label: 'Relabel…', onSelect: () => onRelabel(column) });
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
  if (onDelete) {
    actions.push({
      label: 'Delete column…',
      // A table keeps its key column and at least one column.
      disabled: column.name === key || columns.length === 1,
      onSelect: () => onDelete(column),
    });
  }
  return actions;
}

/**
 * The table editor's header row: the select-all checkbox (or the row number's heading), then each column's
 * label, name and key badge with its menu (rename, relabel, set as key, move, delete).
 */
export function TableHeaderRow({
  columns,
  keyColumn,
  style,
  disabled,
  allSelected,
  rowCount,
  onToggleAll,
  menu,
}: {
  columns: readonly TableColumn[];
  keyColumn: string | undefined;
  style: TableStyle;
  disabled: boolean;
  allSelected: boolean;
  rowCount: number;
  onToggleAll(): void;
  menu: ColumnMenuHandlers;
}) {
  return (
    <chakra.thead>
      <chakra.tr>
        <chakra.th scope="col" {...th} w="12" textAlign="center" verticalAlign="middle">
          {style === 'checkbox' ? (
            <input
              type="checkbox"
              aria-label="Select all rows"
              checked={allSelected}
              disabled={rowCount === 0}
              onChange={onToggleAll}
            />
          ) : (
            <chakra.span srOnly>Row</chakra.span>
          )}
        </chakra.th>
        {columns.map((column, index) => {
          const actions = columnActions(columns, keyColumn, column, index, menu);
          return (
            <chakra.th
              key={column.name}
              scope="col"
              {...th}
              minW="40"
              data-column={column.name}
              data-key={column.name === keyColumn ? 'true' : undefined}
            >
              <Flex align="flex-start" gap="1">
                <Box flex="1" minW="0">
                  <Text fontSize="sm" color="black" truncate>
                    {columnLabel(column)}
                  </Text>
                  <Flex gap="2" align="center" fontWeight="normal" color="gray.600" minH="4">
                    {columnLabel(column) !== column.name && <Text truncate>{column.name}</Text>}
                    {column.name === keyColumn && (
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
                {actions.length > 0 && (
                  <ActionMenu compact label={`Menu of column ${column.name}`} actions={actions} disabled={disabled} />
                )}
              </Flex>
            </chakra.th>
          );
        })}
      </chakra.tr>
    </chakra.thead>
  );
}
