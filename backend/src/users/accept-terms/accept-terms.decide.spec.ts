import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import type { UserEvent } from '../user.events';
import { UserStream } from '../user.streams';
import { decideAcceptTerms } from './accept-terms.decide';

const spec = streamSpec(UserStream);
const created: UserEvent = {
  type: 'UserCreated',
  data: { userId: 'u1', name: 'Ada', mail: 'ada@acme.test', isAdmin: false, isExternal: true, type: 'default' },
};

describe('accept terms', () => {
  it('records the acceptance at the given time', () => {
    spec
      .given([created])
      .when((state) => decideAcceptTerms({ userId: 'u1', at: '2026-01-02T03:04:05.000Z' }, state))
      .then([{ type: 'UserTermsAccepted', data: { userId: 'u1', at: '2026-01-02T03:04:05.000Z' } }]);
  });

  it('refuses an unknown or deleted user', () => {
    spec
      .given([])
      .when((state) => decideAcceptTerms({ userId: 'u1', at: 'x' }, state))
      .thenThrows('User u1 not found.');
    spec
      .given([created, { type: 'UserDeleted', data: { userId: 'u1' } }])
      .when((state) => decideAcceptTerms({ userId: 'u1', at: 'x' }, state))
      .thenThrows('User u1 not found.');
  });
});
