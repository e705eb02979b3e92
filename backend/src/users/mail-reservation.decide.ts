import { DomainError } from '../shared/domain/domain-error';
import type { MailReservationEvent } from './mail-reservation.events';
import type { MailHolder } from './mail-reservation.state';

export const MAIL_TAKEN = 'That email is taken. Try another.';

/** Another user of the workspace holds the address (409). Typed so that every creator can tell it apart. */
export class MailTakenError extends DomainError {
  constructor() {
    super('conflict', MAIL_TAKEN);
    this.name = 'MailTakenError';
  }
}

/** Reserve for `userId` unless someone else holds it; reserving one's own address again changes nothing. */
export function decideReserve(holder: MailHolder, userId: string): MailReservationEvent[] {
  if (holder === userId) return [];
  if (holder !== null) throw new MailTakenError();
  return [{ type: 'UserMailReserved', data: { userId } }];
}

/** Only the holder's release counts, so a stale release never frees somebody else's address. */
export const decideRelease = (holder: MailHolder, userId: string): MailReservationEvent[] =>
  holder === userId ? [{ type: 'UserMailReleased', data: { userId } }] : [];
