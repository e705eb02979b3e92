import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { isLiveUser, type UserState } from './user.state';
import { UserStream } from './user.streams';
import { findUserView, type UserView } from './user-view';

/**
 * The user as the users read model shows them; when the read model has no document (a user created a
 * moment ago, not projected yet), their stream decides: created and not deleted.
 */
export async function findLiveUser(
  store: EventStore,
  readModels: ReadModels,
  tenant: string,
  userId: string,
): Promise<{ view: UserView | null; live: boolean; state?: UserState }> {
  const view = await findUserView(readModels, tenant, userId);
  if (view) return { view, live: true };
  const { state } = await UserStream.load(store, tenant, userId);
  return { view: null, live: isLiveUser(state), state };
}

/**
 * The user's view even before the read model has them: from their stream, then. Times the read model
 * keeps (creation, last sign-in) are not in the stream's state, so a view from the stream says "now".
 */
export async function findUserViewNow(
  store: EventStore,
  readModels: ReadModels,
  tenant: string,
  userId: string,
): Promise<UserView | null> {
  const { view, live, state } = await findLiveUser(store, readModels, tenant, userId);
  if (view || !live || !state) return view;
  const { name, mail, isAdmin, isExternal, type, permissions } = state;
  return { _id: userId, name, mail, isAdmin, isExternal, type, permissions, dateCreate: new Date().toISOString() };
}
