import type { EventStore } from '@app/storage';
import { ConcurrencyConflictError } from '@app/storage';
import {
  appendDecided,
  type ActingOn,
  type CommandResult,
  type PendingWrite,
} from '../shared/event-sourcing/append-decided';
import { decideRelease, decideReserve, MailTakenError } from './mail-reservation.decide';
import { MailReservationStream, mailReservationId } from './user.streams';

/** The reservation of `mail` for `userId` as part of a command (a taken address throws MailTakenError). */
export async function reserveMail(
  store: EventStore,
  tenant: string,
  mail: string,
  userId: string,
): Promise<PendingWrite> {
  const holder = await MailReservationStream.load(store, tenant, mailReservationId(mail));
  return MailReservationStream.write(holder, decideReserve(holder.state, userId));
}

/** Giving `mail` back as part of a command; only its holder's release counts. */
export async function releaseMail(
  store: EventStore,
  tenant: string,
  mail: string,
  userId: string,
): Promise<PendingWrite> {
  const holder = await MailReservationStream.load(store, tenant, mailReservationId(mail));
  return MailReservationStream.write(holder, decideRelease(holder.state, userId));
}

/**
 * Writes a user's events together with the reservations and releases of addresses they bring, all or
 * nothing: a crash can never leave an address reserved by no user, or a user without their address. Of
 * two simultaneous reservations of one address exactly one is written; the other is told it is taken.
 */
export async function appendWithMail(
  store: EventStore,
  acting: ActingOn,
  writes: readonly PendingWrite[],
  reserved: PendingWrite | null,
): Promise<CommandResult[]> {
  try {
    return await appendDecided(store, acting, writes);
  } catch (error) {
    if (reserved && error instanceof ConcurrencyConflictError && error.stream === reserved.stream) {
      throw new MailTakenError();
    }
    throw error;
  }
}
