import { cycleSort, readSort, sortParam, writeSort } from './records-sort';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('sorting the records list (002 §2.1)', () => {
  it('cycles a column none → ASC → DESC → none', () => {
    const asc = cycleSort(null, 'name');
    expect(asc).toEqual({ field: 'name', direction: 'asc' });
    const desc = cycleSort(asc, 'name');
    expect(desc).toEqual({ field: 'name', direction: 'desc' });
    expect(cycleSort(desc, 'name')).toBeNull();
  });

  it('starts another column at ASC', () => {
    expect(cycleSort({ field: 'name', direction: 'desc' }, 'date')).toEqual({ field: 'date', direction: 'asc' });
  });

  it("gives the server's sort parameter", () => {
    expect(sortParam({ field: 'date', direction: 'desc' })).toBe('date:desc');
    expect(sortParam(null)).toBeUndefined();
  });

  it('is remembered in storage, and forgets what it cannot read', () => {
    const storage = memoryStorage();
    writeSort(storage, 'k', { field: 'date', direction: 'asc' });
    expect(readSort(storage, 'k')).toEqual({ field: 'date', direction: 'asc' });
    writeSort(storage, 'k', null);
    expect(readSort(storage, 'k')).toBeNull();
    storage.setItem('k', '{"field":"size","direction":"asc"}');
    expect(readSort(storage, 'k')).toBeNull();
    storage.setItem('k', '{not json');
    expect(readSort(storage, 'k')).toBeNull();
  });
});
