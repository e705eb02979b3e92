import type { KeyValueStorage } from '../../../lib/storage/browser-storage';

/**
 * 002 §2.1: the list sorts by app name (the RECORDS column) or by last modified, each header cycling none → ASC →
 * DESC → none, remembered in local storage (per workspace and catalog).
 */
export type SortField = 'name' | 'date';
export type SortDirection = 'asc' | 'desc';
export type RecordsSort = { field: SortField; direction: SortDirection } | null;

export function cycleSort(current: RecordsSort, field: SortField): RecordsSort {
  if (!current || current.field !== field) return { field, direction: 'asc' };
  return current.direction === 'asc' ? { field, direction: 'desc' } : null;
}

/** The server's `sort` parameter; undefined for none (newest first). */
export const sortParam = (sort: RecordsSort): string | undefined =>
  sort ? `${sort.field}:${sort.direction}` : undefined;

export const sortStorageKey = (tenancy: string, catalog: string) => `records.sort.${tenancy}.${catalog}`;

export function readSort(storage: KeyValueStorage, key: string): RecordsSort {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { field, direction } = value as Record<string, unknown>;
    if ((field === 'name' || field === 'date') && (direction === 'asc' || direction === 'desc')) {
      return { field, direction };
    }
  } catch {
    // Something another version wrote, or edited by hand: no sort rather than a broken screen.
  }
  return null;
}

export function writeSort(storage: KeyValueStorage, key: string, sort: RecordsSort): void {
  if (sort) storage.setItem(key, JSON.stringify(sort));
  else storage.removeItem(key);
}
