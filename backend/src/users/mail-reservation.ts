import { streamName } from '@app/event-schemas';
import type { EventStore } from '@app/storage';
import { createHash } from 'node:crypto';
import { DomainError } from '../domain/domain-error';
import { loadDecideAppend, type CommandResult } from '../shared/event-sourcing/load-decide-append';
import { decideRelease, decideReserve, MailTakenError } from './mail-reservation.decide';
import type { MailReservationEvent } from './mail-reservation.events';
import { evolveHolder, initialMailHolder, type MailHolder } from './mail-reservation.state';
import { normaliseMail } from './user-rules';

export const mailReservationStream = (tenant: string, mail: string) =>
  streamName(tenant, 'usermail', createHash('sha256').update(normaliseMail(mail)).digest('hex'));

function run(
  store: EventStore,
  tenant: string,
  mail: string,
  actorId: string | null,
  decide: (holder: MailHolder) => MailReservationEvent[],
): Promise<CommandResult> {
  return loadDecideAppend<MailHolder, MailReservationEvent>(store, {
    stream: mailReservationStream(tenant, mail),
    evolve: evolveHolder,
    initial: initialMailHolder,
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
