import { conflict, invalid } from '../../domain/domain-error';
import type { UserEvent, UserType } from '../user.events';
import { isValidMail, normaliseMail } from '../user-rules';
import type { UserState } from '../user.state';

export interface CreateUserInput {
  userId: string;
  name: string;
  mail: string;
  isAdmin: boolean;
  isExternal: boolean;
  type: UserType;
  /** Whether another user of the workspace already has this address (read from the users projection). */
  mailTaken: boolean;
}

export function decideCreateUser(command: CreateUserInput, state: UserState): UserEvent[] {
  if (state.exists) throw conflict(`User ${command.userId} already exists.`);
  const mail = normaliseMail(command.mail);
  if (!isValidMail(mail)) throw invalid('From is not a valid email');
  if (command.mailTaken) throw conflict('That email is taken. Try another.');
  const name = command.name.trim();
  if (command.type !== 'microsoft' && name.length === 0) throw invalid('That name is empty');
  const { userId, isAdmin, isExternal, type } = command;
  return [{ type: 'UserCreated', data: { userId, name, mail, isAdmin, isExternal, type } }];
}
