import { newCellIds, newQuestionsMessage } from './new-cells';

describe('new cells', () => {
  it('finds the cells that appeared since the last answer', () => {
    expect(newCellIds(new Set(['a']), new Set(['a', 'b', 'c']))).toEqual(['b', 'c']);
    expect(newCellIds(new Set(['a', 'b']), new Set(['a']))).toEqual([]);
  });

  it('calls nothing new on a screen’s first render', () => {
    expect(newCellIds(undefined, new Set(['a', 'b']))).toEqual([]);
  });

  it('says how many questions appeared', () => {
    expect(newQuestionsMessage(0)).toBe('');
    expect(newQuestionsMessage(1)).toBe('1 new question below');
    expect(newQuestionsMessage(2)).toBe('2 new questions below');
  });
});
