import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import type { UserEvent } from '../user.events';
import { UserStream } from '../user.streams';
import {
  decideUpdateUser,
  EXTERNAL_ROLE_FIXED,
  MICROSOFT_MAIL_FIXED,
  OWN_ROLE_FIXED,
  type UpdateUserInput,
} from './update-user.decide';

const spec = streamSpec(UserStream);
const created = (over: Partial<Extract<UserEvent, { type: 'UserCreated' }>['data']> = {}): UserEvent => ({
  type: 'UserCreated',
  data: {
    userId: 'u1',
    name: 'Ada',
    mail: 'ada@acme.test',
    isAdmin: false,
    isExternal: false,
    type: 'default',
    ...over,
  },
});
const edit = { userId: 'u1', actorId: 'admin' };
const update = (command: Partial<UpdateUserInput>) => (state: Parameters<typeof decideUpdateUser>[1]) =>
  decideUpdateUser({ ...edit, ...command }, state);

describe('update user', () => {
  it('records only the fields that changed, normalised', () => {
    spec
      .given([created()])
      .when(update({ name: ' Ada L ', mail: ' ADA@acme.test', isAdmin: true }))
      .then([{ type: 'UserUpdated', data: { userId: 'u1', name: 'Ada L', isAdmin: true } }]);
  });

  it('records nothing when nothing changed', () => {
    spec
      .given([created()])
      .when(update({ name: 'Ada', mail: 'ada@acme.test', isAdmin: false }))
      .thenNothing();
  });

  it('records a new address lower-cased', () => {
    spec
      .given([created()])
      .when(update({ mail: 'Lovelace@Acme.test' }))
      .then([{ type: 'UserUpdated', data: { userId: 'u1', mail: 'lovelace@acme.test' } }]);
  });

  it('applies the §5 messages', () => {
    spec
      .given([created()])
      .when(update({ mail: 'nope' }))
      .thenThrows('From is not a valid email');
    spec
      .given([created()])
      .when(update({ name: ' ' }))
      .thenThrows('That name is empty');
  });

  it('accepts an empty name for a Microsoft account but not a new address', () => {
    const microsoft = spec.given([created({ type: 'microsoft' })]);
    microsoft.when(update({ name: '' })).then([{ type: 'UserUpdated', data: { userId: 'u1', name: '' } }]);
    microsoft.when(update({ mail: 'other@acme.test' })).thenThrows(MICROSOFT_MAIL_FIXED);
    microsoft.when(update({ mail: 'not an address' })).thenThrows(MICROSOFT_MAIL_FIXED);
  });

  it('refuses to change the role of an external user', () => {
    spec
      .given([created({ isExternal: true })])
      .when(update({ isAdmin: true }))
      .thenThrows(EXTERNAL_ROLE_FIXED);
  });

  it('refuses an administrator removing their own role', () => {
    spec
      .given([created({ isAdmin: true })])
      .when(update({ actorId: 'u1', isAdmin: false }))
      .thenThrows(OWN_ROLE_FIXED);
  });

  it('records changed permissions', () => {
    spec
      .given([created()])
      .when(update({ permissions: ['clients'] }))
      .then([{ type: 'UserPermissionsChanged', data: { userId: 'u1', permissions: ['clients'] } }]);
    spec
      .given([created(), { type: 'UserPermissionsChanged', data: { userId: 'u1', permissions: ['a'] } }])
      .when(update({ permissions: ['a'] }))
      .thenNothing();
  });

  it('refuses an unknown or deleted user', () => {
    spec
      .given([])
      .when(update({ name: 'X' }))
      .thenThrows('User u1 not found.');
    spec
      .given([created(), { type: 'UserDeleted', data: { userId: 'u1' } }])
      .when(update({ name: 'X' }))
      .thenThrows('User u1 not found.');
  });
});
