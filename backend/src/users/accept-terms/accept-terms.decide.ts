import { notFound } from '../../shared/domain/domain-error';
import type { UserEvent } from '../user.events';
import { isLiveUser, type UserState } from '../user.state';

export interface AcceptTermsInput {
  userId: string;
  /** The server's clock, never the client's: the terms modal compares it with the terms' update date. */
  at: string;
}

export function decideAcceptTerms(command: AcceptTermsInput, state: UserState): UserEvent[] {
  if (!isLiveUser(state)) throw notFound(`User ${command.userId} not found.`);
  return [{ type: 'UserTermsAccepted', data: { userId: command.userId, at: command.at } }];
}
