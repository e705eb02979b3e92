import type { EventStore } from '@app/storage';
import { evolveRecord, initialRecordState, type RecordValues } from './record.state';
import type { RecordEvent, RecordLink, RecordStatus } from './record.events';
import { RecordStream } from './record.streams';
import { recordFacts } from './record-facts';

/** A record's values at one of its versions, and when that version was written (what an app run reads). */
export interface RecordAtVersion {
  recordId: string;
  catalogId: string;
  modelId: string;
  deleted: boolean;
  values: RecordValues;
  /** The record's version: its stream revision + 1, as the history numbers them. */
  version: number;
  /**
   * When the values were last saved up to this version (the decided time of the last event that was not a status
   * change): a run stamps its files with it, so two versions with the same values give the same bytes.
   */
  time: string;
  /** The summary, status and who last ran an app, as this version left them (the interview's lock rule reads them). */
  name: string;
  status: RecordStatus;
  runBy: string | null;
  /** When this version was written, a status change included (002 §4's "last modification" of the lock rule). */
  modified: string;
  /** The query item an app linked the record to, as this version left it (a Clio upload's default MATTER ID). */
  link: RecordLink | null;
}

/**
 * The record as it stood right after `version` (its latest when left out), from its stream: a run reads the same
 * values however the record changed since. Null when the record, or that version of it, does not exist.
 */
export async function recordAtVersion(
  store: EventStore,
  tenant: string,
  recordId: string,
  version?: number,
): Promise<RecordAtVersion | null> {
  if (version !== undefined && (!Number.isInteger(version) || version < 1)) return null;
  if (version === undefined) return latestRecord(store, tenant, recordId);
  const events = await store.readStream(RecordStream.name(tenant, recordId), { toRevision: version - 1 });
  const last = events.at(-1);
  if (!last || last.revision !== version - 1) return null;
  const state = events.reduce(
    (folded, event) => evolveRecord(folded, event as unknown as RecordEvent),
    initialRecordState,
  );
  if (!state.exists) return null;
  const { catalogId, modelId, deleted, values, name, status, runBy, link } = state;
  const lastSave =
    events.findLast((event) => event.type !== 'RecordStatusChanged' && event.type !== 'RecordLinked') ?? last;
  return {
    recordId,
    catalogId,
    modelId,
    deleted,
    values,
    version: last.revision + 1,
    time: lastSave.metadata.time,
    name,
    status,
    runBy,
    modified: last.metadata.time,
    link,
  };
}

/** The record at its head, from the fold of its facts that is cached and brought up to date event by event. */
async function latestRecord(store: EventStore, tenant: string, recordId: string): Promise<RecordAtVersion | null> {
  const facts = await recordFacts(store, tenant, recordId);
  if (!facts || !facts.record.exists) return null;
  const { catalogId, modelId, deleted, values, name, status, runBy, link } = facts.record;
  return {
    recordId,
    catalogId,
    modelId,
    deleted,
    values,
    version: facts.version,
    time: facts.savedAt || facts.modified,
    name,
    status,
    runBy,
    modified: facts.modified,
    link,
  };
}
