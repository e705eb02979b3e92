import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { notFound } from '../../../shared/domain/domain-error';
import { findUserView } from '../../../users';
import { GLOBAL_MESSAGES } from '../catalog-global-rules';
import { CatalogGlobalStream, catalogGlobalStreamId } from '../catalog-global.streams';
import { globalHistoryEntryOf, type GlobalHistoryEntry, type RecordedGlobalEvent } from './global-history';

/** Not in the seed: how many versions the history answers, newest first (imports are made by hand: plenty). */
export const MAX_GLOBAL_HISTORY = 500;

/** A version with the name of who made it (null: that user was deleted, or nobody signed in). */
export type NamedGlobalHistoryEntry = GlobalHistoryEntry & { by: string | null };

/** The newest versions of a catalog's global info for one global, read from its stream backwards. */
export async function readGlobalHistory(
  store: EventStore,
  readModels: ReadModels,
  tenant: string,
  catalogId: string,
  elementName: string,
): Promise<NamedGlobalHistoryEntry[]> {
  const events = (await store.readStream(
    CatalogGlobalStream.name(tenant, catalogGlobalStreamId(catalogId, elementName)),
    { direction: 'backwards', maxCount: MAX_GLOBAL_HISTORY },
  )) as RecordedGlobalEvent[];
  const names = new Map<string, string | null>();
  const entries: NamedGlobalHistoryEntry[] = [];
  for (const event of events) {
    const entry = globalHistoryEntryOf(event);
    if (entry.byId && !names.has(entry.byId))
      names.set(entry.byId, (await findUserView(readModels, tenant, entry.byId))?.name ?? null);
    entries.push({ ...entry, by: entry.byId ? (names.get(entry.byId) ?? null) : null });
  }
  return entries;
}

/** One version's event of that global's stream, by its id: another stream's event is a 404, as an unknown one. */
export async function findGlobalVersion(
  store: EventStore,
  tenant: string,
  catalogId: string,
  elementName: string,
  historyId: string,
): Promise<RecordedGlobalEvent> {
  const events = (await store.readStream(
    CatalogGlobalStream.name(tenant, catalogGlobalStreamId(catalogId, elementName)),
  )) as RecordedGlobalEvent[];
  const found = events.find((event) => event.id === historyId);
  if (!found) throw notFound(GLOBAL_MESSAGES.noVersion(historyId, elementName));
  return found;
}
