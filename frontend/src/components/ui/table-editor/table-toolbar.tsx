import { Button, chakra, Flex, HStack } from '@chakra-ui/react';
import type { TableStyle } from './table-style';

/**
 * The buttons above the table editor (add row or column, edit value, move, delete, copy) and the choice of how
 * rows are selected.
 */
export function TableToolbar({
  disabled,
  hasColumns,
  rowCount,
  selectedCount,
  canEditValue,
  style,
  onAddRow,
  onAddColumn,
  onEditValue,
  onMove,
  onDeleteRows,
  onCopy,
  onStyle,
}: {
  disabled: boolean;
  hasColumns: boolean;
  rowCount: number;
  selectedCount: number;
  /** There is a current cell whose value can be edited in the value editor. */
  canEditValue: boolean;
  style: TableStyle;
  onAddRow(): void;
  /** Offered only when given. */
  onAddColumn?(): void;
  onEditValue(): void;
  onMove(step: -1 | 1): void;
  onDeleteRows(): void;
  onCopy(): void;
  onStyle(style: TableStyle): void;
}) {
  return (
    <Flex gap="2" wrap="wrap" align="center" mb="2">
      <HStack gap="2" wrap="wrap">
        <Button size="xs" variant="outline" disabled={disabled || !hasColumns} onClick={onAddRow}>
          Add row
        </Button>
        {onAddColumn && (
          <Button size="xs" variant="outline" disabled={disabled} onClick={onAddColumn}>
            Add column…
          </Button>
        )}
        <Button size="xs" variant="outline" disabled={disabled || !canEditValue} onClick={onEditValue}>
          Edit value…
        </Button>
        <Button size="xs" variant="outline" disabled={disabled || selectedCount === 0} onClick={() => onMove(-1)}>
          Move up
        </Button>
        <Button size="xs" variant="outline" disabled={disabled || selectedCount === 0} onClick={() => onMove(1)}>
          Move down
        </Button>
        <Button size="xs" variant="outline" disabled={disabled || selectedCount === 0} onClick={onDeleteRows}>
          Delete selected
        </Button>
        <Button size="xs" variant="outline" disabled={rowCount === 0} onClick={onCopy}>
          {selectedCount > 0 ? 'Copy selected' : 'Copy all'}
        </Button>
      </HStack>
      <chakra.label display="inline-flex" alignItems="center" gap="2" fontSize="xs" ml="auto" color="gray.600">
        Select rows by
        <chakra.select
          value={style}
          onChange={(event) => onStyle(event.target.value as TableStyle)}
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
  );
}
