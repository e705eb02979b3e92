import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { notFound } from '../../shared/domain/domain-error';
import { RecordStream } from '../record.streams';
import { userNames } from '../user-names';
import type { RecordRuns } from '../../shared/record-runs/record-runs.port';
import {
  historyEntryOf,
  runSummary,
  versionAndCurrent,
  type HistoryEntry,
  type RecordedRecordEvent,
} from './history-entries';

/** Events read backwards per step while a page of entries fills (status changes are no entries). */
const CHUNK = 200;

/**
 * A page of the record's history, newest first, read from its stream backwards (ARCHITECTURE.md: the history
 * list is read from the stream): only the events of that page are read, however long the record's history is.
 */
export async function readHistoryPage(
  store: EventStore,
  readModels: ReadModels,
  tenant: string,
  recordId: string,
  head: number,
  page: { skip: number; limit: number },
  runs?: Pick<RecordRuns, 'outcomes'>,
): Promise<HistoryEntry[]> {
  const stream = RecordStream.name(tenant, recordId);
  const entries: Omit<HistoryEntry, 'editor'>[] = [];
  let skipped = 0;
  let from = head;
  while (from >= 0 && entries.length < page.limit) {
    const wanted = Math.max(CHUNK, page.skip - skipped + page.limit - entries.length);
    const events = (await store.readStream(stream, {
      direction: 'backwards',
      fromRevision: from,
      maxCount: wanted,
    })) as RecordedRecordEvent[];
    if (events.length === 0) break;
    for (const event of events) {
      const entry = historyEntryOf(event);
      if (!entry) continue;
      if (skipped < page.skip) skipped++;
      else if (entries.length < page.limit) entries.push(entry);
    }
    from = events[events.length - 1].revision - 1;
  }
  const names = await userNames(
    readModels,
    tenant,
    entries.map((entry) => entry.editorId),
  );
  const runIds = entries.flatMap((entry) => (entry.runId ? [entry.runId] : []));
  const outcomes = runs && runIds.length > 0 ? await runs.outcomes(tenant, runIds) : new Map();
  return entries.map((entry) => ({
    ...entry,
    editor: entry.editorId ? (names.get(entry.editorId) ?? null) : null,
    ...(entry.runId ? { summary: runSummary(entry.appName, outcomes.get(entry.runId)) } : {}),
  }));
}

export const historyNotFound = (historyId: string) =>
  notFound(`This record has no history entry ${historyId}: choose one of its own history entries.`);

/** The record right after a history entry of its own, and now; another record's entry is a 404. */
export async function loadVersion(store: EventStore, tenant: string, recordId: string, historyId: string) {
  const events = (await store.readStream(RecordStream.name(tenant, recordId))) as RecordedRecordEvent[];
  const found = versionAndCurrent(events, historyId);
  if (!found) throw historyNotFound(historyId);
  return { ...found, revision: events[events.length - 1].revision };
}
