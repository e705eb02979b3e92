import type { Member } from '../designer.types';
import { defaultLayout, defaultLayoutMember, isAsked, readLayout, syncLayout } from './layout-sync';
import { grid, picture } from './layout.testing';

const variable = (name: string, extra: Partial<Member> = {}): Member => ({
  _id: `v-${name}`,
  name,
  type: 'text',
  ...extra,
});

describe('the default layout and keeping a layout in step with the variables (001 §4)', () => {
  const variables = [
    variable('FirstName', { position: 0 }),
    variable('Secret', { position: 1, style: 'hidden' }),
    variable('LastName', { position: 2 }),
    variable('Matter', { position: 3, isExternal: true }),
    variable('Age', { position: 4 }),
  ];

  it('asks every variable but hidden and external ones', () => {
    expect(variables.filter(isAsked).map((v) => v.name)).toEqual(['FirstName', 'LastName', 'Age']);
  });

  it('builds one column with a question cell per row for each asked variable, in the variables’ order', () => {
    expect(picture(defaultLayout(variables))).toEqual(['FirstName@0', 'LastName@0', 'Age@0']);
    expect(defaultLayout(variables).columnCount).toBe(1);
    expect(
      defaultLayout([variable('b'), variable('A')])
        .rows.flat()
        .map((cell) => cell.content),
    ).toEqual(['A', 'b']);
  });

  it('names the default layout (default), of type default', () => {
    expect(defaultLayoutMember(variables, 'new-1')).toMatchObject({
      _id: 'new-1',
      name: '(default)',
      type: 'default',
      columnCount: 1,
    });
  });

  it('appends cells of variables not placed, drops cells of deleted variables, keeps information cells', () => {
    const saved = grid(3, 'Gone@0 LastName@1', '!Note@0+2', 'FirstName@2');
    expect(picture(syncLayout(saved, variables))).toEqual(['LastName@1', '!Note@0+2', 'FirstName@2', 'Age@0']);
  });

  it('changes nothing when the layout is in step (no pending change by itself)', () => {
    const layout = defaultLayout(variables);
    expect(syncLayout(layout, variables)).toEqual(layout);
  });

  it('keeps one cell per variable', () => {
    expect(picture(syncLayout(grid(2, 'Age@0 Age@1'), [variable('Age')]))).toEqual(['Age@0']);
  });

  it('reads a stored layout defensively: columns 1 to 6, cells inside the grid, no overlaps, no selection flag', () => {
    const member: Member = {
      _id: 'l1',
      name: '(default)',
      columnCount: 9,
      rows: [
        [
          { id: 'a', class: 'question', content: 'A', offset: 0, span: 2, isSelected: true },
          { id: 'b', class: 'question', content: 'B', offset: 1, span: 1 },
          { id: 'c', class: 'static', content: 'Hi', offset: 8, span: 4, expr: 'A' },
        ],
        'junk',
        [null, { class: 'question', content: 'C', list: ['A', 3] }],
      ],
    };
    expect(readLayout(member)).toEqual({
      columnCount: 6,
      rows: [
        [
          { id: 'a', class: 'question', content: 'A', offset: 0, span: 2 },
          { id: 'c', class: 'static', content: 'Hi', offset: 5, span: 1, expr: 'A' },
        ],
        [{ id: 'q-C', class: 'question', content: 'C', offset: 0, span: 1, list: ['A'] }],
      ],
    });
    expect(readLayout({ _id: 'x', name: 'x' })).toEqual({ columnCount: 1, rows: [] });
  });
});
