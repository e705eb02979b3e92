import type { ReadModels } from '@app/projections';
import { ConcurrencyConflictError, type EventStore } from '@app/storage';
import { conflict, invalid } from '../shared/domain/domain-error';
import { appendDecided, type ActingOn } from '../shared/event-sourcing/append-decided';
import type { LoadedStream } from '../shared/event-sourcing/define-stream';
import { loadRecordModel, type RecordModel } from './record-model';
import type { RecordEvent } from './record.events';
import { evolveRecord, type RecordState } from './record.state';
import { RecordStream } from './record.streams';
import { RECORDS, RECORDS_PROJECTOR, recordDocId, type RecordDoc } from './records.projector';
import { recordNotFound } from './save-record/save-record.decide';
import { toOpenedRecord, toRecordItem, type OpenedRecord } from './record-view';
import { userNames } from './user-names';

/** The catalog's model, or a clear refusal when the designer deleted it. */
export async function modelOf(readModels: ReadModels, tenant: string, typeId: string): Promise<RecordModel> {
  const model = await loadRecordModel(readModels, tenant, typeId);
  if (!model) throw invalid("This catalog's model was deleted in the designer: its records cannot be saved.");
  return model;
}

/** A record of this catalog (a record of another catalog is answered as one that does not exist). */
export async function loadCatalogRecord(
  store: EventStore,
  tenant: string,
  catalogId: string,
  recordId: string,
): Promise<LoadedStream<RecordState>> {
  const loaded = await RecordStream.load(store, tenant, recordId);
  if (!loaded.state.exists || loaded.state.catalogId !== catalogId) throw recordNotFound(recordId);
  return loaded;
}

export const versionConflict = (expected: number, actual: number) =>
  conflict(
    `This record was changed by someone else since you opened it (you had version ${expected}, it is now at ` +
      `version ${actual}). Reload it and save again: nothing was saved.`,
  );

/** Appends one record's decided events at the revision they were decided on; 409 if another came first. */
export async function appendRecord(
  store: EventStore,
  acting: ActingOn & { time: string },
  loaded: LoadedStream<RecordState>,
  events: readonly RecordEvent[],
): Promise<{ state: RecordState; revision: number; position: number }> {
  try {
    const [written] = await appendDecided(store, acting, [RecordStream.write(loaded, events)]);
    return { state: events.reduce(evolveRecord, loaded.state), revision: written.revision, position: written.position };
  } catch (error) {
    if (error instanceof ConcurrencyConflictError) {
      const now = await RecordStream.load(store, acting.tenant, loaded.state.recordId || '');
      throw versionConflict(loaded.revision + 1, now.revision + 1);
    }
    throw error;
  }
}

/** The record as a command answers it: its new state, stamped with this write's who and when. */
export async function answerRecord(
  readModels: ReadModels,
  tenant: string,
  written: { state: RecordState; revision: number },
  acting: { actorId: string | null; time: string },
  detailTemplate: string,
): Promise<OpenedRecord> {
  const doc = (await readModels
    .reader(RECORDS_PROJECTOR)
    .get(RECORDS, recordDocId(tenant, written.state.recordId))) as RecordDoc | null;
  const names = await userNames(readModels, tenant, [written.state.runBy]);
  const item = toRecordItem(
    written.state,
    {
      revision: written.revision,
      date: acting.time,
      createdAt: doc?.createdAt ?? acting.time,
      createdBy: doc ? doc.createdBy : acting.actorId,
      lastModifiedBy: acting.actorId,
    },
    { runBy: written.state.runBy ? (names.get(written.state.runBy) ?? null) : null, detailTemplate },
  );
  return toOpenedRecord(readModels, tenant, item, written.state);
}
