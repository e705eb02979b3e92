import { conflict, invalid } from '../../shared/domain/domain-error';
import type { UserEvent, UserType } from '../user.events';
import { isValidMail, MAIL_INVALID, MAX_NAME_LENGTH, NAME_EMPTY, NAME_TOO_LONG, normaliseMail } from '../user-rules';
import type { UserState } from '../user.state';

export interface CreateUserInput {
  userId: string;
  name: string;
  mail: string;
  isAdmin: boolean;
  isExternal: boolean;
  type: UserType;
}

/** Validation only: the address's uniqueness is decided on its reservation stream (mail-reservation.ts). */
export function decideCreateUser(command: CreateUserInput, state: UserState): UserEvent[] {
  if (state.exists) throw conflict(`User ${command.userId} already exists.`);
  const mail = normaliseMail(command.mail);
  if (!isValidMail(mail)) throw invalid(MAIL_INVALID);
  const name = command.name.trim();
  if (command.type !== 'microsoft' && name.length === 0) throw invalid(NAME_EMPTY);
  if (name.length > MAX_NAME_LENGTH) throw invalid(NAME_TOO_LONG);
  const { userId, isAdmin, isExternal, type } = command;
  return [{ type: 'UserCreated', data: { userId, name, mail, isAdmin, isExternal, type } }];
}
