import { createHash } from 'node:crypto';
import { normaliseMail } from '../shared/domain/mail-address';
import { defineStream } from '../shared/event-sourcing/define-stream';
import { MAIL_RESERVATION_EVENTS } from './mail-reservation.events';
import { evolveHolder, initialMailHolder } from './mail-reservation.state';
import { USER_STREAM_EVENTS } from './user.events';
import { evolveUser, initialUserState } from './user.state';

/** A user of one workspace: `{tenant}.user-{id}`. */
export const UserStream = defineStream({
  category: 'user',
  events: USER_STREAM_EVENTS,
  initial: initialUserState,
  evolve: evolveUser,
});

/**
 * Who holds an address in one workspace: `{tenant}.usermail-{sha256 of the address}`, so that no e-mail
 * address appears in stream names or payloads (personal data stays in the user's own stream).
 */
export const MailReservationStream = defineStream({
  category: 'usermail',
  events: MAIL_RESERVATION_EVENTS,
  initial: initialMailHolder,
  evolve: evolveHolder,
});

export const mailReservationId = (mail: string) => createHash('sha256').update(normaliseMail(mail)).digest('hex');
