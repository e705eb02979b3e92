import type { EventStore } from '@app/storage';
import type { RecordedRecordEvent } from '../record-history/history-entries';
import { evolveRecord, initialRecordState, type RecordState } from '../record.state';
import { RecordStream } from '../record.streams';
import type { RecordStamps } from '../record-view';

/** Who and when, folded beside the state: what a record's stamps were after these events. */
export function foldWithStamps(
  events: readonly RecordedRecordEvent[],
): { state: RecordState; stamps: RecordStamps } | null {
  if (events.length === 0) return null;
  let state = initialRecordState;
  const stamps: RecordStamps = { revision: -1, date: '', createdAt: '', createdBy: null, lastModifiedBy: null };
  for (const event of events) {
    state = evolveRecord(state, event);
    stamps.revision = event.revision;
    if (event.type === 'RecordCreated') {
      stamps.createdAt = event.recordedAt;
      stamps.createdBy = event.metadata.userId;
    }
    if (event.type !== 'RecordStatusChanged' && event.type !== 'RecordLinked') {
      stamps.date = event.recordedAt;
      stamps.lastModifiedBy = event.metadata.userId;
    }
  }
  return { state, stamps };
}

/** The record as it stood at an instant (ARCHITECTURE.md: any record as it stood at any moment), or now. */
export async function recordAsOf(store: EventStore, tenant: string, recordId: string, asOf?: string) {
  const events = (await store.readStream(
    RecordStream.name(tenant, recordId),
    asOf ? { until: asOf } : {},
  )) as RecordedRecordEvent[];
  return foldWithStamps(events);
}
