/**
 * The hide-nav flag of an app route (002 §2.4): the top bar is hidden when the query has `hn` (any value but `0`
 * or `false`), or when it was hidden for this record and app before — an embedding page opens the app once with
 * `hn`, and a reload without it keeps the bar hidden. `hn=0` / `hn=false` shows it again and is remembered too.
 */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** One flag per workspace, catalog, record (or global target; '' when creating) and app. */
export const hiddenNavKey = (tenancy: string, catalog: string, target: string, app: string): string =>
  `hn:${JSON.stringify([tenancy, catalog, target, app])}`;

/** `hn` in the query: true (hide), false (`0`/`false`: show), or undefined when absent. */
export function hnOfQuery(search: string): boolean | undefined {
  const value = new URLSearchParams(search).get('hn');
  if (value === null) return undefined;
  return !['0', 'false'].includes(value.trim().toLowerCase());
}

/** Decides the flag and remembers a flag the address brings. */
export function hiddenNav(storage: KeyValueStorage, key: string, search: string): boolean {
  const fromQuery = hnOfQuery(search);
  try {
    if (fromQuery !== undefined) {
      storage.setItem(key, fromQuery ? '1' : '0');
      return fromQuery;
    }
    return storage.getItem(key) === '1';
  } catch {
    // Storage refused (private mode, quota): the address alone decides.
    return fromQuery ?? false;
  }
}
