import { reorderCatalogs } from './catalog-order';

const order = (requested: Record<string, number>) =>
  reorderCatalogs(['A', 'B', 'C', 'D'], new Map(Object.entries(requested)));

describe('reordering catalogs (002 §4: every catalog is renumbered)', () => {
  it('moves one catalog up to the top, or down to the end, the others keeping their order', () => {
    expect(order({ C: 0 })).toEqual(['C', 'A', 'B', 'D']);
    expect(order({ A: 3 })).toEqual(['B', 'C', 'D', 'A']);
    expect(order({ A: 99 })).toEqual(['B', 'C', 'D', 'A']);
  });

  it("swaps two neighbours (the screen's Move Up / Move Down)", () => {
    expect(order({ B: 0, A: 1 })).toEqual(['B', 'A', 'C', 'D']);
    expect(order({ C: 3, D: 2 })).toEqual(['A', 'B', 'D', 'C']);
  });

  it('takes a whole new order, and keeps the order when nothing moves', () => {
    expect(order({ D: 0, C: 1, B: 2, A: 3 })).toEqual(['D', 'C', 'B', 'A']);
    expect(order({})).toEqual(['A', 'B', 'C', 'D']);
  });
});
