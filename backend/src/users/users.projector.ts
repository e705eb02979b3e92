import { parseStreamName, type RecordedEvent } from '@app/event-schemas';
import type { Projector } from '@app/projections';
import type { Doc } from '@app/storage';
import type { UserEvent } from './user.events';

export const USERS_PROJECTOR = 'users';
export const USERS = 'users';
/** Kept apart from `users` so that no listing of users can ever carry a password hash. */
export const CREDENTIALS = 'credentials';

export interface UserDoc extends Doc {
  tenant: string;
  userId: string;
  name: string;
  mail: string;
  isAdmin: boolean;
  isExternal: boolean;
  type: 'default' | 'microsoft';
  dateCreate: string;
}

export interface CredentialDoc extends Doc {
  tenant: string;
  userId: string;
  passwordHash: string;
  updatedAt: string;
}

export const userDocId = (tenant: string, userId: string) => `${tenant}.${userId}`;

export const usersProjector: Projector = {
  name: USERS_PROJECTOR,
  version: 1,
  handles: ['UserCreated', 'UserPasswordSet'],
  collections: [
    {
      name: USERS,
      indexes: [
        { field: 'tenant', type: 'text' },
        { field: 'mail', type: 'text' },
        { field: 'isAdmin', type: 'boolean' },
        { field: 'isExternal', type: 'boolean' },
        { field: 'name', type: 'text' },
      ],
    },
    { name: CREDENTIALS, indexes: [{ field: 'tenant', type: 'text' }] },
  ],
  // Both events overwrite whole documents, so apply reads nothing and replaying is harmless.
  keys: () => [],
  apply(event: RecordedEvent) {
    const userEvent = event as unknown as UserEvent;
    const tenant = parseStreamName(event.stream).tenant ?? '';
    const id = userDocId(tenant, userEvent.data.userId);
    if (userEvent.type === 'UserCreated') {
      const doc: UserDoc = { _id: id, tenant, ...userEvent.data, dateCreate: event.recordedAt };
      return [{ op: 'put', collection: USERS, doc }];
    }
    const credential: CredentialDoc = {
      _id: id,
      tenant,
      userId: userEvent.data.userId,
      passwordHash: userEvent.data.passwordHash,
      updatedAt: event.recordedAt,
    };
    return [{ op: 'put', collection: CREDENTIALS, doc: credential }];
  },
};
