import { hiddenNav, hiddenNavKey, hnOfQuery } from './hidden-nav';

const memory = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, v: string) => values.set(key, v) };
};

describe('the hide-nav flag of an app route', () => {
  const key = hiddenNavKey('demo', 'Clients', 'rec-1', 'Welcome_pack');

  it('hides with hn of any value but 0 or false', () => {
    expect(hnOfQuery('?hn')).toBe(true);
    expect(hnOfQuery('?hn=1')).toBe(true);
    expect(hnOfQuery('?x=2&hn=yes')).toBe(true);
    expect(hnOfQuery('?hn=0')).toBe(false);
    expect(hnOfQuery('?hn=FALSE')).toBe(false);
    expect(hnOfQuery('?appLabel=x')).toBeUndefined();
  });

  it('remembers hn for that record and app, so a reload without it keeps the bar hidden', () => {
    const storage = memory();
    expect(hiddenNav(storage, key, '?hn=1')).toBe(true);
    expect(hiddenNav(storage, key, '')).toBe(true);
    expect(hiddenNav(storage, hiddenNavKey('demo', 'Clients', 'rec-2', 'Welcome_pack'), '')).toBe(false);
    expect(hiddenNav(storage, key, '?hn=0')).toBe(false);
    expect(hiddenNav(storage, key, '')).toBe(false);
  });

  it('shows the bar when nothing was stored, and lets the address decide when storage refuses', () => {
    expect(hiddenNav(memory(), key, '')).toBe(false);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(hiddenNav(refusing, key, '?hn')).toBe(true);
    expect(hiddenNav(refusing, key, '')).toBe(false);
  });
});
