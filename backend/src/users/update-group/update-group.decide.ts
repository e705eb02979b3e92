import { conflict, notFound } from '../../shared/domain/domain-error';
import type { GroupEvent } from '../groups/group.events';
import { groupMembers, groupName, groupNotFound, type MemberStanding } from '../groups/group-rules';
import { isLiveGroup, type GroupState } from '../groups/group.state';

export interface UpdateGroupInput {
  groupId: string;
  name?: string;
  members?: readonly string[];
  /** The version the administrator edited; a group changed by someone else since is a conflict. */
  version?: number;
  standing: Readonly<Record<string, MemberStanding>>;
}

export const changedSince = (name: string) =>
  `The group ${name} was changed by someone else since you opened it. Nothing was saved: look at the group as ` +
  'it is now, then save your change again.';

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** A rename and/or a new member list; what does not change writes nothing. */
export function decideUpdateGroup(command: UpdateGroupInput, state: GroupState): GroupEvent[] {
  if (!isLiveGroup(state)) throw notFound(groupNotFound(command.groupId));
  if (command.version !== undefined && command.version !== state.version) throw conflict(changedSince(state.name));
  const events: GroupEvent[] = [];
  const { groupId } = command;
  if (command.name !== undefined) {
    const name = groupName(command.name);
    if (name !== state.name) events.push({ type: 'GroupRenamed', data: { groupId, name, before: state.name } });
  }
  if (command.members !== undefined) {
    const members = groupMembers(command.members, command.standing, state.members);
    if (!sameList(members, state.members)) {
      events.push({ type: 'GroupMembersChanged', data: { groupId, members, before: [...state.members] } });
    }
  }
  return events;
}
