import { DocumentCache } from './document-cache';

describe('DocumentCache', () => {
  it('answers what was committed, deleted documents as null, and nothing else', () => {
    const cache = new DocumentCache();
    cache.remember([
      { op: 'put', collection: 'a', doc: { _id: '1', n: 1 } },
      { op: 'delete', collection: 'a', id: '2' },
    ]);
    expect(cache.get('a', '1')).toEqual({ _id: '1', n: 1 });
    expect(cache.get('a', '2')).toBeNull();
    expect(cache.get('b', '1')).toBeUndefined();
  });

  it('forgets the least recently written documents beyond its limit', () => {
    const cache = new DocumentCache(2);
    const put = (id: string) => ({ op: 'put' as const, collection: 'a', doc: { _id: id } });
    cache.remember([put('1'), put('2')]);
    cache.remember([put('1'), put('3')]);
    expect(cache.get('a', '2')).toBeUndefined();
    expect(cache.get('a', '1')).toEqual({ _id: '1' });
    expect(cache.get('a', '3')).toEqual({ _id: '3' });
  });
});
