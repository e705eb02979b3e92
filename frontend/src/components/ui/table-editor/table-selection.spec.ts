import { clampSelection, NO_SELECTION, selectRow, toggleAll } from './table-selection';

const indexes = (selection: { selected: ReadonlySet<number> }) => [...selection.selected].sort((a, b) => a - b);

describe('table row selection', () => {
  it('a click selects one row; a second click on it unselects it', () => {
    const one = selectRow(NO_SELECTION, 2, 'only');
    expect(indexes(one)).toEqual([2]);
    expect(indexes(selectRow(one, 4, 'only'))).toEqual([4]);
    expect(indexes(selectRow(one, 2, 'only'))).toEqual([]);
  });

  it('ctrl/meta-click (or a checkbox) adds or removes a row', () => {
    const two = selectRow(selectRow(NO_SELECTION, 1, 'only'), 3, 'toggle');
    expect(indexes(two)).toEqual([1, 3]);
    expect(indexes(selectRow(two, 1, 'toggle'))).toEqual([3]);
  });

  it('shift-click selects the range from the last row clicked, either way', () => {
    const anchored = selectRow(NO_SELECTION, 4, 'only');
    expect(indexes(selectRow(anchored, 1, 'range'))).toEqual([1, 2, 3, 4]);
    expect(indexes(selectRow(selectRow(anchored, 1, 'range'), 6, 'range'))).toEqual([4, 5, 6]);
    // Without an anchor a shift-click selects just that row.
    expect(indexes(selectRow(NO_SELECTION, 5, 'range'))).toEqual([5]);
  });

  it('the header checkbox selects every row, or none when all are selected', () => {
    const all = toggleAll(NO_SELECTION, 3);
    expect(indexes(all)).toEqual([0, 1, 2]);
    expect(indexes(toggleAll(all, 3))).toEqual([]);
    expect(indexes(toggleAll(NO_SELECTION, 0))).toEqual([]);
  });

  it('forgets rows that no longer exist', () => {
    const selection = { selected: new Set([0, 4]), anchor: 4 };
    expect(clampSelection(selection, 3)).toEqual({ selected: new Set([0]), anchor: undefined });
    expect(clampSelection(selection, 5)).toBe(selection);
  });
});
