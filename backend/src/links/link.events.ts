import { defineEvent, type EventOf } from '@app/event-schemas';
import { z } from 'zod';

/** Personal data (the address and name) lives in the event data, never in metadata. */
export const LinkCreated = defineEvent({
  type: 'LinkCreated',
  schema: z.object({
    linkId: z.string().min(1),
    userEmail: z.string().min(1),
    userName: z.string(),
    catalogName: z.string().min(1),
    recordId: z.string().min(1),
    appName: z.string().min(1),
    /** The administrator's user id; null when an operator created it with the CLI. */
    createdBy: z.string().nullable(),
  }),
});

export const LinkRevoked = defineEvent({
  type: 'LinkRevoked',
  schema: z.object({ linkId: z.string().min(1), revokedBy: z.string().nullable() }),
});

/** One stream per link: `{tenant}.link-{linkId}`. */
export const LINK_EVENTS = [LinkCreated, LinkRevoked] as const;
export type LinkEvent = EventOf<typeof LINK_EVENTS>;
export type LinkCreatedData = z.output<typeof LinkCreated.schema>;
