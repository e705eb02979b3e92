import { defineEvent, streamName, type EventDefinition } from '@app/event-schemas';
import { z } from 'zod';

/** One stream per link: `{tenant}.link-{linkId}`. */
export const linkStream = (tenant: string, linkId: string) => streamName(tenant, 'link', linkId);

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

export const LINK_EVENTS: readonly EventDefinition[] = [LinkCreated, LinkRevoked];

export type LinkCreatedData = z.output<typeof LinkCreated.schema>;
export type LinkEvent =
  { type: 'LinkCreated'; data: LinkCreatedData } | { type: 'LinkRevoked'; data: z.output<typeof LinkRevoked.schema> };
