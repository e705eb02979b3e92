import type { EventStore } from '@app/storage';
import { recordFacts, type RunMark } from './record-facts';

export type { RunMark } from './record-facts';

/** What the app-runs context reads of a record's stream: its runs, and which version last changed its values. */
export interface RecordRunMarks {
  /** Every status change with a run, oldest first. */
  marks: readonly RunMark[];
  /** The record's version now (status changes count, as the history numbers them). */
  version: number;
  /** The version of the last save of values (creation, save, restore): a run older than it is Out of date. */
  savedVersion: number;
  /** The apps (lower case) whose 'SELECT data FROM...' filled the record (docs/runs.md "An app's data from a query"). */
  selectedBy: readonly string[];
}

/**
 * For the app-runs context: the runs a record went through, from its own stream (a run's Finish and its end each
 * move the record's status naming the run). Null when the record has no stream.
 */
export async function recordRunMarks(
  store: EventStore,
  tenant: string,
  recordId: string,
): Promise<RecordRunMarks | null> {
  const facts = await recordFacts(store, tenant, recordId);
  if (!facts) return null;
  return { marks: facts.marks, version: facts.version, savedVersion: facts.savedVersion, selectedBy: facts.selectedBy };
}
