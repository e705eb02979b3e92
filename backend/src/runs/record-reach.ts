import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { findLiveCatalog, type CatalogDoc } from '../catalogs';
import { openCatalog, recordAtVersion, recordRunMarks, type RecordAtVersion } from '../records';
import type { AuthContext } from '../shared/auth/auth-context';
import { DomainError, notFound } from '../shared/domain/domain-error';
import { loadTimedRun } from './run-history';

export const noSuchRecord = (recordId: string) => `There is no record ${recordId} in this catalog.`;

/**
 * How long an external user still reads the result and documents of their own run once extAutoClose closed their
 * access at its end (docs/decisions.md §20): the page after Finish polls the result, then offers the downloads.
 */
export const EXTERNAL_RESULT_GRACE_MS = 60 * 60 * 1000;

/**
 * The catalog a runs route names (under the records routes' permissions) and the record in it, at its latest
 * version. A record of another catalog, a deleted one, and for an external user any record whose `extUserID` is
 * not theirs, are answered as records that do not exist (404): nothing about them is confirmed.
 */
export async function reachRecord(
  store: EventStore,
  readModels: ReadModels,
  auth: AuthContext,
  catalogName: string,
  recordId: string,
): Promise<{ catalog: CatalogDoc; record: RecordAtVersion }> {
  const catalog = await openCatalog(store, readModels, auth, catalogName, { recordId });
  const record = await recordAtVersion(store, auth.tenant, recordId);
  const reachable =
    record &&
    !record.deleted &&
    record.catalogId === catalog.catalogId &&
    (!auth.isExternal || record.values.extUserID === auth.userId);
  if (!reachable) throw notFound(noSuchRecord(recordId));
  return { catalog, record };
}

/**
 * `reachRecord` for reading a run's result and documents (not for answering or finishing): an external user whose
 * access extAutoClose closed at the end of their run still reads that run for EXTERNAL_RESULT_GRACE_MS, while the
 * record's access stays closed (extUserID null) and its last run is theirs and ended Ok.
 */
export async function reachRunOutputs(
  store: EventStore,
  readModels: ReadModels,
  auth: AuthContext,
  catalogName: string,
  recordId: string,
  now = Date.now(),
): Promise<{ catalog: CatalogDoc; record: RecordAtVersion }> {
  try {
    return await reachRecord(store, readModels, auth, catalogName, recordId);
  } catch (error) {
    if (!auth.isExternal || !(error instanceof DomainError) || error.kind !== 'not_found') throw error;
    const reached = await afterTheirClosedRun(store, readModels, auth, catalogName, recordId, now);
    if (!reached) throw error;
    return reached;
  }
}

async function afterTheirClosedRun(
  store: EventStore,
  readModels: ReadModels,
  auth: AuthContext,
  catalogName: string,
  recordId: string,
  now: number,
): Promise<{ catalog: CatalogDoc; record: RecordAtVersion } | null> {
  const catalog = await findLiveCatalog(readModels, auth.tenant, catalogName);
  const record = await recordAtVersion(store, auth.tenant, recordId);
  if (!catalog || !record || record.deleted || record.catalogId !== catalog.catalogId) return null;
  if ((record.values.extUserID ?? null) !== null) return null;
  const last = (await recordRunMarks(store, auth.tenant, recordId))?.marks.at(-1);
  if (!last || last.status !== 'Ok' || now - Date.parse(last.time) > EXTERNAL_RESULT_GRACE_MS) return null;
  const run = await loadTimedRun(store, auth.tenant, last.run);
  return run?.by === auth.userId && run.status === 'completed' ? { catalog, record } : null;
}
