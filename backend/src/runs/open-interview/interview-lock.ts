/** 002 §9: the lock window. A record another user opened in an app less than this long ago is theirs. */
export const LOCK_WINDOW_MS = 12 * 60 * 1000;

/** What the lock rule reads of a record. */
export interface LockSubject {
  status: string;
  /** Who last ran an app on it (opened it in an app, or finished a run). */
  runBy: string | null;
  /** When the record last changed, a status change included (ISO). */
  modified: string;
}

/**
 * 002 §4: a record is locked when its status is Needs Updating, a different user last ran it, and it was modified
 * under 12 minutes ago. Answers the id of the user holding it, or null. A date that cannot be read does not lock.
 */
export function lockHolder(record: LockSubject, userId: string, now: number): string | null {
  if (record.status !== 'Needs Updating' || !record.runBy || record.runBy === userId) return null;
  const modified = Date.parse(record.modified);
  if (Number.isNaN(modified) || now - modified >= LOCK_WINDOW_MS) return null;
  return record.runBy;
}
