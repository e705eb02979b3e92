import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import type { UserEvent } from '../user.events';
import { UserStream } from '../user.streams';
import { decideSetUserPassword } from './set-user-password.decide';

const spec = streamSpec(UserStream);
const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
const created = (type: 'default' | 'microsoft'): UserEvent => ({
  type: 'UserCreated',
  data: { userId: 'u1', name: 'Ada', mail: 'ada@acme.test', isAdmin: false, isExternal: false, type },
});
const setPassword = (state: Parameters<typeof decideSetUserPassword>[1]) =>
  decideSetUserPassword({ userId: 'u1', passwordHash: hash }, state);

describe('set user password', () => {
  it('records the hash', () => {
    spec
      .given([created('default')])
      .when(setPassword)
      .then([{ type: 'UserPasswordSet', data: { userId: 'u1', passwordHash: hash } }]);
  });

  it('refuses an unknown user', () => {
    spec.given([]).when(setPassword).thenThrows('User u1 not found.');
  });

  it('refuses a Microsoft account', () => {
    spec
      .given([created('microsoft')])
      .when(setPassword)
      .thenThrows('signs in with Microsoft');
  });
});
