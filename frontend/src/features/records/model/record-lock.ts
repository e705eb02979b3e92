/** 002 §4 Records, §9: the timings of status polling and of locks. */
export const IN_PROGRESS_POLL_MS = 1000;
export const LOCK_REFRESH_MS = 10_000;
export const LOCK_WINDOW_MS = 12 * 60 * 1000;
export const LOCK_TOAST_MS = 5000;

/** What the lock rule reads of a record, or of one app on it. */
export interface Lockable {
  status?: string;
  lastRunBy?: string | null;
  lastRunByID?: string | null;
  /** Last modified (ISO). */
  date?: string | null;
}

export type Lock = { locked: false } | { locked: true; by: string };

/**
 * 002 §4: a record or app is locked when its status is Needs Updating, a different user last ran it, and it was
 * modified under 12 minutes ago. A date that cannot be read does not lock (nobody can be "still working" on it).
 */
export function lockOf(subject: Lockable, userId: string, now: number): Lock {
  if (subject.status !== 'Needs Updating') return { locked: false };
  if (!subject.lastRunByID || subject.lastRunByID === userId) return { locked: false };
  const modified = subject.date ? Date.parse(subject.date) : Number.NaN;
  if (Number.isNaN(modified) || now - modified >= LOCK_WINDOW_MS) return { locked: false };
  return { locked: true, by: subject.lastRunBy || 'Another user' };
}

/** 002 §8 Record lock, shown as a top-centre toast for 5 s. */
export const lockMessage = (name: string) =>
  `User '${name}' is currently working on this record. It will be available when they are finished.`;

/**
 * How often to re-fetch an opened record: every second while In Progress (until its status changes), every 10 s
 * while locked (until the lock ends), else not at all.
 */
export function refetchIntervalOf(record: Lockable | undefined, userId: string, now: number): number | false {
  if (!record) return false;
  if (record.status === 'In Progress') return IN_PROGRESS_POLL_MS;
  return lockOf(record, userId, now).locked ? LOCK_REFRESH_MS : false;
}
