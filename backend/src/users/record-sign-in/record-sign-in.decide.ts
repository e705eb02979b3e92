import { notFound } from '../../shared/domain/domain-error';
import type { SignInMethod } from '../../shared/domain/sign-in-methods';
import type { UserEvent } from '../user.events';
import { isLiveUser, type UserState } from '../user.state';

export interface RecordSignInInput {
  userId: string;
  method: SignInMethod;
  /** When the sign-in happened (the server's clock, passed in: decisions read no clock). */
  at: string;
}

/** Only a user that exists and was not deleted can have signed in. */
export function decideRecordSignIn(command: RecordSignInInput, state: UserState): UserEvent[] {
  if (!isLiveUser(state)) throw notFound(`User ${command.userId} not found.`);
  const { userId, at, method } = command;
  return [{ type: 'UserSignedIn', data: { userId, at, method } }];
}
