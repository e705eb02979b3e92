import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { userStream } from '../users/user.events';
import { findUserView, type UserView } from './user-view';

/**
 * The user as the users read model shows them; when the read model has no live document (a user created
 * a moment ago, not projected yet), their stream decides: created and not deleted.
 */
export async function findLiveUser(
  store: EventStore,
  readModels: ReadModels,
  tenant: string,
  userId: string,
): Promise<{ view: UserView | null; live: boolean }> {
  const view = await findUserView(readModels, tenant, userId);
  if (view) return { view, live: true };
  const history = await store.readStream(userStream(tenant, userId));
  const created = history.some((event) => event.type === 'UserCreated');
  const deleted = history.some((event) => event.type === 'UserDeleted');
  return { view: null, live: created && !deleted };
}
