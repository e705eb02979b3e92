import { defineEvent, type EventOf } from '@app/event-schemas';
import { z } from 'zod';
import { STORAGE_PROVIDERS } from './provider-rules';

/** A document the workspace sent to a provider: the only ones its link routes answer for. */
export const ProviderDocumentSent = defineEvent({
  type: 'ProviderDocumentSent',
  schema: z.object({
    provider: z.enum(STORAGE_PROVIDERS),
    id: z.string().min(1),
    path: z.string().nullable(),
  }),
});

/** One stream per sent document: `{tenant}.sentdocument-{sha256(provider + ':' + (path ?? id))}`. */
export const SENT_DOCUMENT_EVENTS = [ProviderDocumentSent] as const;
export type SentDocumentEvent = EventOf<typeof SENT_DOCUMENT_EVENTS>;
