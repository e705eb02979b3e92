import { canBeKey, clickSelection, keyChange } from './member-selection';

const order = ['a', 'b', 'c', 'd', 'e'];

describe('member list selection (001 §2)', () => {
  it('a plain click selects only that member and remembers it as the anchor', () => {
    expect(clickSelection({ ids: ['a', 'c'], anchor: 'c' }, order, 'd', { toggle: false, range: false })).toEqual({
      ids: ['d'],
      anchor: 'd',
    });
  });

  it('ctrl/meta-click adds a member, and removes it when clicked again', () => {
    const one = clickSelection({ ids: ['a'], anchor: 'a' }, order, 'c', { toggle: true, range: false });
    expect(one.ids).toEqual(['a', 'c']);
    expect(clickSelection(one, order, 'a', { toggle: true, range: false }).ids).toEqual(['c']);
  });

  it('shift-click selects the range from the anchor, in either direction', () => {
    expect(clickSelection({ ids: ['b'], anchor: 'b' }, order, 'd', { toggle: false, range: true }).ids).toEqual([
      'b',
      'c',
      'd',
    ]);
    expect(clickSelection({ ids: ['d'], anchor: 'd' }, order, 'a', { toggle: false, range: true }).ids).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('shift-click without an anchor in the list is a plain click', () => {
    expect(clickSelection({ ids: [] }, order, 'c', { toggle: false, range: true })).toEqual({
      ids: ['c'],
      anchor: 'c',
    });
  });
});

describe('set key / clear key (001 §2, §4)', () => {
  it('offers the key only to single, non-external text, number or date variables', () => {
    expect(canBeKey({ type: 'text' })).toBe(true);
    expect(canBeKey({ type: 'number', isList: false })).toBe(true);
    expect(canBeKey({ type: 'text', isExternal: true })).toBe(false);
    expect(canBeKey({ type: 'text', isList: true })).toBe(false);
    expect(canBeKey({ type: 'object' })).toBe(false);
  });

  it('makes a member the key with its type, and clears the key when it already is', () => {
    expect(keyChange({ key: 'Name' }, { name: 'Code', type: 'number' })).toEqual({ key: 'Code', keyType: 'number' });
    expect(keyChange({ key: 'Code' }, { name: 'Code', type: 'number' })).toEqual({ key: null, keyType: null });
  });
});
