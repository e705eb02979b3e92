import { parseStreamName, type RecordedEvent } from '@app/event-schemas';
import { defineProjector, type DocKey } from '@app/projections';
import type { Doc } from '@app/storage';
import {
  UserCreated,
  UserDeleted,
  UserPasswordSet,
  UserPermissionsChanged,
  UserSignedIn,
  UserTermsAccepted,
  UserUpdated,
  type UserEvent,
} from './user.events';

export const USERS_PROJECTOR = 'users';
export const USERS = 'users';
/** Kept apart from `users` so that no listing of users can ever carry a password hash. */
export const CREDENTIALS = 'credentials';

/** What a user is, as every listing and auth answer shows it. */
export interface UserFields {
  name: string;
  mail: string;
  isAdmin: boolean;
  isExternal: boolean;
  type: 'default' | 'microsoft';
  dateCreate: string;
  lastLogin?: string;
  lastAccepted?: string;
  permissions: string[];
}

export interface UserDoc extends Doc, UserFields {
  tenant: string;
  userId: string;
}

export interface CredentialDoc extends Doc {
  tenant: string;
  userId: string;
  passwordHash: string;
  updatedAt: string;
}

export const userDocId = (tenant: string, userId: string) => `${tenant}.${userId}`;

/** Events that change fields of an existing user document, so apply reads it first. */
const PATCHING = new Set(['UserUpdated', 'UserTermsAccepted', 'UserPermissionsChanged', 'UserSignedIn']);

function patch(event: UserEvent, doc: UserDoc): UserDoc {
  switch (event.type) {
    case 'UserUpdated': {
      const { userId: _id, ...changes } = event.data;
      return { ...doc, ...changes };
    }
    case 'UserTermsAccepted':
      return { ...doc, lastAccepted: event.data.at };
    case 'UserPermissionsChanged':
      return { ...doc, permissions: event.data.permissions };
    case 'UserSignedIn':
      return { ...doc, lastLogin: event.data.at };
    default:
      return doc;
  }
}

const idOf = (event: RecordedEvent & { data: { userId: string } }) => {
  const tenant = parseStreamName(event.stream).tenant ?? '';
  return { tenant, id: userDocId(tenant, event.data.userId) };
};

/**
 * The users of every workspace (000 §3 User) and, apart, their password hashes. A deleted user's
 * documents are removed, so neither the listing nor sign-in finds them; their stream stays for auditors.
 */
export const usersProjector = defineProjector({
  name: USERS_PROJECTOR,
  version: 2,
  events: [
    UserCreated,
    UserPasswordSet,
    UserUpdated,
    UserTermsAccepted,
    UserPermissionsChanged,
    UserDeleted,
    UserSignedIn,
  ],
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
  keys: (event): DocKey[] => (PATCHING.has(event.type) ? [{ collection: USERS, id: idOf(event).id }] : []),
  apply(event, docs) {
    const { tenant, id } = idOf(event);
    switch (event.type) {
      case 'UserCreated': {
        const doc: UserDoc = { _id: id, tenant, ...event.data, dateCreate: event.recordedAt, permissions: [] };
        return [{ op: 'put', collection: USERS, doc }];
      }
      case 'UserPasswordSet': {
        const { userId, passwordHash } = event.data;
        const credential: CredentialDoc = { _id: id, tenant, userId, passwordHash, updatedAt: event.recordedAt };
        return [{ op: 'put', collection: CREDENTIALS, doc: credential }];
      }
      case 'UserDeleted':
        return [
          { op: 'delete', collection: USERS, id },
          { op: 'delete', collection: CREDENTIALS, id },
        ];
      default: {
        // A sign-in (or a late event) for a user already deleted changes nothing.
        const doc = docs.get(USERS, id) as UserDoc | undefined;
        return doc ? [{ op: 'put', collection: USERS, doc: patch(event, doc) }] : [];
      }
    }
  },
});
