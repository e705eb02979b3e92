import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { decideSetUserPassword } from '../users/set-user-password/set-user-password.decide';
import type { CommandResult } from '../shared/event-sourcing/load-decide-append';
import { hashPassword } from '../users/password-hashing';
import { runUserCommand } from '../users/user-command';
import { CREDENTIALS, USERS_PROJECTOR, userDocId } from '../users/users.projector';

/** The stored argon2id hash of a user's password, or null when the user has none (yet). */
export async function findPasswordHash(readModels: ReadModels, tenant: string, userId: string): Promise<string | null> {
  const doc = await readModels.reader(USERS_PROJECTOR).get(CREDENTIALS, userDocId(tenant, userId));
  return typeof doc?.passwordHash === 'string' ? doc.passwordHash : null;
}

/**
 * Sets the password chosen on the link form. Link forms allow 6 characters (§5, §9) where the users context's
 * SetUserPasswordCommand asks for 8, so this runs the users context's own decision with the link rule, which
 * the caller has checked.
 */
export async function setLinkPassword(
  store: EventStore,
  tenant: string,
  userId: string,
  password: string,
): Promise<CommandResult> {
  const passwordHash = await hashPassword(password);
  return runUserCommand(store, tenant, userId, userId, (state) =>
    decideSetUserPassword({ userId, passwordHash }, state),
  );
}
