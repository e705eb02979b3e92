import { compactRows } from './compact-rows';

describe('the grid rows of the visible cells', () => {
  it('closes up the rows whose cells are all hidden', () => {
    const rows = compactRows([1, 1, 3, 6]);
    expect([1, 3, 6].map((row) => rows.get(row))).toEqual([1, 2, 3]);
  });

  it('keeps rows that are already dense as they are', () => {
    const rows = compactRows([2, 1, 3]);
    expect([1, 2, 3].map((row) => rows.get(row))).toEqual([1, 2, 3]);
  });
});
