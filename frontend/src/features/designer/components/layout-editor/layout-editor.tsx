import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { membersOf } from '../../model/designer.types';
import { deleteStaticCells } from '../../model/layout/layout-blocks';
import { planArrowMove, type ArrowKey } from '../../model/layout/layout-drop';
import { allowedColumnCounts, findCell, mapCell, withColumnCount } from '../../model/layout/layout-grid';
import { resizeCell, toggleSpan } from '../../model/layout/layout-resize';
import { moveSelected, toggleRowSelected, toggleSelected } from '../../model/layout/layout-selection';
import { askedVariables, readLayout, sameLayout, syncLayout } from '../../model/layout/layout-sync';
import type { Layout, LayoutCell } from '../../model/layout/layout.types';
import { FieldLabel, SelectField, controlStyle } from '../../../../components/ui/form-fields';
import type { MemberEditorProps } from '../member-editor-props';
import { CellEditDialog } from './cell-edit-dialog';
import { LayoutCanvas } from './layout-canvas';
import { LayoutHelp } from './layout-help';
import { MoveSelectedDialog } from './move-selected-dialog';

type Dialog = { kind: 'edit'; cellId: string } | { kind: 'move' };

const ARROWS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

/**
 * 001 §2 "Layout editor": search, GRID COLUMNS, the canvas, Move Selected, the help modal and the cell edit
 * dialog. The layout shown is the saved one kept in step with the variables (001 §4): that alone queues nothing;
 * the first edit queues the whole layout, so what is saved is what the author saw.
 */
export function LayoutEditor(props: MemberEditorProps) {
  const { member, element, disabled, onChange } = props;
  const variables = membersOf(element, 'variable');
  const layout = useMemo(() => syncLayout(readLayout(member), variables), [member, variables]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>();
  const [notice, setNotice] = useState<string>();
  const canvasBox = useRef<HTMLDivElement>(null);

  // The latest layout, so a dialog's late edit (the debounced text) applies to what is current.
  const current = useRef(layout);
  current.current = layout;
  const commit = useCallback(
    (next: Layout) => {
      if (disabled || sameLayout(next, current.current)) return;
      setNotice(undefined);
      onChange({ columnCount: next.columnCount, rows: next.rows });
    },
    [disabled, onChange],
  );
  const changeCell = useCallback((cell: LayoutCell) => commit(mapCell(current.current, cell.id, () => cell)), [commit]);

  const focusCell = (id: string) =>
    requestAnimationFrame(() =>
      canvasBox.current?.querySelector<HTMLElement>(`[data-cell-id="${CSS.escape(id)}"]`)?.focus(),
    );

  const deleteCells = (ids: ReadonlySet<string>) => {
    const next = deleteStaticCells(layout, ids);
    if (next === layout) {
      setNotice('Question cells cannot be deleted: every question is asked.');
      return;
    }
    commit(next);
    setSelected((was) => new Set([...was].filter((id) => !ids.has(id))));
  };

  const onCellKey = (cell: LayoutCell, event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      setDialog({ kind: 'edit', cellId: cell.id });
    } else if (event.key === ' ') {
      event.preventDefault();
      setSelected((was) => toggleSelected(was, cell.id));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      if (!disabled) deleteCells(new Set([cell.id]));
    } else if (ARROWS.includes(event.key)) {
      event.preventDefault();
      if (disabled) return;
      if (event.shiftKey && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
        commit(resizeCell(layout, cell.id, cell.span + (event.key === 'ArrowRight' ? 1 : -1)));
        return;
      }
      const plan = planArrowMove(layout, cell.id, event.key as ArrowKey);
      if (!plan) return;
      if (plan.ok) {
        commit(plan.layout);
        focusCell(cell.id);
      } else setNotice(plan.reason);
    }
  };

  const editing = dialog?.kind === 'edit' ? findCell(layout, dialog.cellId)?.cell : undefined;
  const counts = allowedColumnCounts(layout);
  return (
    <Stack gap="4" data-testid="layout-editor">
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="4">
        <HStack gap="4" align="flex-end" wrap="wrap">
          <Box>
            <FieldLabel htmlFor="layout-name">NAME</FieldLabel>
            <Text id="layout-name" fontWeight="semibold" py="2">
              {member.name}
            </Text>
          </Box>
          <Box w="40">
            <SelectField
              label="GRID COLUMNS"
              value={String(layout.columnCount)}
              choices={counts.map((n) => ({ value: String(n), label: String(n) }))}
              disabled={disabled}
              onChange={(count) => commit(withColumnCount(layout, Number(count)))}
            />
          </Box>
          <Box w="56">
            <FieldLabel htmlFor="layout-search">SEARCH</FieldLabel>
            <Input
              id="layout-search"
              type="search"
              placeholder="Find a cell"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              {...controlStyle}
              borderColor="gray.300"
            />
          </Box>
        </HStack>
        <HStack gap="2">
          <Button
            variant="outline"
            disabled={disabled || selected.size === 0}
            onClick={() => setDialog({ kind: 'move' })}
          >
            Move Selected{selected.size > 0 ? ` (${selected.size})` : ''}
          </Button>
          <LayoutHelp />
        </HStack>
      </HStack>
      <Text fontSize="xs" color="gray.600">
        Drag cells to arrange them, drag a cell’s right edge to resize it, drag across empty space to add information.
      </Text>
      <Box ref={canvasBox}>
        <LayoutCanvas
          layout={layout}
          selected={selected}
          search={search}
          disabled={disabled}
          actions={{
            onCommit: commit,
            onRefused: setNotice,
            onToggleSelected: (id) => setSelected((was) => toggleSelected(was, id)),
            onToggleRow: (row) => setSelected((was) => toggleRowSelected(was, layout.rows[row] ?? [])),
            onEdit: (cellId) => setDialog({ kind: 'edit', cellId }),
            onCreated: (cell) => setDialog({ kind: 'edit', cellId: cell.id }),
            onDelete: (cellId) => deleteCells(new Set([cellId])),
            onToggleSpan: (cellId) => commit(toggleSpan(layout, cellId)),
            onCellKey,
          }}
        />
      </Box>
      <Text role="status" aria-live="polite" minH="5" fontSize="sm" color="red.700">
        {notice}
      </Text>
      {editing && (
        <CellEditDialog
          cell={editing}
          variables={askedVariables(variables).map((variable) => variable.name)}
          onChange={changeCell}
          onClose={() => {
            const id = editing.id;
            setDialog(undefined);
            focusCell(id);
          }}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveSelectedDialog
          rows={layout.rows}
          count={selected.size}
          onCancel={() => setDialog(undefined)}
          onMove={(target, position) => {
            commit(moveSelected(layout, selected, target, position));
            setSelected(new Set());
            setDialog(undefined);
          }}
        />
      )}
    </Stack>
  );
}
