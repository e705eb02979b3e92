import { autoScrollStep, cellRect, columnAt, columnWidth, contentHeight, ROW_PITCH, rowAt } from './layout-geometry';

describe('canvas geometry (001 §9)', () => {
  it('has a pitch of 76: rows 56 high and 20 apart', () => {
    expect(ROW_PITCH).toBe(76);
  });

  it('divides the width less margins (20) and gaps (10) into equal columns', () => {
    expect(columnWidth(660, 3)).toBe(200);
    expect(cellRect(2, { offset: 1, span: 2 }, 660, 3)).toEqual({ left: 230, top: 172, width: 410, height: 56 });
  });

  it('finds the column and row under a point, clamped to the grid and the free row after the last', () => {
    expect(columnAt(25, 660, 3)).toBe(0);
    expect(columnAt(235, 660, 3)).toBe(1);
    expect(columnAt(9999, 660, 3)).toBe(2);
    expect(columnAt(-5, 660, 3)).toBe(0);
    expect(rowAt(20, 4)).toBe(0);
    expect(rowAt(20 + 76 + 60, 4)).toBe(1);
    expect(rowAt(5000, 4)).toBe(4);
  });

  it('leaves room for one more row to drop or draw in', () => {
    expect(contentHeight(3)).toBe(40 + 4 * 76);
  });

  it('scrolls within 60 of the top or bottom edge while dragging, not elsewhere', () => {
    expect(autoScrollStep(10)).toBeLessThan(0);
    expect(autoScrollStep(430)).toBeGreaterThan(0);
    expect(autoScrollStep(200)).toBe(0);
    expect(autoScrollStep(60)).toBe(0);
    expect(autoScrollStep(380)).toBe(0);
  });
});
