/**
 * The Restore confirmation, pure: restore every value of a version, or the fields ticked among those that differ
 * from the record now; and the Undo offered after a restore, which restores the version that was newest before
 * it, for the same fields.
 */

export type RestoreMode = 'all' | 'chosen';

/** The restore call's body: no `fields` restores the whole version; otherwise the chosen fields, in list order. */
export function restoreBody(
  mode: RestoreMode,
  chosen: ReadonlySet<string>,
  offered: readonly string[],
): { fields?: string[] } {
  if (mode === 'all') return {};
  return { fields: offered.filter((name) => chosen.has(name)) };
}

/** Restore is possible with something to restore: all of a version that differs, or at least one ticked field. */
export function canRestore(mode: RestoreMode, chosen: ReadonlySet<string>, offered: readonly string[]): boolean {
  if (offered.length === 0) return false;
  return mode === 'all' || offered.some((name) => chosen.has(name));
}

/** A restore just made, and how to take it back. */
export interface UndoPlan {
  /** The history entry that was newest before the restore: its values are the record's values before it. */
  historyId: string;
  /** The fields the restore changed; undoing brings back only those. */
  fields: string[];
  /** The version restored, to say what is being undone. */
  restoredVersion: number;
}

/**
 * What Undo restores after restoring `restoredVersion`: the entry that was on top of the list before (the record's
 * values just before the restore), for the fields the restore wrote (all the offered ones when it restored all).
 */
export function undoPlan(
  newestBefore: string,
  restoredVersion: number,
  body: { fields?: string[] },
  offered: readonly string[],
): UndoPlan {
  return { historyId: newestBefore, fields: body.fields ?? [...offered], restoredVersion };
}
