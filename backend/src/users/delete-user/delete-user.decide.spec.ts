import { evolveUser, initialUserState } from '../user.state';
import { CANNOT_DELETE_SELF, decideDeleteUser } from './delete-user.decide';

const created = evolveUser(initialUserState, {
  type: 'UserCreated',
  data: { userId: 'u1', name: 'Ada', mail: 'ada@acme.test', isAdmin: false, isExternal: false, type: 'default' },
});

describe('delete user', () => {
  it('records the deletion', () => {
    expect(decideDeleteUser({ userId: 'u1', actorId: 'admin' }, created)).toEqual([
      { type: 'UserDeleted', data: { userId: 'u1' } },
    ]);
  });

  it('refuses an administrator deleting themselves', () => {
    expect(() => decideDeleteUser({ userId: 'u1', actorId: 'u1' }, created)).toThrow(CANNOT_DELETE_SELF);
  });

  it('refuses an unknown user and a second deletion', () => {
    expect(() => decideDeleteUser({ userId: 'u1', actorId: 'admin' }, initialUserState)).toThrow('User u1 not found.');
    const deleted = evolveUser(created, { type: 'UserDeleted', data: { userId: 'u1' } });
    expect(() => decideDeleteUser({ userId: 'u1', actorId: 'admin' }, deleted)).toThrow('User u1 not found.');
  });
});
