import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import type { UserEvent } from '../user.events';
import { UserStream } from '../user.streams';
import { CANNOT_DELETE_SELF, decideDeleteUser } from './delete-user.decide';

const spec = streamSpec(UserStream);
const created: UserEvent = {
  type: 'UserCreated',
  data: { userId: 'u1', name: 'Ada', mail: 'ada@acme.test', isAdmin: false, isExternal: false, type: 'default' },
};
const deleted: UserEvent = { type: 'UserDeleted', data: { userId: 'u1' } };

describe('delete user', () => {
  it('records the deletion', () => {
    spec
      .given([created])
      .when((state) => decideDeleteUser({ userId: 'u1', actorId: 'admin' }, state))
      .then([deleted]);
  });

  it('refuses an administrator deleting themselves', () => {
    spec
      .given([created])
      .when((state) => decideDeleteUser({ userId: 'u1', actorId: 'u1' }, state))
      .thenThrows(CANNOT_DELETE_SELF);
  });

  it('refuses an unknown user and a second deletion', () => {
    spec
      .given([])
      .when((state) => decideDeleteUser({ userId: 'u1', actorId: 'admin' }, state))
      .thenThrows('User u1 not found.');
    spec
      .given([created, deleted])
      .when((state) => decideDeleteUser({ userId: 'u1', actorId: 'admin' }, state))
      .thenThrows('User u1 not found.');
  });
});
