/**
 * What the application keeps in the browser (specification §3 "Browser storage"): one tokens map keyed by
 * workspace name, lastWorkspace, the workspaces used before (for the entry screen's dropdown) and the
 * workspace colours (restored on the next load before the tenancy answer arrives).
 */

/** The part of the Web Storage API we use, so tests can pass a Map-backed stand-in. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const STORAGE_KEYS = {
  tokens: 'tokens',
  lastWorkspace: 'lastWorkspace',
  workspaces: 'workspaces',
  colors: 'colors',
} as const;

export interface RememberedWorkspace {
  name: string;
  label?: string;
}

const MAX_REMEMBERED = 10;

function readJson<T>(storage: KeyValueStorage, key: string, isValid: (value: unknown) => value is T, fallback: T): T {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return fallback;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    // A value another version of the app wrote, or one edited by hand: start afresh rather than crash.
    return fallback;
  }
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string');

const isWorkspaceList = (value: unknown): value is RememberedWorkspace[] =>
  Array.isArray(value) && value.every((w) => typeof w === 'object' && w !== null && typeof w.name === 'string');

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

export function createBrowserStorage(storage: KeyValueStorage) {
  const tokens = () => readJson(storage, STORAGE_KEYS.tokens, isStringRecord, {});
  return {
    getToken(workspace: string): string | undefined {
      return tokens()[workspace];
    },
    setToken(workspace: string, token: string): void {
      storage.setItem(STORAGE_KEYS.tokens, JSON.stringify({ ...tokens(), [workspace]: token }));
    },
    /** Forgets one entry of the tokens map (a token the server refused); other workspaces stay signed in. */
    removeToken(workspace: string): void {
      const { [workspace]: _removed, ...rest } = tokens();
      storage.setItem(STORAGE_KEYS.tokens, JSON.stringify(rest));
    },
    /** Sign-out: forgets the workspace's token and lastWorkspace; other workspaces stay signed in. */
    signOut(workspace: string): void {
      this.removeToken(workspace);
      storage.removeItem(STORAGE_KEYS.lastWorkspace);
    },
    getLastWorkspace(): string | undefined {
      return storage.getItem(STORAGE_KEYS.lastWorkspace) ?? undefined;
    },
    rememberWorkspace(workspace: RememberedWorkspace): void {
      storage.setItem(STORAGE_KEYS.lastWorkspace, workspace.name);
      const others = this.listWorkspaces().filter((w) => w.name !== workspace.name);
      storage.setItem(STORAGE_KEYS.workspaces, JSON.stringify([workspace, ...others].slice(0, MAX_REMEMBERED)));
    },
    /** Most recently used first. */
    listWorkspaces(): RememberedWorkspace[] {
      return readJson(storage, STORAGE_KEYS.workspaces, isWorkspaceList, []);
    },
    getColours(): string[] | undefined {
      const colours = readJson<string[]>(storage, STORAGE_KEYS.colors, isStringList, []);
      return colours.length > 0 ? colours : undefined;
    },
    setColours(colours: readonly string[]): void {
      storage.setItem(STORAGE_KEYS.colors, JSON.stringify(colours));
    },
  };
}

export type BrowserStorage = ReturnType<typeof createBrowserStorage>;

/** In the browser: localStorage. Where it is unavailable (private modes, tests): a memory store. */
export function defaultKeyValueStorage(): KeyValueStorage {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Access to localStorage can throw when storage is blocked.
  }
  return memoryStorage();
}

export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
}

export const browserStorage: BrowserStorage = createBrowserStorage(defaultKeyValueStorage());
