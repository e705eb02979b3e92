import { defineEvent, type EventDefinition } from '@app/event-schemas';
import { z } from 'zod';
import { OAUTH_PROVIDERS } from './oauth-providers';

/**
 * A user first signed in through a provider: appended to the user's stream `{tenant}.user-{id}`.
 * `subject` is the provider's stable id for the person (not an e-mail), so auditors can tell which
 * outside account was used even when the address changes later.
 */
export const ExternalIdentityLinked = defineEvent({
  type: 'ExternalIdentityLinked',
  schema: z.object({
    userId: z.string().min(1),
    provider: z.enum(OAUTH_PROVIDERS),
    subject: z.string().min(1).max(512),
  }),
});

export const OAUTH_EVENTS: readonly EventDefinition[] = [ExternalIdentityLinked];
