import type { OAuthProvider } from '../shared/domain/sign-in-methods';
import type { UserEvent, UserType } from './user.events';

export interface UserState {
  exists: boolean;
  deleted: boolean;
  userId: string;
  name: string;
  mail: string;
  isAdmin: boolean;
  isExternal: boolean;
  type: UserType;
  hasPassword: boolean;
  /** The argon2id hash of the current password (never the password), for checks made before projections run. */
  passwordHash: string | null;
  permissions: string[];
  /** Providers this user has signed in through at least once. */
  identities: readonly OAuthProvider[];
}

export const initialUserState: UserState = {
  exists: false,
  deleted: false,
  userId: '',
  name: '',
  mail: '',
  isAdmin: false,
  isExternal: false,
  type: 'default',
  hasPassword: false,
  passwordHash: null,
  permissions: [],
  identities: [],
};

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserCreated': {
      const { userId, name, mail, isAdmin, isExternal, type } = event.data;
      return { ...state, exists: true, userId, name, mail, isAdmin, isExternal, type };
    }
    case 'UserPasswordSet':
      return { ...state, hasPassword: true, passwordHash: event.data.passwordHash };
    case 'UserUpdated': {
      const { name, mail, isAdmin } = event.data;
      return {
        ...state,
        ...(name !== undefined ? { name } : {}),
        ...(mail !== undefined ? { mail } : {}),
        ...(isAdmin !== undefined ? { isAdmin } : {}),
      };
    }
    case 'UserPermissionsChanged':
      return { ...state, permissions: event.data.permissions };
    case 'UserDeleted':
      return { ...state, deleted: true };
    case 'ExternalIdentityLinked':
      return { ...state, identities: [...state.identities, event.data.provider] };
    case 'UserTermsAccepted':
    case 'UserSignedIn':
      return state;
  }
}

/** A user that exists and was not deleted: the only kind commands may change. */
export const isLiveUser = (state: UserState) => state.exists && !state.deleted;
