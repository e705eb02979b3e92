import { asOfInstant, valueRows } from './record-history-as-of';

describe('the as-of instant', () => {
  it('reads a local date-time as the instant it names', () => {
    expect(asOfInstant('2026-03-01T14:30')).toBe(new Date(2026, 2, 1, 14, 30).toISOString());
    expect(asOfInstant('2026-03-01T14:30:15')).toBe(new Date(2026, 2, 1, 14, 30, 15).toISOString());
  });

  it('has none while the input is empty or not a date', () => {
    expect(asOfInstant('')).toBeUndefined();
    expect(asOfInstant('2026-03-01')).toBeUndefined();
    expect(asOfInstant('2026-13-45T99:99')).toBeUndefined();
  });
});

describe('the values as of then', () => {
  it('lists every variable by name', () => {
    expect(valueRows({ Name: 'Ann', Age: 3 })).toEqual([
      { name: 'Age', value: 3 },
      { name: 'Name', value: 'Ann' },
    ]);
  });
});
