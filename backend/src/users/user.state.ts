import type { UserEvent, UserType } from './user.events';

export interface UserState {
  exists: boolean;
  userId: string;
  mail: string;
  isAdmin: boolean;
  isExternal: boolean;
  type: UserType;
  hasPassword: boolean;
}

export const initialUserState: UserState = {
  exists: false,
  userId: '',
  mail: '',
  isAdmin: false,
  isExternal: false,
  type: 'default',
  hasPassword: false,
};

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserCreated': {
      const { userId, mail, isAdmin, isExternal, type } = event.data;
      return { ...state, exists: true, userId, mail, isAdmin, isExternal, type };
    }
    case 'UserPasswordSet':
      return { ...state, hasPassword: true };
    default:
      return state;
  }
}
