import { defineEvent, type EventOf } from '@app/event-schemas';
import { z } from 'zod';
import { SIGN_IN_METHODS } from '../shared/domain/sign-in-methods';

const SHA256_HEX = z.string().regex(/^[0-9a-f]{64}$/, 'must be a sha256 hex digest');
const isoDate = z.iso.datetime({ offset: true });

/** Only hashes of refresh tokens are stored, never the tokens. */
export const SessionStarted = defineEvent({
  type: 'SessionStarted',
  schema: z.object({
    familyId: z.string().min(1),
    userId: z.string().min(1),
    method: z.enum(SIGN_IN_METHODS),
    visitorId: z.string().max(200).optional(),
    linkId: z.string().max(200).optional(),
    refreshTokenHash: SHA256_HEX,
    expiresAt: isoDate,
  }),
});

export const SessionRefreshed = defineEvent({
  type: 'SessionRefreshed',
  schema: z.object({ refreshTokenHash: SHA256_HEX, previousHash: SHA256_HEX }),
});

export const SESSION_END_REASONS = ['signedOut', 'reuseDetected', 'userDeleted', 'expired'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export const SessionEnded = defineEvent({
  type: 'SessionEnded',
  schema: z.object({ reason: z.enum(SESSION_END_REASONS) }),
});

export const PASSWORD_SETUP_PURPOSES = ['confirm', 'reset'] as const;
export type PasswordSetupPurpose = (typeof PASSWORD_SETUP_PURPOSES)[number];

/** A one-time link to set a password was mailed (registration confirmation or reset). */
export const PasswordSetupRequested = defineEvent({
  type: 'PasswordSetupRequested',
  schema: z.object({
    userId: z.string().min(1),
    tokenHash: SHA256_HEX,
    expiresAt: isoDate,
    purpose: z.enum(PASSWORD_SETUP_PURPOSES),
  }),
});

/** The link was used: it can never be used again. */
export const PasswordSetupCompleted = defineEvent({
  type: 'PasswordSetupCompleted',
  schema: z.object({ userId: z.string().min(1), tokenHash: SHA256_HEX }),
});

/** One refresh-token family ("session") of one user: `{tenant}.session-{familyId}`. */
export const SESSION_EVENTS = [SessionStarted, SessionRefreshed, SessionEnded] as const;
export type SessionEvent = EventOf<typeof SESSION_EVENTS>;

/** One password-setup link, addressed by the sha256 of its token: `{tenant}.passwordsetup-{hash}`. */
export const PASSWORD_SETUP_EVENTS = [PasswordSetupRequested, PasswordSetupCompleted] as const;
export type PasswordSetupEvent = EventOf<typeof PASSWORD_SETUP_EVENTS>;

export const AUTH_EVENTS = [...SESSION_EVENTS, ...PASSWORD_SETUP_EVENTS] as const;
