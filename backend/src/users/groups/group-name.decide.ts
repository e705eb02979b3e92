import { invalid } from '../../shared/domain/domain-error';
import type { GroupNameEvent } from './group.events';
import { GROUP_MESSAGES } from './group-rules';

/** The group holding a name, or null when it is free. */
export type GroupNameHolder = string | null;

export const evolveGroupNameHolder = (holder: GroupNameHolder, event: GroupNameEvent): GroupNameHolder => {
  switch (event.type) {
    case 'GroupNameReserved':
      return event.data.groupId;
    case 'GroupNameReleased':
      return holder === event.data.groupId ? null : holder;
  }
};

/** Reserve for `groupId` unless another group holds the name; holding it already changes nothing. */
export function decideReserveGroupName(holder: GroupNameHolder, groupId: string): GroupNameEvent[] {
  if (holder === groupId) return [];
  if (holder !== null) throw invalid(GROUP_MESSAGES.nameTaken);
  return [{ type: 'GroupNameReserved', data: { groupId } }];
}

/** Only the holder's release counts, so a stale release never frees another group's name. */
export const decideReleaseGroupName = (holder: GroupNameHolder, groupId: string): GroupNameEvent[] =>
  holder === groupId ? [{ type: 'GroupNameReleased', data: { groupId } }] : [];
