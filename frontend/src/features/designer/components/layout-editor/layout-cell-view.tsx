import { Box, Text } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { visibilityOf } from '../../model/layout/cell-visibility';
import type { LayoutCell } from '../../model/layout/layout.types';
import { ActionMenu } from '../../../../components/ui/action-menu';

/** How a cell is named to people and tests: its kind and content. */
export const cellLabel = (cell: LayoutCell) =>
  cell.class === 'static' ? `Information ${cell.content || '(empty)'}` : `Question ${cell.content}`;

function visibilityNote(cell: LayoutCell): string | undefined {
  switch (visibilityOf(cell)) {
    case 'condition':
      return `when ${cell.expr || '…'}`;
    case 'questions':
      return `with ${(cell.list ?? []).join(', ') || '…'}`;
    default:
      return undefined;
  }
}

/**
 * One cell on the canvas, placed by the canvas: focusable, with its resize handle on the right edge and a menu
 * (Edit…, Delete for information cells). Pointer gestures are the canvas's; the handle and menu are marked so
 * the canvas tells them apart.
 */
export function LayoutCellView({
  cell,
  row,
  rect,
  selected,
  dimmed,
  highlighted,
  dragging,
  disabled,
  onKeyDown,
  onEdit,
  onDelete,
  onToggleSpan,
}: {
  cell: LayoutCell;
  /** Its row's index: with its offset and span, kept on the element for tests and tools that read the grid. */
  row: number;
  rect: { left: number; top: number; width: number; height: number };
  selected: boolean;
  /** The search does not match it. */
  dimmed: boolean;
  /** The search matches it. */
  highlighted: boolean;
  /** It follows the pointer: the canvas moves it by `translate`. */
  dragging?: { x: number; y: number };
  disabled: boolean;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
  onEdit(): void;
  onDelete(): void;
  onToggleSpan(): void;
}) {
  const isStatic = cell.class === 'static';
  const note = visibilityNote(cell);
  return (
    <Box
      data-cell-id={cell.id}
      data-row={row}
      data-offset={cell.offset}
      data-span={cell.span}
      data-testid="layout-cell"
      role="button"
      tabIndex={0}
      aria-label={cellLabel(cell)}
      aria-pressed={selected}
      aria-roledescription="layout cell"
      position="absolute"
      left={`${rect.left}px`}
      top={`${rect.top}px`}
      width={`${rect.width}px`}
      height={`${rect.height}px`}
      style={dragging ? { transform: `translate(${dragging.x}px, ${dragging.y}px)` } : undefined}
      zIndex={dragging ? 3 : 1}
      opacity={dragging ? 0.75 : dimmed ? 0.35 : 1}
      bg={isStatic ? 'orange.50' : 'white'}
      color="black"
      borderWidth={selected || highlighted ? '2px' : '1px'}
      borderStyle="solid"
      borderColor={selected ? 'app.accent' : highlighted ? 'orange.400' : 'gray.300'}
      borderRadius="md"
      boxShadow={dragging ? 'lg' : 'xs'}
      cursor={disabled ? 'default' : 'grab'}
      userSelect="none"
      touchAction="none"
      _focusVisible={{ outline: '3px solid', outlineColor: 'app.accent', outlineOffset: '2px' }}
      _focusWithin={{ zIndex: 2 }}
      onKeyDown={(event) => event.target === event.currentTarget && onKeyDown(event)}
      onDoubleClick={(event) => !(event.target as HTMLElement).closest('[data-no-drag]') && onEdit()}
    >
      <Box px="3" py="1.5" pr="12" overflow="hidden" h="full">
        <Text
          fontSize="sm"
          fontWeight={isStatic ? 'normal' : 'semibold'}
          fontStyle={isStatic && !cell.content ? 'italic' : undefined}
          truncate
        >
          {isStatic ? cell.content || '(information)' : cell.content}
        </Text>
        <Text fontSize="xs" color="gray.600" truncate>
          {isStatic ? 'information' : 'question'}
          {note ? ` · ${note}` : ''}
        </Text>
      </Box>
      <Box position="absolute" top="1" right="3" data-no-drag="">
        <ActionMenu
          label={`Menu of ${cellLabel(cell)}`}
          actions={[
            { label: 'Edit…', onSelect: onEdit },
            ...(isStatic ? [{ label: 'Delete', onSelect: onDelete, disabled }] : []),
          ]}
        />
      </Box>
      <Box
        data-handle=""
        aria-hidden="true"
        title="Drag to resize; double-click to switch the span"
        position="absolute"
        right="0"
        top="0"
        bottom="0"
        w="2"
        cursor={disabled ? 'default' : 'ew-resize'}
        borderRightRadius="md"
        bg={selected ? 'app.accent' : 'gray.300'}
        _hover={{ bg: 'app.accent' }}
        onDoubleClick={(event) => {
          event.stopPropagation();
          onToggleSpan();
        }}
      />
    </Box>
  );
}
