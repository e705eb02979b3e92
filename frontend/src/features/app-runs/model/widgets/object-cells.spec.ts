import { planLayout, type InterviewModel, type Relevance } from '@app/templating/interview';
import { draftRelevance, shownObjectCells } from './object-cells';

const child: InterviewModel = {
  variables: [
    { name: 'Name', type: 'text' },
    { name: 'Age', type: 'number' },
    { name: 'School', type: 'text', relevance: 'Age > 4' },
  ],
  layouts: {
    '(default)': {
      columnCount: 2,
      rows: [
        [{ id: 'h', class: 'static', content: '## About the school', offset: 0, span: 2, list: ['School'] }],
        [
          { id: 'n', class: 'question', content: 'Name', offset: 0, span: 1 },
          { id: 'a', class: 'question', content: 'Age', offset: 1, span: 1, expr: 'ShowAge' },
        ],
        [{ id: 's', class: 'question', content: 'School', offset: 0, span: 2 }],
      ],
    },
  },
};

const layout = planLayout(child, '(default)')!;
const visibleIds = (cells: { cell: { id: string }; visible: boolean }[]) =>
  cells.filter((cell) => cell.visible).map((cell) => cell.cell.id);

describe('object cells', () => {
  it('shows the relevant fields of the object at its prefix, by their cells’ modes', () => {
    const relevant = new Set(['Kids[1].Name', 'Kids[1].Age']);
    const cells = shownObjectCells(
      layout,
      'Kids[1].',
      (path) => relevant.has(path),
      () => true,
    );
    expect(visibleIds(cells)).toEqual(['n', 'a']);
    const noAge = shownObjectCells(
      layout,
      'Kids[1].',
      (path) => relevant.has(path),
      () => false,
    );
    expect(visibleIds(noAge)).toEqual(['n']);
  });

  it('shows a heading with its questions only', () => {
    const relevant = new Set(['Kids[1].Name', 'Kids[1].School']);
    const cells = shownObjectCells(
      layout,
      'Kids[1].',
      (path) => relevant.has(path),
      () => true,
    );
    expect(visibleIds(cells)).toEqual(['h', 'n', 's']);
  });

  it('judges a draft’s own unconditional fields relevant when the page cannot', () => {
    const shown = { relevant: new Set<string>(), isRelevant: () => false } as unknown as Relevance;
    const draft = draftRelevance(shown, 'Kids[2].', child);
    expect(draft.isRelevant('Kids[2].Name')).toBe(true);
    expect(draft.isRelevant('Kids[2].School')).toBe(false);
    expect(draft.isRelevant('Kids[1].Name')).toBe(false);
  });
});
