import {
  canShift,
  occupantCannotShift,
  planArrowMove,
  planDrop,
  STATIC_ON_OCCUPIED,
  type DropPlan,
} from './layout-drop';
import { grid, picture } from './layout.testing';

const landed = (plan: DropPlan | null) => {
  if (!plan?.ok) throw new Error(`refused: ${plan ? plan.reason : 'null'}`);
  return picture(plan.layout);
};
const refusal = (plan: DropPlan | null) => (plan && !plan.ok ? plan.reason : 'accepted');

describe('dropping a cell (001 §5)', () => {
  it('moves a cell to a free column of another row and drops the row it left empty', () => {
    const plan = planDrop(grid(3, 'A@0', 'B@0'), 'q-A', { row: 1, column: 2 });
    expect(landed(plan)).toEqual(['B@0 A@2']);
    expect(plan.ok && plan.landing).toEqual({ row: 1, offset: 2, span: 1 });
  });

  it('moves a cell within its own row', () => {
    expect(landed(planDrop(grid(3, 'A@0 B@1'), 'q-A', { row: 0, column: 2 }))).toEqual(['B@1 A@2']);
  });

  it('keeps a spanning cell’s span as far as the room at the drop allows', () => {
    expect(landed(planDrop(grid(4, 'A@0+3', 'B@3'), 'q-A', { row: 1, column: 0 }))).toEqual(['A@0+3 B@3']);
    expect(landed(planDrop(grid(4, 'A@0+3', 'B@2'), 'q-A', { row: 1, column: 0 }))).toEqual(['A@0+2 B@2']);
    expect(landed(planDrop(grid(4, 'A@0+3', 'B@0'), 'q-A', { row: 1, column: 3 }))).toEqual(['B@0 A@3']);
  });

  it('drops below the last row into a new row of its own', () => {
    const plan = planDrop(grid(2, 'A@0 B@1'), 'q-B', { row: 1, column: 1 });
    expect(landed(plan)).toEqual(['A@0', 'B@1']);
    expect(plan.ok && plan.landing.row).toBe(1);
  });

  it('lets a question cell into an occupied column when the occupant can shift right, taking one column', () => {
    const plan = planDrop(grid(3, 'A@0+2', 'B@0'), 'q-A', { row: 1, column: 0 });
    expect(landed(plan)).toEqual(['A@0 B@1']);
    expect(plan.ok && plan.landing).toEqual({ row: 1, offset: 0, span: 1, shifted: 'q-B' });
  });

  it('refuses when the occupant spans columns', () => {
    const plan = planDrop(grid(3, 'A@0', 'B@0+2'), 'q-A', { row: 1, column: 1 });
    expect(refusal(plan)).toBe(occupantCannotShift('B'));
  });

  it('refuses when a cell sits directly right of the occupant', () => {
    expect(refusal(planDrop(grid(3, 'A@0', 'B@0 C@1'), 'q-A', { row: 1, column: 0 }))).toBe(occupantCannotShift('B'));
  });

  it('refuses when the column count has no room for the occupant’s offset plus 2', () => {
    expect(refusal(planDrop(grid(3, 'A@0', 'B@2'), 'q-A', { row: 1, column: 2 }))).toBe(occupantCannotShift('B'));
    expect(refusal(planDrop(grid(1, 'A@0', 'B@0'), 'q-A', { row: 1, column: 0 }))).toBe(occupantCannotShift('B'));
    expect(landed(planDrop(grid(3, 'A@0', 'B@1'), 'q-A', { row: 1, column: 1 }))).toEqual(['A@1 B@2']);
  });

  it('never drops an information cell on an occupied column, even when the occupant could shift', () => {
    expect(refusal(planDrop(grid(3, '!Note@0', 'B@0'), 'info-Note', { row: 1, column: 0 }))).toBe(STATIC_ON_OCCUPIED);
    expect(landed(planDrop(grid(3, '!Note@0', 'B@0'), 'info-Note', { row: 1, column: 1 }))).toEqual(['B@0 !Note@1']);
  });

  it('tells whether an occupant can shift', () => {
    const row = grid(4, 'A@0 B@2+2').rows[0];
    expect(canShift(row[0], row, 4)).toBe(true);
    expect(canShift(row[1], row, 4)).toBe(false);
  });
});

describe('moving a cell with the arrow keys', () => {
  const layout = grid(3, 'A@0 B@2', 'C@1');

  it('moves left and right by the drop rules, and up and down between rows', () => {
    expect(landed(planArrowMove(layout, 'q-B', 'ArrowLeft'))).toEqual(['A@0 B@1', 'C@1']);
    expect(landed(planArrowMove(layout, 'q-A', 'ArrowRight'))).toEqual(['A@1 B@2', 'C@1']);
    expect(landed(planArrowMove(layout, 'q-C', 'ArrowUp'))).toEqual(['A@0 C@1 B@2']);
    expect(landed(planArrowMove(layout, 'q-A', 'ArrowDown'))).toEqual(['B@2', 'A@0 C@1']);
  });

  it('goes nowhere past the grid’s edges, and makes a row of its own below the last', () => {
    expect(planArrowMove(layout, 'q-A', 'ArrowLeft')).toBeNull();
    expect(planArrowMove(layout, 'q-B', 'ArrowRight')).toBeNull();
    expect(planArrowMove(layout, 'q-A', 'ArrowUp')).toBeNull();
    expect(planArrowMove(layout, 'q-C', 'ArrowDown')).toBeNull();
    expect(landed(planArrowMove(grid(3, 'A@0 B@1'), 'q-B', 'ArrowDown'))).toEqual(['A@0', 'B@1']);
  });

  it('refuses a move right that would cut a spanning cell', () => {
    expect(refusal(planArrowMove(grid(4, 'A@0+2 B@2'), 'q-A', 'ArrowRight'))).toBe('There is no room to the right.');
    expect(landed(planArrowMove(grid(4, 'A@0+2'), 'q-A', 'ArrowRight'))).toEqual(['A@1+2']);
  });
});
