import { defineEvent, type EventOf } from '@app/event-schemas';
import { z } from 'zod';
import { OAUTH_PROVIDERS, SIGN_IN_METHODS } from '../shared/domain/sign-in-methods';
import { MAIL_RESERVATION_EVENTS } from './mail-reservation.events';

export const USER_TYPES = ['default', 'microsoft'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const UserCreated = defineEvent({
  type: 'UserCreated',
  schema: z.object({
    userId: z.string().min(1),
    name: z.string(),
    mail: z.string(),
    isAdmin: z.boolean(),
    isExternal: z.boolean(),
    type: z.enum(USER_TYPES),
  }),
});

/** Only an argon2id hash is ever stored, never the password. */
export const UserPasswordSet = defineEvent({
  type: 'UserPasswordSet',
  schema: z.object({ userId: z.string().min(1), passwordHash: z.string().startsWith('$argon2id$') }),
});

/** An administrator's edit: only the fields that changed are present. */
export const UserUpdated = defineEvent({
  type: 'UserUpdated',
  schema: z.object({
    userId: z.string().min(1),
    name: z.string().optional(),
    mail: z.string().optional(),
    isAdmin: z.boolean().optional(),
  }),
});

/** The user accepted the workspace's terms of service; `at` is the server's clock. */
export const UserTermsAccepted = defineEvent({
  type: 'UserTermsAccepted',
  schema: z.object({ userId: z.string().min(1), at: z.string().min(1) }),
});

/** The collections the user may see (000 §3 permissions). */
export const UserPermissionsChanged = defineEvent({
  type: 'UserPermissionsChanged',
  schema: z.object({ userId: z.string().min(1), permissions: z.array(z.string()) }),
});

/** The user can no longer sign in and leaves the listing; the stream stays for auditors. */
export const UserDeleted = defineEvent({
  type: 'UserDeleted',
  schema: z.object({ userId: z.string().min(1) }),
});

/** Appended on every successful sign-in, whichever way; the users read model takes lastLogin from it. */
export const UserSignedIn = defineEvent({
  type: 'UserSignedIn',
  schema: z.object({
    userId: z.string().min(1),
    at: z.iso.datetime({ offset: true }),
    method: z.enum(SIGN_IN_METHODS),
  }),
});

/**
 * A user first signed in through a provider. `subject` is the provider's stable id for the person (not an
 * e-mail), so auditors can tell which outside account was used even when the address changes later.
 */
export const ExternalIdentityLinked = defineEvent({
  type: 'ExternalIdentityLinked',
  schema: z.object({
    userId: z.string().min(1),
    provider: z.enum(OAUTH_PROVIDERS),
    subject: z.string().min(1).max(512),
  }),
});

/** A user belongs to one workspace: `{tenant}.user-{id}`. */
export const USER_STREAM_EVENTS = [
  UserCreated,
  UserPasswordSet,
  UserUpdated,
  UserTermsAccepted,
  UserPermissionsChanged,
  UserDeleted,
  UserSignedIn,
  ExternalIdentityLinked,
] as const;
export type UserEvent = EventOf<typeof USER_STREAM_EVENTS>;

/** Every event the users context writes. */
export const USER_EVENTS = [...USER_STREAM_EVENTS, ...MAIL_RESERVATION_EVENTS] as const;
