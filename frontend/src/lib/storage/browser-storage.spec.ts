import { createBrowserStorage, memoryStorage, STORAGE_KEYS } from './browser-storage';

describe('browser storage', () => {
  it('keeps one token per workspace in a single tokens map', () => {
    const kv = memoryStorage();
    const storage = createBrowserStorage(kv);
    storage.setToken('acme', 'a-token');
    storage.setToken('demo', 'd-token');
    expect(storage.getToken('acme')).toBe('a-token');
    expect(JSON.parse(kv.getItem(STORAGE_KEYS.tokens)!)).toEqual({ acme: 'a-token', demo: 'd-token' });
  });

  it('signs out of one workspace only, forgetting lastWorkspace', () => {
    const storage = createBrowserStorage(memoryStorage());
    storage.setToken('acme', 'a');
    storage.setToken('demo', 'd');
    storage.rememberWorkspace({ name: 'acme' });
    storage.signOut('acme');
    expect(storage.getToken('acme')).toBeUndefined();
    expect(storage.getToken('demo')).toBe('d');
    expect(storage.getLastWorkspace()).toBeUndefined();
  });

  it('forgets a refused token without forgetting lastWorkspace', () => {
    const storage = createBrowserStorage(memoryStorage());
    storage.setToken('acme', 'a');
    storage.rememberWorkspace({ name: 'acme' });
    storage.removeToken('acme');
    expect(storage.getToken('acme')).toBeUndefined();
    expect(storage.getLastWorkspace()).toBe('acme');
  });

  it('remembers workspaces most recent first, without duplicates, and sets lastWorkspace', () => {
    const storage = createBrowserStorage(memoryStorage());
    storage.rememberWorkspace({ name: 'acme', label: 'Acme' });
    storage.rememberWorkspace({ name: 'demo' });
    storage.rememberWorkspace({ name: 'acme', label: 'Acme LLP' });
    expect(storage.listWorkspaces()).toEqual([{ name: 'acme', label: 'Acme LLP' }, { name: 'demo' }]);
    expect(storage.getLastWorkspace()).toBe('acme');
  });

  it('survives values it cannot read', () => {
    const kv = memoryStorage();
    kv.setItem(STORAGE_KEYS.tokens, '{not json');
    kv.setItem(STORAGE_KEYS.workspaces, '"a string"');
    kv.setItem(STORAGE_KEYS.colors, '[1,2]');
    const storage = createBrowserStorage(kv);
    expect(storage.getToken('acme')).toBeUndefined();
    expect(storage.listWorkspaces()).toEqual([]);
    expect(storage.getColours()).toBeUndefined();
    storage.setToken('acme', 't');
    expect(storage.getToken('acme')).toBe('t');
  });

  it('stores and restores the colours', () => {
    const storage = createBrowserStorage(memoryStorage());
    expect(storage.getColours()).toBeUndefined();
    storage.setColours(['#024638', '#CBCBCB', '#FFFFFF']);
    expect(storage.getColours()).toEqual(['#024638', '#CBCBCB', '#FFFFFF']);
  });
});
