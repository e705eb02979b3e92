/**
 * 002 §4: rows are selected by index or by checkbox. By index, a click selects one row, ctrl/meta-click adds or
 * removes a row and shift-click selects the range from the last row clicked; a checkbox adds or removes its row.
 */

export interface RowSelection {
  selected: ReadonlySet<number>;
  /** The row the last plain or ctrl click was on: where a shift-click's range starts. */
  anchor?: number;
}

export const NO_SELECTION: RowSelection = { selected: new Set() };

export type SelectGesture = 'only' | 'toggle' | 'range';

export function selectRow(selection: RowSelection, index: number, gesture: SelectGesture): RowSelection {
  if (gesture === 'range' && selection.anchor !== undefined) {
    const [from, to] = [Math.min(selection.anchor, index), Math.max(selection.anchor, index)];
    return { selected: new Set(Array.from({ length: to - from + 1 }, (_, i) => from + i)), anchor: selection.anchor };
  }
  if (gesture === 'toggle') {
    const selected = new Set(selection.selected);
    if (selected.has(index)) selected.delete(index);
    else selected.add(index);
    return { selected, anchor: index };
  }
  // A plain click on the only selected row unselects it, so a selection can be undone without the keyboard.
  const onlyThis = selection.selected.size === 1 && selection.selected.has(index);
  return { selected: onlyThis ? new Set() : new Set([index]), anchor: index };
}

/** All rows, or none when all are selected already (the header checkbox). */
export function toggleAll(selection: RowSelection, rowCount: number): RowSelection {
  const all = rowCount > 0 && selection.selected.size === rowCount;
  return { selected: all ? new Set() : new Set(Array.from({ length: rowCount }, (_, i) => i)) };
}

/** The selection without rows past the end (after rows were deleted elsewhere, or the data reloaded). */
export function clampSelection(selection: RowSelection, rowCount: number): RowSelection {
  const selected = [...selection.selected].filter((index) => index < rowCount);
  if (selected.length === selection.selected.size) return selection;
  return {
    selected: new Set(selected),
    anchor: selection.anchor !== undefined && selection.anchor < rowCount ? selection.anchor : undefined,
  };
}
