import { defineEvent, type EventOf } from '@app/event-schemas';
import { z } from 'zod';

/**
 * One stream per address and workspace, named by the address's hash so that no e-mail address
 * appears in stream names or payloads (personal data stays in the user's own stream).
 */
export const UserMailReserved = defineEvent({
  type: 'UserMailReserved',
  schema: z.object({ userId: z.string().min(1) }),
});

/** The holder was deleted or changed address: the address can be reserved again. */
export const UserMailReleased = defineEvent({
  type: 'UserMailReleased',
  schema: z.object({ userId: z.string().min(1) }),
});

export const MAIL_RESERVATION_EVENTS = [UserMailReserved, UserMailReleased] as const;
export type MailReservationEvent = EventOf<typeof MAIL_RESERVATION_EVENTS>;
