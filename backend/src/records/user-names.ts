import type { ReadModels } from '@app/projections';
import { findUserView } from '../users';

/** Names of the users behind ids (deleted users: null), each read once however often it appears. */
export async function userNames(
  readModels: ReadModels,
  tenant: string,
  ids: Iterable<string | null | undefined>,
): Promise<Map<string, string | null>> {
  const names = new Map<string, string | null>();
  for (const id of ids) {
    if (!id || names.has(id)) continue;
    names.set(id, (await findUserView(readModels, tenant, id))?.name ?? null);
  }
  return names;
}
