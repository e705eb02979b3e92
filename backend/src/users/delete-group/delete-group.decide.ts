import { notFound } from '../../shared/domain/domain-error';
import type { GroupEvent } from '../groups/group.events';
import { groupNotFound } from '../groups/group-rules';
import { isLiveGroup, type GroupState } from '../groups/group.state';

/** The group leaves the list; its stream stays for auditors, and catalogs that chose it keep its id. */
export function decideDeleteGroup(command: { groupId: string }, state: GroupState): GroupEvent[] {
  if (!isLiveGroup(state)) throw notFound(groupNotFound(command.groupId));
  return [{ type: 'GroupDeleted', data: { groupId: command.groupId } }];
}
