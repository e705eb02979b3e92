import type { EventStore } from '@app/storage';
import { UserStream } from '../user.streams';
import { isLiveUser } from '../user.state';
import type { MemberStanding } from './group-rules';

/** Each named user's standing, read from their own streams (a user created a moment ago counts). */
export async function memberStandings(
  store: EventStore,
  tenant: string,
  userIds: readonly string[],
): Promise<Record<string, MemberStanding>> {
  const standing: Record<string, MemberStanding> = {};
  for (const userId of new Set(userIds)) {
    const { state } = await UserStream.load(store, tenant, userId);
    standing[userId] = !isLiveUser(state) ? 'unknown' : state.isExternal ? 'external' : 'user';
  }
  return standing;
}
