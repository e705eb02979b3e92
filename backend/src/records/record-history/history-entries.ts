import type { RecordedEventOf } from '@app/event-schemas';
import { sameValue } from '../record-change-rules';
import type { RECORD_EVENTS, SaveSource } from '../record.events';
import { evolveRecord, initialRecordState, type RecordState } from '../record.state';

export type RecordedRecordEvent = RecordedEventOf<typeof RECORD_EVENTS>;

/** `ran`: an app run ended on the record (its documents, or its failure, in `summary`); no version of the values. */
export type HistoryKind = 'created' | 'saved' | 'restored' | 'deleted' | 'undeleted' | 'ran';

/** 002 §3 History entry, and what changed: one per version of the record, newest first. */
export interface HistoryEntry {
  /** The id of the event that made this version: unique across records, so another record's id is a 404. */
  _id: string;
  /** 1 for the creation, one more per event of the record's stream. */
  version: number;
  kind: HistoryKind;
  /** The app that saved this version ('' when it was not an app). */
  appName: string;
  /** The editor's name (null: a deleted user or the system); `editorId` is their id. */
  editor: string | null;
  editorId: string | null;
  launchTime: string;
  source: SaveSource | 'delete' | 'undelete' | 'run';
  /** Variable names whose value this version changed. */
  changed: string[];
  /** For a restore: the history entry it brought back. */
  restoredFrom?: string;
  /** For a run: its id, and "Ran Letter: 3 documents" or "Letter failed: Template 'Cover': unknown filter 'x'". */
  runId?: string;
  summary?: string;
}

/** How a run entry reads (contract §6). */
export function runSummary(app: string, outcome: { documents: number | null; error: string | null } | undefined) {
  if (!outcome) return `Ran ${app}`;
  if (outcome.error !== null) return `${app} failed: ${outcome.error}`;
  const documents = outcome.documents ?? 0;
  return `Ran ${app}: ${documents} ${documents === 1 ? 'document' : 'documents'}`;
}

/**
 * An entry of the history list, or null for status changes but the end of a run (the change that names a run
 * and moves the record to Ok, or to Out of date on a failure).
 */
export function historyEntryOf(event: RecordedRecordEvent): Omit<HistoryEntry, 'editor'> | null {
  const base = {
    _id: event.id,
    version: event.revision + 1,
    editorId: event.metadata.userId,
    launchTime: event.recordedAt,
  };
  switch (event.type) {
    case 'RecordCreated':
      return {
        ...base,
        kind: 'created',
        appName: event.data.app ?? '',
        source: event.data.source,
        changed: Object.keys(event.data.values),
      };
    case 'RecordValuesSaved':
      return {
        ...base,
        kind: event.data.restoredFrom ? 'restored' : 'saved',
        appName: event.data.app ?? '',
        source: event.data.source,
        changed: Object.keys(event.data.changed),
        ...(event.data.restoredFrom ? { restoredFrom: event.data.restoredFrom } : {}),
      };
    case 'RecordDeleted':
      return { ...base, kind: 'deleted', appName: '', source: 'delete', changed: [] };
    case 'RecordUndeleted':
      return { ...base, kind: 'undeleted', appName: '', source: 'undelete', changed: [] };
    case 'RecordStatusChanged': {
      const { status, app, run } = event.data;
      if (!run || !app || (status !== 'Ok' && status !== 'Out of date')) return null;
      return { ...base, kind: 'ran', appName: app, source: 'run', changed: [], runId: run };
    }
    case 'RecordLinked':
      // Not a version of the values: the interview's header shows the link.
      return null;
  }
}

/** The record right after one of its events, and as it is now, from its events in order. */
export function versionAndCurrent(
  events: readonly RecordedRecordEvent[],
  historyId: string,
): { version: RecordState; current: RecordState; event: RecordedRecordEvent } | null {
  const index = events.findIndex((event) => event.id === historyId);
  if (index < 0) return null;
  let state = initialRecordState;
  let version = initialRecordState;
  for (const [i, event] of events.entries()) {
    state = evolveRecord(state, event);
    if (i === index) version = state;
  }
  return { version, current: state, event: events[index] };
}

export interface FieldDiff {
  name: string;
  /** At that version (null: no value then). */
  before: unknown;
  /** Now (null: no value now). */
  after: unknown;
}

/** Field by field, the variables whose value differs between that version and now, by name. */
export function diffValues(version: RecordState['values'], current: RecordState['values']): FieldDiff[] {
  const names = [...new Set([...Object.keys(version), ...Object.keys(current)])].filter((name) => name !== 'extUserID');
  return names
    .filter((name) => !sameValue(version[name] ?? null, current[name] ?? null))
    .sort((a, b) => a.localeCompare(b))
    .map((name) => ({ name, before: version[name] ?? null, after: current[name] ?? null }));
}
