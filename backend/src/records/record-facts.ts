import type { RecordedEvent } from '@app/event-schemas';
import type { EventStore } from '@app/storage';
import { defineStream } from '../shared/event-sourcing/define-stream';
import { RECORD_EVENTS, type RecordEvent, type RecordStatus } from './record.events';
import { evolveRecord, initialRecordState, type RecordState } from './record.state';

/** A status change an app run made on the record (the run's id is on it). */
export interface RunMark {
  app: string;
  run: string;
  status: RecordStatus;
  /** When the change was written. */
  time: string;
}

/**
 * What the app-runs context reads of a record at its head, besides its state: the versions and times that the
 * events themselves carry. Folded once and then only from the last event seen (the stream fold cache), so the
 * documents page, which asks every second while a run assembles, does not read a long record's stream again.
 */
export interface RecordFacts {
  record: RecordState;
  /** The record's version (status changes count, as the history numbers them); 0 before the first event. */
  version: number;
  /** The version of the last save of values (creation, save, restore): a run older than it is Out of date. */
  savedVersion: number;
  /** When the values were last saved (the decided time of the last event that was not a status change). */
  savedAt: string;
  /** When the last event was written, a status change included (002 §4's "last modification"). */
  modified: string;
  /** Every status change with a run, oldest first. */
  marks: readonly RunMark[];
  /** The apps (lower case) whose 'SELECT data FROM...' filled the record: 'Select only once' does not ask again. */
  selectedBy: readonly string[];
}

const initialFacts: RecordFacts = {
  record: initialRecordState,
  version: 0,
  savedVersion: 0,
  savedAt: '',
  modified: '',
  marks: [],
  selectedBy: [],
};

/**
 * A save that only opened or closed external access (a link used, extAutoClose, an administrator): no answer
 * changed, so the documents of a run before it are not out of date.
 */
const onlyAccess = (data: unknown): boolean => {
  const changed = Object.keys((data as { changed?: Record<string, unknown> }).changed ?? {});
  return changed.length > 0 && changed.every((name) => name === 'extUserID');
};

/** Pure: the facts after one more event of the record's stream. */
export function evolveRecordFacts(facts: RecordFacts, event: RecordedEvent): RecordFacts {
  const version = event.revision + 1;
  const record = evolveRecord(facts.record, event as unknown as RecordEvent);
  const next: RecordFacts = { ...facts, record, version, modified: event.metadata.time };
  if (event.type === 'RecordStatusChanged') {
    const data = event.data as { app?: string; run?: string; status: RecordStatus };
    if (data.app && data.run) {
      next.marks = [...facts.marks, { app: data.app, run: data.run, status: data.status, time: event.recordedAt }];
    }
    return next;
  }
  // A link is not a save of values: a run made before it is not out of date.
  if (event.type === 'RecordLinked') return next;
  next.savedAt = event.metadata.time;
  const { app, selected } = event.data as { app?: string; selected?: unknown };
  if (app && selected && !facts.selectedBy.includes(app.toLowerCase()))
    next.selectedBy = [...facts.selectedBy, app.toLowerCase()];
  if (event.type === 'RecordCreated' || (event.type === 'RecordValuesSaved' && !onlyAccess(event.data)))
    next.savedVersion = version;
  return next;
}

/** The same stream as RecordStream, folded into its facts (a fold cache of its own). */
const RecordFactsStream = defineStream({
  category: 'record',
  events: RECORD_EVENTS,
  initial: initialFacts,
  // The fold is handed the stored event, with its revision and metadata (define-stream folds RecordedEvents).
  evolve: (facts, event) => evolveRecordFacts(facts, event as unknown as RecordedEvent),
});

/** The record's facts at its head; null when it has no stream. */
export async function recordFacts(store: EventStore, tenant: string, recordId: string): Promise<RecordFacts | null> {
  const { state } = await RecordFactsStream.load(store, tenant, recordId);
  return state.version === 0 ? null : state;
}
