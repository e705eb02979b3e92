import { defineEvent, type EventOf } from '@app/event-schemas';
import { z } from 'zod';
import { PROVIDER_SLUGS } from './provider-rules';

const provider = z.enum(PROVIDER_SLUGS);
/** A secret sealed with SECRETS_KEY (secret-box.ts): `v1.<iv>.<ciphertext>.<tag>`, never a secret in the clear. */
export type Sealed = string;
const sealed = z.string().regex(/^v1\./);

/**
 * An administrator saved the OAuth client the workspace registered at the provider; for Filevine also the Personal
 * Access Token the client exchanges for access tokens (absent for the others).
 */
export const IntegrationClientSaved = defineEvent({
  type: 'IntegrationClientSaved',
  schema: z.object({
    provider,
    clientId: z.string().min(1),
    clientSecret: sealed,
    personalAccessToken: sealed.optional(),
    by: z.string().nullable(),
  }),
});

/** The provider granted access (authorization code exchanged): the tokens, sealed, and when the access token ends. */
export const IntegrationConnected = defineEvent({
  type: 'IntegrationConnected',
  schema: z.object({
    provider,
    tokens: sealed,
    expiresAt: z.string().nullable(),
    by: z.string().nullable(),
    /** When the grant was made (ISO), shown on the settings page. */
    at: z.string(),
  }),
});

/** A refresh token was used: the new tokens, sealed. */
export const IntegrationTokensRefreshed = defineEvent({
  type: 'IntegrationTokensRefreshed',
  schema: z.object({ provider, tokens: sealed, expiresAt: z.string().nullable() }),
});

/** The workspace forgot the client and the tokens (an administrator disconnected, or saved another client). */
export const IntegrationDisconnected = defineEvent({
  type: 'IntegrationDisconnected',
  schema: z.object({ provider, by: z.string().nullable() }),
});

/** One stream per workspace and provider: `{tenant}.integration-{provider}`. */
export const INTEGRATION_EVENTS = [
  IntegrationClientSaved,
  IntegrationConnected,
  IntegrationTokensRefreshed,
  IntegrationDisconnected,
] as const;
export type IntegrationEvent = EventOf<typeof INTEGRATION_EVENTS>;
