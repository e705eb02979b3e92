import { defineEvent, streamName, type EventData, type EventDefinition } from '@app/event-schemas';
import { z } from 'zod';
import { UserMailReleased, UserMailReserved } from './mail-reservation.events';

/** A user belongs to one workspace: `{tenant}.user-{id}`. */
export const userStream = (tenant: string, userId: string) => streamName(tenant, 'user', userId);

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

export const USER_EVENTS: readonly EventDefinition[] = [
  UserCreated,
  UserPasswordSet,
  UserUpdated,
  UserTermsAccepted,
  UserPermissionsChanged,
  UserDeleted,
  UserMailReserved,
  UserMailReleased,
];

export type UserEvent =
  | { type: 'UserCreated'; data: EventData<typeof UserCreated> }
  | { type: 'UserPasswordSet'; data: EventData<typeof UserPasswordSet> }
  | { type: 'UserUpdated'; data: EventData<typeof UserUpdated> }
  | { type: 'UserTermsAccepted'; data: EventData<typeof UserTermsAccepted> }
  | { type: 'UserPermissionsChanged'; data: EventData<typeof UserPermissionsChanged> }
  | { type: 'UserDeleted'; data: EventData<typeof UserDeleted> };
