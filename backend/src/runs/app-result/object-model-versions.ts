import type { EventStore } from '@app/storage';
import { elementAtHead } from '../../types';
import type { RunState } from '../run.state';

/**
 * The latest version of each object model a run read (its formulas reach the documents), for the result's Out of
 * date: a model deleted since is left out (nothing newer to say), and so is the record's own model, which the model
 * version judges.
 */
export async function objectModelVersions(
  store: EventStore,
  tenant: string,
  run: Pick<RunState, 'modelId' | 'models'>,
): Promise<Record<string, number>> {
  const versions: Record<string, number> = {};
  for (const elementId of Object.keys(run.models)) {
    if (elementId === run.modelId) continue;
    const head = await elementAtHead(store, tenant, elementId);
    if (head && !head.deleted) versions[elementId] = head.version;
  }
  return versions;
}
