import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { invalid } from '../../shared/domain/domain-error';
import { findUserViewNow, userIdParam } from '../../users';
import type { RecordValues } from '../record.state';

export const externalUserRefused = (id: unknown) =>
  `extUserID must be the id of an external user of this workspace, or null to close external access; got ${JSON.stringify(id)}.`;

/**
 * 002 §3: external access is open while `extUserID` names a user. A save may close it (null) or name an external
 * user of this workspace (a link's registration made them); anything else would open access for nobody, or for
 * someone who is not an external user, so it is refused (400) before anything is written.
 */
export async function assertExternalUser(
  store: EventStore,
  readModels: ReadModels,
  tenant: string,
  values: RecordValues,
): Promise<void> {
  if (!Object.hasOwn(values, 'extUserID')) return;
  const id: unknown = values.extUserID;
  if (id === null) return;
  const user =
    typeof id === 'string' && userIdParam.safeParse(id).success
      ? await findUserViewNow(store, readModels, tenant, id)
      : null;
  if (!user?.isExternal) throw invalid(externalUserRefused(id));
}
