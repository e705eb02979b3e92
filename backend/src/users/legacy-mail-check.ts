import type { ReadModels } from '@app/projections';
import { findUserByMail } from './user-view';
import { MailTakenError } from './mail-reservation.decide';

/**
 * Users created before addresses were reserved (data folders from before the access issue) hold no
 * reservation, so the read model is asked too. Without running projections (the CLI) the read model
 * may be unavailable; the reservation alone decides then.
 */
export async function assertNoLegacyHolder(
  readModels: ReadModels,
  tenant: string,
  mail: string,
  userId: string,
): Promise<void> {
  const holder = await findUserByMail(readModels, tenant, mail).catch(() => null);
  if (holder && holder._id !== userId) throw new MailTakenError();
}
