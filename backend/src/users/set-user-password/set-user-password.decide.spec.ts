import { evolveUser, initialUserState } from '../user.state';
import { decideSetUserPassword } from './set-user-password.decide';

const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
const created = (type: 'default' | 'microsoft') =>
  evolveUser(initialUserState, {
    type: 'UserCreated',
    data: { userId: 'u1', name: 'Ada', mail: 'ada@acme.test', isAdmin: false, isExternal: false, type },
  });

describe('set user password', () => {
  it('records the hash', () => {
    expect(decideSetUserPassword({ userId: 'u1', passwordHash: hash }, created('default'))).toEqual([
      { type: 'UserPasswordSet', data: { userId: 'u1', passwordHash: hash } },
    ]);
  });

  it('refuses an unknown user', () => {
    expect(() => decideSetUserPassword({ userId: 'u1', passwordHash: hash }, initialUserState)).toThrow(
      'User u1 not found.',
    );
  });

  it('refuses a Microsoft account', () => {
    expect(() => decideSetUserPassword({ userId: 'u1', passwordHash: hash }, created('microsoft'))).toThrow(
      'signs in with Microsoft',
    );
  });
});
