import { Box, chakra, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { cellMatches } from '../../model/layout/cell-visibility';
import { createStaticBlock } from '../../model/layout/layout-blocks';
import { planDrop, type DropPlan } from '../../model/layout/layout-drop';
import {
  autoScrollStep,
  CANVAS_HEIGHT,
  CANVAS_MARGIN,
  cellRect,
  columnAt,
  contentHeight,
  ROW_HEIGHT,
  ROW_PITCH,
  rowAt,
} from '../../model/layout/layout-geometry';
import { findCell } from '../../model/layout/layout-grid';
import { resizeCell } from '../../model/layout/layout-resize';
import type { Layout, LayoutCell } from '../../model/layout/layout.types';
import { LayoutCellView } from './layout-cell-view';

/** A pointer gesture under way, in canvas content coordinates (scrolling included). */
type Gesture =
  | { kind: 'move'; cellId: string; start: Point; at: Point; moved: boolean; grabColumn: number }
  | { kind: 'resize'; cellId: string; start: Point; at: Point; moved: boolean }
  | { kind: 'create'; row: number; fromColumn: number; start: Point; at: Point; moved: boolean };
interface Point {
  x: number;
  y: number;
}

/** How far the pointer goes before a press becomes a drag (a click stays a click). */
const DRAG_THRESHOLD = 4;

/** What the canvas does for the editor: every change is a whole new layout, or a cell to select or edit. */
export interface CanvasActions {
  onCommit(next: Layout): void;
  onRefused(reason: string): void;
  onToggleSelected(cellId: string): void;
  onToggleRow(row: number): void;
  onEdit(cellId: string): void;
  onCreated(cell: LayoutCell): void;
  onDelete(cellId: string): void;
  onToggleSpan(cellId: string): void;
  onCellKey(cell: LayoutCell, event: KeyboardEvent<HTMLDivElement>): void;
}

/**
 * The layout's canvas (001 §2, §9): rows 56 high at a pitch of 76, equal columns 10 apart, a margin of 20, 440
 * high and scrolling; while dragging near its top or bottom edge it scrolls. Gestures: drag a cell (its landing
 * is outlined, in red with the reason where the rules refuse it), drag its handle to resize, drag on empty space
 * to draw an information cell; ctrl/meta-click selects; each row's selector (in the left margin) selects its row.
 */
export function LayoutCanvas({
  layout,
  selected,
  search,
  disabled,
  actions,
}: {
  layout: Layout;
  selected: ReadonlySet<string>;
  search: string;
  disabled: boolean;
  actions: CanvasActions;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const lastClient = useRef<Point | null>(null);
  const [width, setWidth] = useState(0);
  const [gesture, setGesture] = useState<Gesture | null>(null);
  const { columnCount, rows } = layout;

  useLayoutEffect(() => {
    const element = content.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const toContent = (clientX: number, clientY: number): Point => {
    const box = content.current!.getBoundingClientRect();
    return { x: clientX - box.left, y: clientY - box.top };
  };

  // Auto-scroll: while a drag is held within 60 of the top or bottom edge, the canvas scrolls under it.
  const dragging = gesture?.moved === true;
  useEffect(() => {
    if (!dragging) return;
    const timer = setInterval(() => {
      const element = scroller.current;
      const client = lastClient.current;
      if (!element || !client) return;
      const step = autoScrollStep(client.y - element.getBoundingClientRect().top, element.clientHeight);
      if (step === 0) return;
      element.scrollTop += step;
      setGesture((current) => current && { ...current, at: toContent(client.x, client.y) });
    }, 30);
    return () => clearInterval(timer);
  }, [dragging]);

  const plan = gesture?.moved ? planOf(gesture, layout, width) : null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || disabled) return;
    const target = event.target as HTMLElement;
    if (target.closest('[data-no-drag]')) return;
    const at = toContent(event.clientX, event.clientY);
    lastClient.current = { x: event.clientX, y: event.clientY };
    const cellId = target.closest<HTMLElement>('[data-cell-id]')?.dataset.cellId;
    if (cellId) {
      const place = findCell(layout, cellId);
      if (!place) return;
      if (target.closest('[data-handle]')) {
        setGesture({ kind: 'resize', cellId, start: at, at, moved: false });
      } else {
        const grabColumn = columnAt(at.x, width, columnCount) - place.cell.offset;
        setGesture({ kind: 'move', cellId, start: at, at, moved: false, grabColumn });
      }
      return;
    }
    if (event.target !== content.current) return;
    setGesture({
      kind: 'create',
      row: rowAt(at.y, rows.length),
      fromColumn: columnAt(at.x, width, columnCount),
      start: at,
      at,
      moved: false,
    });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!gesture) return;
    lastClient.current = { x: event.clientX, y: event.clientY };
    const at = toContent(event.clientX, event.clientY);
    const moved = gesture.moved || Math.hypot(at.x - gesture.start.x, at.y - gesture.start.y) > DRAG_THRESHOLD;
    // The pointer is captured only once the press became a drag, so that clicks and double-clicks stay on their target.
    if (moved && !gesture.moved) content.current?.setPointerCapture(event.pointerId);
    setGesture({ ...gesture, at, moved });
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const done = gesture;
    setGesture(null);
    lastClient.current = null;
    if (!done) return;
    if (!done.moved) {
      if (done.kind === 'move' && (event.ctrlKey || event.metaKey)) actions.onToggleSelected(done.cellId);
      return;
    }
    const result = planOf({ ...done, at: toContent(event.clientX, event.clientY) }, layout, width);
    if (!result) return;
    if (!result.ok) actions.onRefused(result.reason);
    else {
      actions.onCommit(result.layout);
      if (done.kind === 'create' && result.created) actions.onCreated(result.created);
    }
  };

  const needle = search.trim();
  const shown = plan?.ok && gesture?.kind !== 'move' ? plan.layout : layout;
  return (
    <Box
      ref={scroller}
      h={`${CANVAS_HEIGHT}px`}
      overflowY="auto"
      bg="gray.100"
      borderWidth="1px"
      borderColor="gray.300"
      borderRadius="md"
      data-testid="layout-canvas"
    >
      <Box
        ref={content}
        position="relative"
        h={`${contentHeight(rows.length)}px`}
        minH="full"
        cursor={disabled ? 'default' : 'crosshair'}
        touchAction="none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setGesture(null)}
        aria-label="Layout canvas: drag on empty space to draw an information cell"
        role="group"
      >
        {width > 0 &&
          shown.rows.map((row, index) => (
            <chakra.button
              key={`row-${index}`}
              type="button"
              data-no-drag=""
              aria-label={`Select row ${index + 1}`}
              aria-pressed={row.every((cell) => selected.has(cell.id))}
              position="absolute"
              left="1"
              top={`${CANVAS_MARGIN + index * ROW_PITCH}px`}
              w="3"
              h={`${ROW_HEIGHT}px`}
              borderRadius="sm"
              bg={row.every((cell) => selected.has(cell.id)) ? 'app.accent' : 'gray.300'}
              _hover={{ bg: 'app.accent' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '1px' }}
              onClick={() => actions.onToggleRow(index)}
            />
          ))}
        {width > 0 &&
          shown.rows.map((row, index) =>
            row.map((cell) => {
              const moving = gesture?.kind === 'move' && gesture.moved && gesture.cellId === cell.id;
              return (
                <LayoutCellView
                  key={cell.id}
                  cell={cell}
                  row={index}
                  rect={cellRect(index, cell, width, columnCount)}
                  selected={selected.has(cell.id)}
                  dimmed={!!needle && !cellMatches(cell, needle)}
                  highlighted={!!needle && cellMatches(cell, needle)}
                  dragging={
                    moving ? { x: gesture.at.x - gesture.start.x, y: gesture.at.y - gesture.start.y } : undefined
                  }
                  disabled={disabled}
                  onKeyDown={(event) => actions.onCellKey(cell, event)}
                  onEdit={() => actions.onEdit(cell.id)}
                  onDelete={() => actions.onDelete(cell.id)}
                  onToggleSpan={() => !disabled && actions.onToggleSpan(cell.id)}
                />
              );
            }),
          )}
        {gesture?.moved && plan && <Landing plan={plan} gesture={gesture} layout={layout} width={width} />}
        {rows.length === 0 && (
          <Text position="absolute" left="5" top="5" color="gray.600" fontSize="sm" pointerEvents="none">
            No variables to ask yet: drag across the canvas to add information.
          </Text>
        )}
      </Box>
    </Box>
  );
}

type GesturePlan = (DropPlan & { created?: LayoutCell }) | null;

/** What the gesture would do if let go now. */
function planOf(gesture: Gesture, layout: Layout, width: number): GesturePlan {
  const column = columnAt(gesture.at.x, width, layout.columnCount);
  switch (gesture.kind) {
    case 'move':
      return planDrop(layout, gesture.cellId, {
        row: rowAt(gesture.at.y, layout.rows.length),
        column: Math.max(0, column - gesture.grabColumn),
      });
    case 'resize': {
      const place = findCell(layout, gesture.cellId);
      if (!place) return null;
      const next = resizeCell(layout, gesture.cellId, column - place.cell.offset + 1);
      return { ok: true, layout: next, landing: { row: place.row, offset: place.cell.offset, span: 1 } };
    }
    case 'create': {
      const created = createStaticBlock(layout, gesture.row, gesture.fromColumn, column);
      if (!created) return null;
      const { cell } = created;
      return {
        ok: true,
        layout: created.layout,
        created: cell,
        landing: { row: gesture.row, offset: cell.offset, span: cell.span },
      };
    }
  }
}

/** Where a dragged cell would land: outlined in the accent colour, or in red with the reason it cannot. */
function Landing({
  plan,
  gesture,
  layout,
  width,
}: {
  plan: NonNullable<GesturePlan>;
  gesture: Gesture;
  layout: Layout;
  width: number;
}) {
  if (gesture.kind !== 'move') return null;
  const target = plan.ok
    ? plan.landing
    : {
        row: rowAt(gesture.at.y, layout.rows.length),
        offset: Math.max(0, columnAt(gesture.at.x, width, layout.columnCount) - gesture.grabColumn),
        span: 1,
      };
  const rect = cellRect(
    target.row,
    { offset: Math.min(target.offset, layout.columnCount - 1), span: target.span },
    width,
    layout.columnCount,
  );
  return (
    <Box
      data-testid={plan.ok ? 'layout-landing' : 'layout-refused'}
      position="absolute"
      left={`${rect.left}px`}
      top={`${rect.top}px`}
      width={`${rect.width}px`}
      height={`${rect.height}px`}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={plan.ok ? 'app.accent' : 'red.500'}
      bg={plan.ok ? 'blackAlpha.50' : 'red.50'}
      borderRadius="md"
      // A refusal shows above the dragged cell, so its reason can be read.
      zIndex={plan.ok ? 2 : 4}
      pointerEvents="none"
    >
      {!plan.ok && (
        <Text fontSize="xs" color="red.700" p="1" lineClamp={2}>
          {plan.reason}
        </Text>
      )}
    </Box>
  );
}
