import type { UserEvent } from '../user.events';
import { evolveUser, initialUserState, type UserState } from '../user.state';
import { decideUpdateUser, EXTERNAL_ROLE_FIXED, MICROSOFT_MAIL_FIXED, OWN_ROLE_FIXED } from './update-user.decide';

const given = (...events: UserEvent[]): UserState => events.reduce(evolveUser, initialUserState);
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

describe('update user', () => {
  it('records only the fields that changed, normalised', () => {
    expect(
      decideUpdateUser({ ...edit, name: ' Ada L ', mail: ' ADA@acme.test', isAdmin: true }, given(created())),
    ).toEqual([{ type: 'UserUpdated', data: { userId: 'u1', name: 'Ada L', isAdmin: true } }]);
  });

  it('records nothing when nothing changed', () => {
    expect(decideUpdateUser({ ...edit, name: 'Ada', mail: 'ada@acme.test', isAdmin: false }, given(created()))).toEqual(
      [],
    );
  });

  it('records a new address lower-cased', () => {
    expect(decideUpdateUser({ ...edit, mail: 'Lovelace@Acme.test' }, given(created()))).toEqual([
      { type: 'UserUpdated', data: { userId: 'u1', mail: 'lovelace@acme.test' } },
    ]);
  });

  it('applies the §5 messages', () => {
    const state = given(created());
    expect(() => decideUpdateUser({ ...edit, mail: 'nope' }, state)).toThrow('From is not a valid email');
    expect(() => decideUpdateUser({ ...edit, name: ' ' }, state)).toThrow('That name is empty');
  });

  it('accepts an empty name for a Microsoft account but not a new address', () => {
    const state = given(created({ type: 'microsoft' }));
    expect(decideUpdateUser({ ...edit, name: '' }, state)).toEqual([
      { type: 'UserUpdated', data: { userId: 'u1', name: '' } },
    ]);
    expect(() => decideUpdateUser({ ...edit, mail: 'other@acme.test' }, state)).toThrow(MICROSOFT_MAIL_FIXED);
    expect(() => decideUpdateUser({ ...edit, mail: 'not an address' }, state)).toThrow(MICROSOFT_MAIL_FIXED);
  });

  it('refuses to change the role of an external user', () => {
    expect(() => decideUpdateUser({ ...edit, isAdmin: true }, given(created({ isExternal: true })))).toThrow(
      EXTERNAL_ROLE_FIXED,
    );
  });

  it('refuses an administrator removing their own role', () => {
    const state = given(created({ isAdmin: true }));
    expect(() => decideUpdateUser({ userId: 'u1', actorId: 'u1', isAdmin: false }, state)).toThrow(OWN_ROLE_FIXED);
  });

  it('records changed permissions', () => {
    expect(decideUpdateUser({ ...edit, permissions: ['clients'] }, given(created()))).toEqual([
      { type: 'UserPermissionsChanged', data: { userId: 'u1', permissions: ['clients'] } },
    ]);
    const state = given(created(), { type: 'UserPermissionsChanged', data: { userId: 'u1', permissions: ['a'] } });
    expect(decideUpdateUser({ ...edit, permissions: ['a'] }, state)).toEqual([]);
  });

  it('refuses an unknown or deleted user', () => {
    expect(() => decideUpdateUser({ ...edit, name: 'X' }, initialUserState)).toThrow('User u1 not found.');
    const deleted = given(created(), { type: 'UserDeleted', data: { userId: 'u1' } });
    expect(() => decideUpdateUser({ ...edit, name: 'X' }, deleted)).toThrow('User u1 not found.');
  });
});
