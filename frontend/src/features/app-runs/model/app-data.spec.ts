import { appDataPlan, chosenNotice, matchingItems, type AppDataItems } from './app-data';

const data = (more: Partial<AppDataItems>): AppDataItems => ({
  items: [
    { _id: 'a', name: 'Ann Lee' },
    { _id: 'b', name: 'Bo Berg' },
  ],
  truncated: false,
  start: 'ask',
  autoSelect: false,
  source: 'Clients',
  ...more,
});

describe('the "Choose" step at the start of an interview', () => {
  it('skips itself when the record chose before with Select only once', () => {
    expect(appDataPlan(data({ start: 'none' }))).toEqual({ kind: 'skip' });
  });

  it('takes the only item with autoSelect, and asks otherwise', () => {
    const one = [{ _id: 'a', name: 'Ann Lee' }];
    expect(appDataPlan(data({ autoSelect: true, items: one }))).toEqual({ kind: 'auto', id: 'a', name: 'Ann Lee' });
    expect(appDataPlan(data({ autoSelect: true, items: one, truncated: true }))).toEqual({ kind: 'ask' });
    expect(appDataPlan(data({ autoSelect: true }))).toEqual({ kind: 'ask' });
    expect(appDataPlan(data({ items: one }))).toEqual({ kind: 'ask' });
  });

  it('narrows the list by name, case aside', () => {
    expect(matchingItems(data({}).items, ' BERG ')).toEqual([{ _id: 'b', name: 'Bo Berg' }]);
    expect(matchingItems(data({}).items, '')).toHaveLength(2);
  });

  it('says what the item filled and how many values were left out', () => {
    const chosen = { recordId: 'r', version: 2, position: 1, name: 'x', filled: ['Name', 'City'], leftOut: ['Age'] };
    expect(chosenNotice(chosen, 'Bo Berg', false)).toBe(
      'Filled from Bo Berg: 2 answers. 1 value did not fit and was left out.',
    );
    expect(chosenNotice({ ...chosen, filled: ['Name'], leftOut: [] }, 'Ann Lee', true)).toBe(
      'Ann Lee was the only match, so it was chosen for you: 1 answer.',
    );
  });
});
