import { invalid, notFound } from '../../shared/domain/domain-error';
import type { UserEvent } from '../user.events';
import type { UserState } from '../user.state';

export interface SetUserPasswordInput {
  userId: string;
  /** Hashed by the handler (argon2id is I/O-heavy, so not in pure code). */
  passwordHash: string;
}

export function decideSetUserPassword(command: SetUserPasswordInput, state: UserState): UserEvent[] {
  if (!state.exists) throw notFound(`User ${command.userId} not found.`);
  if (state.type === 'microsoft') throw invalid('This account signs in with Microsoft; it has no password.');
  return [{ type: 'UserPasswordSet', data: { userId: command.userId, passwordHash: command.passwordHash } }];
}
