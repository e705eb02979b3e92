import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { findUserViewNow } from '../user-liveness';
import { GroupStream } from './group.streams';
import { isLiveGroup } from './group.state';

/**
 * The addresses to notify for a notification group (002 §2.2, appOptions.notification): its members that are
 * still users of the workspace, read from the streams so a change a moment ago counts. A deleted or unknown
 * group notifies nobody. For the app runs (issue 16), which mail the group when an external user finishes an app.
 */
export async function groupMemberMails(
  store: EventStore,
  readModels: ReadModels,
  tenant: string,
  groupId: string,
): Promise<string[]> {
  const { state } = await GroupStream.load(store, tenant, groupId);
  if (!isLiveGroup(state)) return [];
  const mails: string[] = [];
  for (const userId of state.members) {
    const user = await findUserViewNow(store, readModels, tenant, userId);
    if (user && user.mail && !mails.includes(user.mail)) mails.push(user.mail);
  }
  return mails;
}
