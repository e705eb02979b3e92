import { maxSpan, resizeCell, toggleSpan } from './layout-resize';
import { grid, picture } from './layout.testing';

describe('resizing a cell (001 §5: not past the next cell’s offset)', () => {
  const layout = grid(6, 'A@0 B@3', 'C@4');

  it('reaches up to the next cell of its row, or the last column', () => {
    expect(maxSpan(layout, 'q-A')).toBe(3);
    expect(maxSpan(layout, 'q-B')).toBe(3);
    expect(maxSpan(layout, 'q-C')).toBe(2);
  });

  it('is kept between one column and that bound', () => {
    expect(picture(resizeCell(layout, 'q-A', 2))[0]).toBe('A@0+2 B@3');
    expect(picture(resizeCell(layout, 'q-A', 5))[0]).toBe('A@0+3 B@3');
    expect(picture(resizeCell(layout, 'q-A', 0))[0]).toBe('A@0 B@3');
  });

  it('toggles the span on double-click: one column to all its room, and back', () => {
    const wide = toggleSpan(layout, 'q-A');
    expect(picture(wide)[0]).toBe('A@0+3 B@3');
    expect(picture(toggleSpan(wide, 'q-A'))[0]).toBe('A@0 B@3');
  });

  it('leaves a cell with no room to grow as it is', () => {
    const tight = grid(3, 'A@0 B@1');
    expect(toggleSpan(tight, 'q-A')).toEqual(tight);
  });
});
