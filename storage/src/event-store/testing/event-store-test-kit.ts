import { randomBytes } from 'node:crypto';
import { createMetadata, type NewEvent, type RecordedEvent } from '@app/event-schemas';
import type { EventStore } from '../event-store.port';

/** A tenant name no other test uses, so tests can share one engine (KurrentDB keeps its $all). */
export function uniqueTenant(): string {
  return `t${randomBytes(5).toString('hex')}`;
}

export function testEvent(tenant: string, type = 'ThingHappened', data: Record<string, unknown> = {}): NewEvent {
  return { type, data, metadata: createMetadata({ tenant, userId: 'u1' }) };
}

export function events(tenant: string, count: number, type = 'ThingHappened'): NewEvent[] {
  return Array.from({ length: count }, (_, n) => testEvent(tenant, type, { n }));
}

export async function waitFor(check: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const dataOf = (recorded: RecordedEvent[]) => recorded.map((event) => event.data);

/** What a test may ask of a fresh store: a clock that says when events are recorded (ms since the epoch). */
export interface EventStoreSetup {
  clock?: () => number;
}

/** Builds a fresh store for each test and closes it after. Engines that stamp times themselves ignore `clock`. */
export type EventStoreFactory = (setup?: EventStoreSetup) => Promise<EventStore>;
