import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import type { UserEvent } from '../user.events';
import { UserStream } from '../user.streams';
import { decideRecordSignIn } from './record-sign-in.decide';

const spec = streamSpec(UserStream);
const created: UserEvent = {
  type: 'UserCreated',
  data: { userId: 'u1', name: 'Ada', mail: 'ada@acme.test', isAdmin: false, isExternal: false, type: 'default' },
};
const command = { userId: 'u1', method: 'password' as const, at: '2026-11-24T10:00:00.000Z' };

describe('record sign-in', () => {
  it('given a user, when they sign in, then the sign-in is recorded with its method and time', () => {
    spec
      .given([created])
      .when((state) => decideRecordSignIn(command, state))
      .then([{ type: 'UserSignedIn', data: { userId: 'u1', method: 'password', at: '2026-11-24T10:00:00.000Z' } }]);
  });

  it('given no user, or a deleted one, then nothing is recorded (404)', () => {
    spec
      .given([])
      .when((state) => decideRecordSignIn(command, state))
      .thenThrows('User u1 not found.');
    spec
      .given([created, { type: 'UserDeleted', data: { userId: 'u1' } }])
      .when((state) => decideRecordSignIn(command, state))
      .thenThrows('User u1 not found.');
  });
});
