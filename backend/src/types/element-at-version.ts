import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { invalid } from '../shared/domain/domain-error';
import type { ElementState } from './element.state';
import { ElementStream } from './element.streams';
import { findVersion } from './element-views';
import { versionNotFound } from './revert-element/revert-element.decide';

/**
 * The element as it stood at one of its versions: its stream folded to the revision that made that version
 * (the versions read model says which). A version that does not exist is a 400 naming the ones that do.
 */
export async function elementAtVersion(
  store: EventStore,
  readModels: ReadModels,
  tenant: string,
  elementId: string,
  version: number,
  latest: number,
): Promise<ElementState> {
  const row = await findVersion(readModels, tenant, elementId, version);
  if (!row) throw invalid(versionNotFound(version, latest));
  return (await ElementStream.load(store, tenant, elementId, { toRevision: row.revision })).state;
}
