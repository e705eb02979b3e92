import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { isLiveUser } from './user.state';
import { MailReservationStream, mailReservationId, UserStream } from './user.streams';
import { CREDENTIALS, USERS_PROJECTOR, userDocId, type CredentialDoc } from './users.projector';

/**
 * The stored argon2id hash of a user's password, or null when the user has none (yet). The one way other
 * contexts (sign-in, links) reach the credentials collection, which no listing ever reads.
 */
export async function findPasswordHash(readModels: ReadModels, tenant: string, userId: string): Promise<string | null> {
  const doc = (await readModels.reader(USERS_PROJECTOR).get(CREDENTIALS, userDocId(tenant, userId))) as
    CredentialDoc | undefined | null;
  return typeof doc?.passwordHash === 'string' ? doc.passwordHash : null;
}

/**
 * The password hash of the live user holding an address, read from their streams rather than the read
 * model: for checks made at start, before the projections have caught up (the demo's banner).
 */
export async function passwordHashOfMail(store: EventStore, tenant: string, mail: string): Promise<string | null> {
  const { state: holder } = await MailReservationStream.load(store, tenant, mailReservationId(mail));
  if (holder === null) return null;
  const { state } = await UserStream.load(store, tenant, holder);
  return isLiveUser(state) ? state.passwordHash : null;
}
