import { moveSelected, rowLabel, toggleRowSelected, toggleSelected } from './layout-selection';
import { grid, picture } from './layout.testing';

describe('selecting cells and Move Selected', () => {
  const layout = grid(3, 'A@0 B@1', 'C@0', 'D@2', 'E@0');

  it('toggles one cell with ctrl/meta-click', () => {
    const one = toggleSelected(new Set(), 'q-A');
    expect([...one]).toEqual(['q-A']);
    expect([...toggleSelected(one, 'q-A')]).toEqual([]);
  });

  it('selects a row’s cells with its selector, and unselects them when all were selected', () => {
    const row = layout.rows[0];
    const all = toggleRowSelected(new Set(['q-A']), row);
    expect([...all].sort()).toEqual(['q-A', 'q-B']);
    expect([...toggleRowSelected(all, row)]).toEqual([]);
  });

  it('moves the selected cells before or after a row, each source row’s cells as a row, keeping columns', () => {
    const selected = new Set(['q-B', 'q-D']);
    expect(picture(moveSelected(layout, selected, 4, 'after'))).toEqual(['A@0', 'C@0', 'E@0', 'B@1', 'D@2']);
    expect(picture(moveSelected(layout, selected, 0, 'before'))).toEqual(['B@1', 'D@2', 'A@0', 'C@0', 'E@0']);
    expect(picture(moveSelected(layout, selected, 1, 'after'))).toEqual(['A@0', 'C@0', 'B@1', 'D@2', 'E@0']);
  });

  it('still moves to where the target row was when the target row itself was all selected', () => {
    expect(picture(moveSelected(layout, new Set(['q-C', 'q-E']), 1, 'after'))).toEqual([
      'A@0 B@1',
      'C@0',
      'E@0',
      'D@2',
    ]);
    expect(picture(moveSelected(layout, new Set(['q-C', 'q-E']), 1, 'before'))).toEqual([
      'A@0 B@1',
      'C@0',
      'E@0',
      'D@2',
    ]);
  });

  it('changes nothing without a selection', () => {
    expect(moveSelected(layout, new Set(), 0, 'before')).toBe(layout);
  });

  it('names a row by its number and content', () => {
    expect(rowLabel(grid(2, 'A@0 !@1').rows[0], 0)).toBe('Row 1: A, (information)');
  });
});
