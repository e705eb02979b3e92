import { conflict } from '../../shared/domain/domain-error';
import type { GroupEvent } from '../groups/group.events';
import { groupMembers, groupName, type MemberStanding } from '../groups/group-rules';
import type { GroupState } from '../groups/group.state';

export interface CreateGroupInput {
  groupId: string;
  name: string;
  members: readonly string[];
  standing: Readonly<Record<string, MemberStanding>>;
}

/** A new group: its name's uniqueness is decided on the name's own stream (group-name.decide.ts). */
export function decideCreateGroup(command: CreateGroupInput, state: GroupState): GroupEvent[] {
  if (state.exists) throw conflict(`Group ${command.groupId} already exists.`);
  const name = groupName(command.name);
  const members = groupMembers(command.members, command.standing);
  return [{ type: 'GroupCreated', data: { groupId: command.groupId, name, members } }];
}
