import { invalid, notFound } from '../../shared/domain/domain-error';
import type { UserEvent } from '../user.events';
import { isLiveUser, type UserState } from '../user.state';

export const CANNOT_DELETE_SELF = 'You cannot delete your own account; ask another administrator.';

export interface DeleteUserInput {
  userId: string;
  actorId: string;
}

export function decideDeleteUser(command: DeleteUserInput, state: UserState): UserEvent[] {
  if (command.userId === command.actorId) throw invalid(CANNOT_DELETE_SELF);
  if (!isLiveUser(state)) throw notFound(`User ${command.userId} not found.`);
  return [{ type: 'UserDeleted', data: { userId: command.userId } }];
}
