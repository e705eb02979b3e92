import type { KeyValueStorage } from '../../../lib/storage/browser-storage';
import type { PendingList } from './pending-changes';

/**
 * 001 §4: pending changes are kept locally per workspace and element, so a reload loses nothing. A value that is
 * not a list this code wrote is ignored.
 */
const keyOf = (tenancy: string, elementId: string) => `designer.pending.${tenancy}.${elementId}`;

const isPendingList = (value: unknown): value is PendingList =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PendingList).elementId === 'string' &&
  typeof (value as PendingList).version === 'number' &&
  Array.isArray((value as PendingList).items);

export function createPendingStorage(storage: KeyValueStorage) {
  return {
    load(tenancy: string, elementId: string): PendingList | undefined {
      try {
        const raw = storage.getItem(keyOf(tenancy, elementId));
        const value: unknown = raw === null ? undefined : JSON.parse(raw);
        return isPendingList(value) && value.elementId === elementId ? value : undefined;
      } catch {
        return undefined;
      }
    },
    save(tenancy: string, list: PendingList): void {
      if (list.items.length === 0) storage.removeItem(keyOf(tenancy, list.elementId));
      else storage.setItem(keyOf(tenancy, list.elementId), JSON.stringify(list));
    },
  };
}

export type PendingStorage = ReturnType<typeof createPendingStorage>;
