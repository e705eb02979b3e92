import { createStaticBlock, deleteStaticCells, newStaticId } from './layout-blocks';
import { grid, picture } from './layout.testing';

describe('information (static) cells', () => {
  it('draws a block over the columns dragged across, either way', () => {
    const created = createStaticBlock(grid(4, 'A@0'), 0, 1, 3);
    expect(created && picture(created.layout)).toEqual(['A@0 !@1+3']);
    const backwards = createStaticBlock(grid(4, 'A@3'), 0, 2, 0);
    expect(backwards && picture(backwards.layout)).toEqual(['!@0+3 A@3']);
  });

  it('stops the block before a cell in its way', () => {
    const created = createStaticBlock(grid(5, 'A@0 B@3'), 0, 1, 4);
    expect(created && picture(created.layout)).toEqual(['A@0 !@1+2 B@3']);
  });

  it('draws on the free row after the last as a new row', () => {
    const created = createStaticBlock(grid(2, 'A@0'), 1, 0, 1);
    expect(created && picture(created.layout)).toEqual(['A@0', '!@0+2']);
    expect(created?.cell).toEqual({ id: 'info-1', class: 'static', content: '', offset: 0, span: 2 });
  });

  it('draws nothing when the drag began on a cell', () => {
    expect(createStaticBlock(grid(2, 'A@0'), 0, 0, 1)).toBeNull();
  });

  it('gives each new block an id no cell has', () => {
    expect(newStaticId(grid(2, '!a@0', 'A@0'))).toBe('info-1');
    expect(
      newStaticId({ columnCount: 1, rows: [[{ id: 'info-7', class: 'static', content: '', offset: 0, span: 1 }]] }),
    ).toBe('info-8');
  });

  it('deletes information cells only; question cells stay', () => {
    const layout = grid(3, 'A@0 !Note@1', '!Other@0');
    expect(picture(deleteStaticCells(layout, new Set(['info-Note', 'info-Other', 'q-A'])))).toEqual(['A@0']);
    expect(deleteStaticCells(layout, new Set(['q-A']))).toBe(layout);
  });
});
