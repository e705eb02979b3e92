import type { MailReservationEvent } from './mail-reservation.events';

/** Who holds an address now, folded from its reservation stream (null: free, never reserved or released). */
export type MailHolder = string | null;

export const initialMailHolder: MailHolder = null;

export const evolveHolder = (_holder: MailHolder, event: MailReservationEvent): MailHolder =>
  event.type === 'UserMailReserved' ? event.data.userId : null;
