import type { EventStore } from '@app/storage';
import { evolveRecord, initialRecordState, type RecordValues } from './record.state';
import type { RecordEvent } from './record.events';
import { RecordStream } from './record.streams';

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
  const events = await store.readStream(
    RecordStream.name(tenant, recordId),
    version === undefined ? {} : { toRevision: version - 1 },
  );
  const last = events.at(-1);
  if (!last || (version !== undefined && last.revision !== version - 1)) return null;
  const state = events.reduce(
    (folded, event) => evolveRecord(folded, event as unknown as RecordEvent),
    initialRecordState,
  );
  if (!state.exists) return null;
  const { catalogId, modelId, deleted, values } = state;
  const lastSave = events.findLast((event) => event.type !== 'RecordStatusChanged') ?? last;
  return { recordId, catalogId, modelId, deleted, values, version: last.revision + 1, time: lastSave.metadata.time };
}
