import { z } from 'zod';
import { defineEvent, EventRegistry } from '@app/event-schemas';

/** The events of the counters projector, so tests and the benchmark read through a ValidatingEventStore as the backend does. */
export const COUNTER_EVENTS = [
  defineEvent({ type: 'CounterIncremented', schema: z.object({ by: z.number(), poison: z.boolean().optional() }) }),
  defineEvent({ type: 'StreamClosed', schema: z.object({}) }),
  defineEvent({ type: 'SomethingElseHappened', schema: z.object({}) }),
];

export function counterRegistry(): EventRegistry {
  return new EventRegistry(COUNTER_EVENTS);
}
