/** Pure helpers of the History panel's rows: what each says, who saved it, and which versions Compare opens on. */
import type { VersionRow } from './history.types';

/** The server's summary of a revert starts "reverted to version N: "; the row says that apart, once. */
export function summaryText(row: Pick<VersionRow, 'summary' | 'revertedTo'>): string {
  const summary = row.revertedTo === undefined ? row.summary : row.summary.replace(/^reverted to version \d+:\s*/, '');
  return summary || 'no changes';
}

/** Who saved a version: their name, "System" for a save without a person, "Unknown user" for a removed user. */
export function authorName(userId: string | null, names: ReadonlyMap<string, string> | undefined): string {
  if (userId === null) return 'System';
  return names?.get(userId) || 'Unknown user';
}

/** A version's time in the workspace's locale (the page's lang), date and time. */
export function formatTime(at: string, locale: string | undefined): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  try {
    return date.toLocaleString(locale || undefined, { dateStyle: 'medium', timeStyle: 'short' });
  } catch {
    return date.toLocaleString();
  }
}

/**
 * The two versions Compare opens on from a row: that version against the latest; from the latest row itself,
 * the version before it against it (a version compared with itself says nothing).
 */
export function compareDefaults(version: number, latest: number): { from: number; to: number } {
  if (version >= latest) return { from: Math.max(1, latest - 1), to: latest };
  return { from: version, to: latest };
}

/** The versions a comparison can pick from, newest first, named "Version 3 — Before the 2027 rates" when labelled. */
export function versionChoices(
  latest: number,
  labels: ReadonlyMap<number, string>,
): { value: string; label: string }[] {
  return Array.from({ length: latest }, (_, index) => {
    const version = latest - index;
    const label = labels.get(version);
    return { value: String(version), label: label ? `Version ${version} — ${label}` : `Version ${version}` };
  });
}
