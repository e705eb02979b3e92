import { DomainError, invalid, notFound } from '../../shared/domain/domain-error';
import type { UserEvent } from '../user.events';
import { isValidMail, MAIL_INVALID, MAX_NAME_LENGTH, NAME_EMPTY, NAME_TOO_LONG, normaliseMail } from '../user-rules';
import { isLiveUser, type UserState } from '../user.state';

export const EXTERNAL_ROLE_FIXED = 'The role of an external user cannot be changed.';
export const OWN_ROLE_FIXED = 'You cannot remove your own administrator role; ask another administrator.';
/** Says why and what to do instead: the users screen shows the field disabled, but API callers read this. */
export const MICROSOFT_MAIL_FIXED =
  'The e-mail of a Microsoft account is the address it signs in with at Microsoft, so it cannot be changed here. To use another address, add a new user with it.';

export interface UpdateUserInput {
  userId: string;
  /** The administrator making the change. */
  actorId: string;
  name?: string;
  mail?: string;
  isAdmin?: boolean;
  permissions?: string[];
}

const forbidden = (message: string) => new DomainError('forbidden', message);
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** An administrator's edit (000 §3 edit payload): one UserUpdated with only the changed fields. */
export function decideUpdateUser(command: UpdateUserInput, state: UserState): UserEvent[] {
  if (!isLiveUser(state)) throw notFound(`User ${command.userId} not found.`);
  const changes: { name?: string; mail?: string; isAdmin?: boolean } = {};
  if (command.mail !== undefined) {
    const mail = normaliseMail(command.mail);
    // §5 does not check the address of a Microsoft account on edit: it is the Microsoft identity, so any
    // other value (a malformed one too) gets the message that says so, not a format error.
    if (state.type === 'microsoft' && mail !== state.mail) throw invalid(MICROSOFT_MAIL_FIXED);
    if (!isValidMail(mail)) throw invalid(MAIL_INVALID);
    if (mail !== state.mail) changes.mail = mail;
  }
  if (command.name !== undefined) {
    const name = command.name.trim();
    if (state.type !== 'microsoft' && name.length === 0) throw invalid(NAME_EMPTY);
    if (name.length > MAX_NAME_LENGTH) throw invalid(NAME_TOO_LONG);
    if (name !== state.name) changes.name = name;
  }
  if (command.isAdmin !== undefined && command.isAdmin !== state.isAdmin) {
    if (state.isExternal) throw invalid(EXTERNAL_ROLE_FIXED);
    if (command.userId === command.actorId && !command.isAdmin) throw forbidden(OWN_ROLE_FIXED);
    changes.isAdmin = command.isAdmin;
  }
  const events: UserEvent[] = [];
  if (Object.keys(changes).length > 0)
    events.push({ type: 'UserUpdated', data: { userId: command.userId, ...changes } });
  if (command.permissions !== undefined && !sameList(command.permissions, state.permissions)) {
    events.push({ type: 'UserPermissionsChanged', data: { userId: command.userId, permissions: command.permissions } });
  }
  return events;
}
