import { findDuplicates, keyOf } from './duplicate-groups';

describe('duplicates by a key variable', () => {
  const record = (recordId: string, value: unknown, createdAt = '2024-01-01T00:00:00.000Z') => ({
    recordId,
    value,
    createdAt,
  });

  it('counts every record that shares its key value with another, and keeps the oldest of each group', () => {
    const found = findDuplicates([
      record('a2', 'Acme', '2024-01-02T00:00:00.000Z'),
      record('a1', 'Acme', '2024-01-01T00:00:00.000Z'),
      record('a3', 'Acme', '2024-01-03T00:00:00.000Z'),
      record('b1', 'Beta'),
      record('c1', 42),
      record('c2', 42, '2024-02-01T00:00:00.000Z'),
    ]);
    expect(found.count).toBe(5);
    expect(found.extra.sort()).toEqual(['a2', 'a3', 'c2']);
  });

  it('compares text trimmed and case-insensitively', () => {
    expect(keyOf(' ACME ')).toBe(keyOf('acme'));
    expect(findDuplicates([record('x', 'ACME '), record('y', 'acme')]).count).toBe(2);
  });

  it('does not group records without a value', () => {
    const found = findDuplicates([record('x', ''), record('y', '  '), record('z', null), record('w', undefined)]);
    expect(found).toEqual({ count: 0, extra: [] });
  });

  it('breaks a tie in creation time by record id, so a clear always keeps the same record', () => {
    const same = '2024-01-01T00:00:00.000Z';
    expect(findDuplicates([record('b', 'k', same), record('a', 'k', same)]).extra).toEqual(['b']);
  });

  it('finds nothing in records that all differ', () => {
    expect(findDuplicates([record('a', 1), record('b', 2), record('c', '1')])).toEqual({ count: 0, extra: [] });
  });
});
