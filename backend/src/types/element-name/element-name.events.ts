import { defineEvent, type EventOf } from '@app/event-schemas';
import { z } from 'zod';

/**
 * One stream per element name (lower-cased) and workspace: who holds the name. Element names are unique per
 * workspace (001 §5), and a check against the elements read model alone lets two authors creating the same name
 * in the same instant both succeed; the reservation, appended with the element's own events, makes one of them
 * lose.
 */
export const ElementNameReserved = defineEvent({
  type: 'ElementNameReserved',
  schema: z.object({ elementId: z.string().min(1) }),
});

/** The holder was renamed or deleted: the name can be taken again. */
export const ElementNameReleased = defineEvent({
  type: 'ElementNameReleased',
  schema: z.object({ elementId: z.string().min(1) }),
});

export const ELEMENT_NAME_EVENTS = [ElementNameReserved, ElementNameReleased] as const;
export type ElementNameEvent = EventOf<typeof ELEMENT_NAME_EVENTS>;
