import { defineEvent, streamName, type EventDefinition } from '@app/event-schemas';
import { z } from 'zod';

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

export const USER_EVENTS: readonly EventDefinition[] = [UserCreated, UserPasswordSet];

export type UserEvent =
  | { type: 'UserCreated'; data: z.output<typeof UserCreated.schema> }
  | { type: 'UserPasswordSet'; data: z.output<typeof UserPasswordSet.schema> };
