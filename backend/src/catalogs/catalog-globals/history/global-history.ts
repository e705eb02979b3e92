import type { RecordedEvent } from '@app/event-schemas';
import type { CatalogGlobalEvent } from '../catalog-global.events';

/** A global-info event as the store gives it back. */
export type RecordedGlobalEvent = RecordedEvent & CatalogGlobalEvent;

/** One version of a catalog's global info, as its history lists it. */
export interface GlobalHistoryEntry {
  /** The id of its event: what a restore names. */
  _id: string;
  action: 'imported' | 'removed' | 'restored' | 'answered';
  /** For answers: the global-info app whose interview gave them. */
  appName?: string;
  version: number;
  date: string;
  byId: string | null;
  /** The imported file's name, for an import. */
  fileName?: string | null;
  /** For a restore: the id of the version it brought back. */
  restoredFrom?: string;
  /** How many values the version left (0 for a removal). */
  valueCount: number;
}

/** A version of the history from its event. Pure: names are added by the reader. */
export function globalHistoryEntryOf(event: RecordedGlobalEvent): GlobalHistoryEntry {
  const base = { _id: event.id, version: event.revision + 1, date: event.metadata.time, byId: event.metadata.userId };
  switch (event.type) {
    case 'CatalogGlobalImported':
      return {
        ...base,
        action: 'imported',
        fileName: event.data.fileName,
        valueCount: Object.keys(event.data.values).length,
      };
    case 'CatalogGlobalRestored':
      return {
        ...base,
        action: 'restored',
        restoredFrom: event.data.restoredFrom,
        valueCount: Object.keys(event.data.values).length,
      };
    case 'CatalogGlobalAnswered':
      return {
        ...base,
        action: 'answered',
        appName: event.data.appName,
        valueCount: Object.keys(event.data.values).length,
      };
    case 'CatalogGlobalRemoved':
      return { ...base, action: 'removed', valueCount: 0 };
  }
}

/** The values a version left: what restoring it brings back; null for a removal. */
export const valuesLeftBy = (event: RecordedGlobalEvent): Record<string, unknown> | null =>
  event.type === 'CatalogGlobalRemoved' ? null : event.data.values;
