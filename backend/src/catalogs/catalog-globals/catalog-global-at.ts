import type { EventStore } from '@app/storage';
import { CatalogGlobalStream, catalogGlobalStreamId } from './catalog-global.streams';

/** One global's info as a run reads it: the values (null: none) and the version they are at (0: never any). */
export interface CatalogGlobalAt {
  values: Readonly<Record<string, unknown>> | null;
  version: number;
}

/**
 * The catalog's global info for one global, now or as it stood at `version` (the stream folded up to it): a run pins
 * the versions it read, so assembling it again reads the very same values however the info changed since. Each
 * event of the stream is one version, so version n is the stream up to revision n - 1. A version the stream never
 * reached reads as null, so a caller can tell "gone" from "empty" by comparing the version answered.
 */
export async function catalogGlobalAt(
  store: EventStore,
  tenant: string,
  catalogId: string,
  elementName: string,
  version?: number,
): Promise<CatalogGlobalAt | null> {
  const id = catalogGlobalStreamId(catalogId, elementName);
  if (version === 0) return { values: null, version: 0 };
  const loaded = await CatalogGlobalStream.load(
    store,
    tenant,
    id,
    version === undefined ? {} : { toRevision: version - 1 },
  );
  if (version !== undefined && loaded.state.version !== version) return null;
  return { values: loaded.state.values, version: loaded.state.version };
}
