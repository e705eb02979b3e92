import type { InterviewCell, InterviewModel } from './interview.types';
import { planLayout, planScreens } from './plan-screens';

const q = (content: string, offset = 0, span = 1): InterviewCell => ({
  id: `q-${content}`,
  class: 'question',
  content,
  offset,
  span,
});
const info = (id: string, content: string, offset = 0, span = 1): InterviewCell => ({
  id,
  class: 'static',
  content,
  offset,
  span,
});
const where = (screen: { cells: { cell: InterviewCell; row: number; column: number; span: number }[] }) =>
  screen.cells.map(({ cell, row, column, span }) => `${cell.content}@${row}:${column}+${span}`);

const model: InterviewModel = {
  variables: [
    { name: 'First', type: 'text' },
    { name: 'Last', type: 'text' },
    { name: 'Age', type: 'number' },
    { name: 'Secret', type: 'text', style: 'hidden' },
    { name: 'Synced', type: 'text', external: true },
    { name: 'Notes', type: 'text', alwaysOptional: true },
  ],
  layouts: {
    Names: {
      columnCount: 4,
      rows: [[info('h', 'About you', 0, 4)], [q('Last', 2, 2), q('First', 0, 2)], [], [q('Age', 1)]],
    },
  },
};

describe('planScreens: an app\u2019s screens from its layouts', () => {
  it('places cells by offset and span on a grid of columnCount columns, rows closed up', () => {
    const [names] = planScreens({ model, app: { name: 'Intake', screens: ['Names'] } });
    expect(names).toMatchObject({ name: 'Names', title: 'Names', columnCount: 4 });
    expect(where(names)).toEqual(['About you@1:1+4', 'First@2:1+2', 'Last@2:3+2', 'Age@3:2+1']);
  });

  it('keeps cells inside the grid and drops overlapping, repeated, unknown and unasked question cells', () => {
    const screen = planLayout(
      {
        ...model,
        layouts: {
          L: {
            columnCount: 9,
            rows: [
              [q('First', 5, 4), q('Last', 0, 3), q('Age', 2)],
              [q('First'), q('Gone', 1), q('Secret', 2), q('Synced', 3)],
            ],
          },
        },
      },
      'L',
    )!;
    expect(screen.columnCount).toBe(6);
    expect(where(screen)).toEqual(['Last@1:1+3', 'First@1:6+1']);
  });

  it('uses the (default) layout when the app names no screens: one question per asked variable', () => {
    const screens = planScreens({ model, app: { name: 'Intake', label: 'Client intake' } });
    expect(screens).toHaveLength(1);
    expect(screens[0]).toMatchObject({ name: '(default)', title: 'Client intake', columnCount: 1 });
    expect(where(screens[0])).toEqual(['First@1:1+1', 'Last@2:1+1', 'Age@3:1+1', 'Notes@4:1+1']);
  });

  it('completes a saved (default) layout with the asked variables it does not place yet', () => {
    const saved = { ...model, layouts: { '(default)': { columnCount: 2, rows: [[q('Age', 1)]] } } };
    expect(where(planScreens({ model: saved, app: { name: 'A', screens: [] } })[0])).toEqual([
      'Age@1:2+1',
      'First@2:1+1',
      'Last@3:1+1',
      'Notes@4:1+1',
    ]);
  });

  it('puts required questions no screen places on a last "More questions" screen, skipping unknown layouts', () => {
    const narrow = { ...model, layouts: { Short: { columnCount: 2, rows: [[q('First')]] } } };
    const screens = planScreens({ model: narrow, app: { name: 'A', screens: ['Short', 'Deleted'] } });
    expect(screens.map((screen) => screen.name)).toEqual(['Short', 'More questions']);
    // Notes is Always Optional: nothing forces it to be reachable.
    expect(screens[1]).toMatchObject({ title: 'More questions', columnCount: 1, more: true });
    expect(where(screens[1])).toEqual(['Last@1:1+1', 'Age@2:1+1']);
  });

  it('adds no "More questions" screen when every required question is placed', () => {
    expect(planScreens({ model, app: { name: 'A' } }).map((screen) => screen.name)).toEqual(['(default)']);
  });
});
