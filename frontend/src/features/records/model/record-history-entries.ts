/** Pure helpers of the History dialog's rows: what each version says, who made it, and when. */
import type { HistoryEntry } from './record-history-types';

/** How many changed variables a row names before it says "and N more". */
export const CHANGED_NAMES_SHOWN = 4;

const SOURCE_TEXT: Record<HistoryEntry['source'], string> = {
  app: 'App',
  import: 'Import',
  api: 'API',
  restore: 'Restore',
  duplicates: 'Clear duplicates',
  delete: 'Delete',
  undelete: 'Undelete',
};

/** Where a version came from, as the Source column says it. */
export const sourceLabel = (source: HistoryEntry['source']): string => SOURCE_TEXT[source] ?? source;

/**
 * What a version did: "Created", "Saved", "Restored version 3" (the version a restore brought back, when it is
 * among the rows loaded, else "Restored an earlier version"), "Deleted", "Undeleted", and a run's summary ("Ran
 * Welcome: 3 documents").
 */
export function kindLabel(
  entry: Pick<HistoryEntry, 'kind' | 'restoredFrom' | 'summary'>,
  versionOf: (id: string) => number | undefined,
) {
  switch (entry.kind) {
    case 'created':
      return 'Created';
    case 'saved':
      return 'Saved';
    case 'restored': {
      const from = entry.restoredFrom ? versionOf(entry.restoredFrom) : undefined;
      return from === undefined ? 'Restored an earlier version' : `Restored version ${from}`;
    }
    case 'deleted':
      return 'Deleted';
    case 'undeleted':
      return 'Undeleted';
    case 'ran':
      return entry.summary || 'Ran an app';
  }
}

/** The App column: the app that saved the version, or a dash when no app did. */
export const appLabel = (entry: Pick<HistoryEntry, 'appName'>): string => entry.appName || '—';

/** The Editor column: their name; "System" for a change without a person, "Unknown user" for a removed user. */
export function editorLabel(entry: Pick<HistoryEntry, 'editor' | 'editorId'>): string {
  if (entry.editor) return entry.editor;
  return entry.editorId ? 'Unknown user' : 'System';
}

/** The record property `extUserID` is no variable: a version that opened or closed external access says so. */
const fieldLabel = (name: string) => (name === 'extUserID' ? 'External access' : name);

/** "Name, Age and City", "Name, Age, City, Street and 3 more"; '' when the version changed no value. */
export function changedLabel(names: readonly string[]): string {
  const changed = names.map(fieldLabel);
  if (changed.length === 0) return '';
  if (changed.length === 1) return changed[0];
  if (changed.length <= CHANGED_NAMES_SHOWN) return `${changed.slice(0, -1).join(', ')} and ${changed.at(-1)}`;
  return `${changed.slice(0, CHANGED_NAMES_SHOWN).join(', ')} and ${changed.length - CHANGED_NAMES_SHOWN} more`;
}

/** A time in the page's locale, date and time (the launch time, a deletion). */
export function formatTime(at: string, locale?: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  try {
    return date.toLocaleString(locale || undefined, { dateStyle: 'medium', timeStyle: 'short' });
  } catch {
    return date.toLocaleString();
  }
}

/**
 * The rows of every page loaded so far as one list, newest first, each version once: a write shifts every page
 * by one row, so a row can arrive on two pages while they are refetched.
 */
export function mergePages(pages: readonly (readonly HistoryEntry[] | undefined)[]): HistoryEntry[] {
  const seen = new Set<string>();
  const rows: HistoryEntry[] = [];
  for (const page of pages)
    for (const entry of page ?? [])
      if (!seen.has(entry._id)) {
        seen.add(entry._id);
        rows.push(entry);
      }
  return rows.sort((a, b) => b.version - a.version);
}
