import {
  addToList,
  cellMatches,
  removeFromList,
  removeQuestionPrompt,
  visibilityOf,
  withVisibility,
} from './cell-visibility';
import type { LayoutCell } from './layout.types';

const cell: LayoutCell = { id: 'q-A', class: 'question', content: 'FirstName', offset: 0, span: 1 };

describe('a cell’s visibility (001 §2)', () => {
  it('is always, when a condition, or with questions, by the setting the cell has', () => {
    expect(visibilityOf(cell)).toBe('always');
    expect(visibilityOf({ ...cell, expr: 'Age > 3' })).toBe('condition');
    expect(visibilityOf({ ...cell, list: [] })).toBe('questions');
  });

  it('clears the other setting when the mode changes', () => {
    const condition = { ...withVisibility(cell, 'condition'), expr: 'Age > 3' };
    const questions = withVisibility(condition, 'questions');
    expect(questions).toEqual({ ...cell, list: [] });
    expect(withVisibility(addToList(questions, 'Age'), 'condition')).toEqual({ ...cell, expr: '' });
    expect(withVisibility(condition, 'always')).toEqual(cell);
    expect(withVisibility(condition, 'condition')).toBe(condition);
  });

  it('adds a variable to the list once, and removes it', () => {
    const one = addToList(addToList(withVisibility(cell, 'questions'), 'Age'), 'Age');
    expect(one.list).toEqual(['Age']);
    expect(addToList(one, '').list).toEqual(['Age']);
    expect(removeFromList(one, 'Age').list).toEqual([]);
  });

  it('asks before removing with 001 §2’s words', () => {
    expect(removeQuestionPrompt('Age')).toBe('Are you sure you want to remove Age?');
  });

  it('matches the search on the content, case aside', () => {
    expect(cellMatches(cell, 'first')).toBe(true);
    expect(cellMatches(cell, ' ')).toBe(true);
    expect(cellMatches(cell, 'last')).toBe(false);
  });
});
