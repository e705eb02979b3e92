import type { KeyValueStorage } from '../../../lib/storage/browser-storage';
import type { PendingAnswers } from './interview-pending';

/**
 * What the interview keeps on this device (INTERVIEW §7), per workspace, catalog, record and app: the answers not
 * saved yet (offline, a failed save, a tab closed mid-save), sent when the interview opens again, and the last screen
 * the person was on, where reopening returns. Kept in localStorage (not IndexedDB: the unsent answers of one record
 * are small JSON, written after each committed answer); a value this code did not write is ignored.
 */
const unsentKey = (tenancy: string, catalog: string, recordId: string, app: string) =>
  `interview.unsent.${tenancy}.${catalog}.${recordId}.${app}`;
const screenKey = (tenancy: string, catalog: string, recordId: string, app: string) =>
  `interview.screen.${tenancy}.${catalog}.${recordId}.${app}`;

const isPendingAnswers = (value: unknown): value is PendingAnswers =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((change) => typeof change === 'object' && change !== null && 'value' in change);

export interface InterviewPlace {
  tenancy: string;
  catalog: string;
  recordId: string;
  app: string;
}

export function createInterviewDeviceStorage(storage: KeyValueStorage) {
  const read = (key: string): unknown => {
    try {
      const raw = storage.getItem(key);
      return raw === null ? undefined : (JSON.parse(raw) as unknown);
    } catch {
      return undefined;
    }
  };
  const write = (key: string, value: unknown) => {
    try {
      storage.setItem(key, JSON.stringify(value));
    } catch {
      // A full or refused storage: the answers stay in the page and the header says they are not saved.
    }
  };
  return {
    loadUnsent({ tenancy, catalog, recordId, app }: InterviewPlace): PendingAnswers | undefined {
      const value = read(unsentKey(tenancy, catalog, recordId, app));
      return isPendingAnswers(value) && Object.keys(value).length > 0 ? value : undefined;
    },
    saveUnsent({ tenancy, catalog, recordId, app }: InterviewPlace, unsent: PendingAnswers): void {
      const key = unsentKey(tenancy, catalog, recordId, app);
      if (Object.keys(unsent).length === 0) storage.removeItem(key);
      else write(key, unsent);
    },
    loadScreen({ tenancy, catalog, recordId, app }: InterviewPlace): string | undefined {
      const value = read(screenKey(tenancy, catalog, recordId, app));
      return typeof value === 'string' ? value : undefined;
    },
    saveScreen({ tenancy, catalog, recordId, app }: InterviewPlace, screen: string): void {
      write(screenKey(tenancy, catalog, recordId, app), screen);
    },
  };
}

export type InterviewDeviceStorage = ReturnType<typeof createInterviewDeviceStorage>;
