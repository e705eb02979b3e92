import { streamName } from '@app/event-schemas';
import type { EventStore } from '@app/storage';
import { createHash } from 'node:crypto';
import { DomainError } from '../domain/domain-error';
import { loadDecideAppend, type CommandResult } from '../shared/event-sourcing/load-decide-append';
import type { MailReservationEvent } from './mail-reservation.events';
import { normaliseMail } from './user-rules';

export const MAIL_TAKEN = 'That email is taken. Try another.';

/** Another user of the workspace holds the address (409). Typed so that every creator can tell it apart. */
export class MailTakenError extends DomainError {
  constructor() {
    super('conflict', MAIL_TAKEN);
    this.name = 'MailTakenError';
  }
}

export const mailReservationStream = (tenant: string, mail: string) =>
  streamName(tenant, 'usermail', createHash('sha256').update(normaliseMail(mail)).digest('hex'));

/** Who holds the address now, folded from its stream (null: free, never reserved or released). */
export const evolveHolder = (_holder: string | null, event: MailReservationEvent): string | null =>
  event.type === 'UserMailReserved' ? event.data.userId : null;

/** Pure: reserve for `userId` unless someone else holds it; reserving one's own address again changes nothing. */
export function decideReserve(holder: string | null, userId: string): MailReservationEvent[] {
  if (holder === userId) return [];
  if (holder !== null) throw new MailTakenError();
  return [{ type: 'UserMailReserved', data: { userId } }];
}

/** Pure: only the holder's release counts, so a stale release never frees somebody else's address. */
export const decideRelease = (holder: string | null, userId: string): MailReservationEvent[] =>
  holder === userId ? [{ type: 'UserMailReleased', data: { userId } }] : [];

function run(
  store: EventStore,
  tenant: string,
  mail: string,
  actorId: string | null,
  decide: (holder: string | null) => MailReservationEvent[],
): Promise<CommandResult> {
  return loadDecideAppend<string | null, MailReservationEvent>(store, {
    stream: mailReservationStream(tenant, mail),
    evolve: evolveHolder,
    initial: null,
    decide,
    metadata: { tenant, userId: actorId },
  });
}

/**
 * Appends with the revision it folded at (`no_stream` for a never-used address), so of two
 * simultaneous reservations exactly one is written; the other sees a conflict and reports the
 * address as taken.
 */
export async function reserveMail(
  store: EventStore,
  tenant: string,
  mail: string,
  userId: string,
  actorId: string | null = null,
): Promise<CommandResult> {
  try {
    return await run(store, tenant, mail, actorId, (holder) => decideReserve(holder, userId));
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if ((error as Error).name === 'ConcurrencyConflictError') throw new MailTakenError();
    throw error;
  }
}

export function releaseMail(
  store: EventStore,
  tenant: string,
  mail: string,
  userId: string,
  actorId: string | null = null,
): Promise<CommandResult> {
  return run(store, tenant, mail, actorId, (holder) => decideRelease(holder, userId));
}
