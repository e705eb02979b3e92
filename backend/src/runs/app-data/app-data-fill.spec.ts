import type { InterviewVariable } from '@app/templating';
import { appDataStart, fillFromItem } from './app-data-fill';

const v = (name: string, type: string, more: Partial<InterviewVariable> = {}) =>
  ({ name, type, ...more }) as InterviewVariable;

describe("fillFromItem: an item's values as the record's answers", () => {
  const variables = [
    v('Name', 'text'),
    v('Age', 'number', { minimum: 0, maximum: 150 }),
    v('Since', 'date'),
    v('Firm', 'global'),
  ];

  it("fills the variables the item names, case aside, under the model's spelling", () => {
    expect(fillFromItem(variables, { name: 'Ann Lee', Age: 41, Since: '2020-01-31' })).toEqual({
      values: { Name: 'Ann Lee', Age: 41, Since: '2020-01-31' },
      leftOut: [],
    });
  });

  it('leaves out and names what does not fit: unknown names, globals, values the variable refuses', () => {
    expect(fillFromItem(variables, { Name: 'Bo', Age: 'old', City: 'Oslo', Firm: 'Acme', Since: '' })).toEqual({
      values: { Name: 'Bo' },
      leftOut: ['Age', 'City', 'Firm'],
    });
    expect(fillFromItem(variables, { Age: 200 }).leftOut).toEqual(['Age']);
  });
});

describe('appDataStart: when the interview starts with "Choose"', () => {
  it('never without SELECT data FROM', () => {
    expect(appDataStart({}, { isNew: true, selectedBefore: false })).toBe('none');
    expect(appDataStart({ selectFrom: ' ' }, { isNew: true, selectedBefore: false })).toBe('none');
  });

  it('always on a new record, and on every open unless Select only once is on and it selected before', () => {
    const app = { selectFrom: 'Clients()' };
    expect(appDataStart(app, { isNew: true, selectedBefore: false })).toBe('ask');
    expect(appDataStart(app, { isNew: false, selectedBefore: true })).toBe('ask');
    const once = { ...app, selectOnce: true };
    expect(appDataStart(once, { isNew: false, selectedBefore: false })).toBe('ask');
    expect(appDataStart(once, { isNew: false, selectedBefore: true })).toBe('none');
  });
});
