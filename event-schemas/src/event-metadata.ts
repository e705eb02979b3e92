import { randomUUID } from 'node:crypto';
import type { EventMetadata } from './envelope';

/** Event ids (and correlation ids) are random UUIDs. */
export function newEventId(): string {
  return randomUUID();
}

export interface MetadataInput {
  tenant: string;
  userId: string | null;
  /** Defaults to a new id: this event starts a new conversation. */
  correlationId?: string;
  causationId?: string | null;
  /** Defaults to now. */
  time?: Date | string;
}

function isoTime(time: Date | string | undefined): string {
  const date = time === undefined ? new Date() : new Date(time);
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid event time "${String(time)}"`);
  return date.toISOString();
}

export function createMetadata(input: MetadataInput): EventMetadata {
  return {
    tenant: input.tenant,
    userId: input.userId,
    correlationId: input.correlationId ?? newEventId(),
    causationId: input.causationId ?? null,
    time: isoTime(input.time),
  };
}

/**
 * Metadata of an event caused by another one (a process manager reacting, a restore replaying):
 * causation is that event's id, the correlation id and tenant are carried over so the whole chain
 * can be traced. The acting user defaults to the cause's.
 */
export function causedBy(
  cause: { id: string; metadata: EventMetadata },
  overrides: { userId?: string | null; time?: Date | string } = {},
): EventMetadata {
  return {
    tenant: cause.metadata.tenant,
    userId: overrides.userId !== undefined ? overrides.userId : cause.metadata.userId,
    correlationId: cause.metadata.correlationId,
    causationId: cause.id,
    time: isoTime(overrides.time),
  };
}
