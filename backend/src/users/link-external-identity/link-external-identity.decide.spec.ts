import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import type { UserEvent } from '../user.events';
import { UserStream } from '../user.streams';
import { decideLinkExternalIdentity } from './link-external-identity.decide';

const spec = streamSpec(UserStream);
const created: UserEvent = {
  type: 'UserCreated',
  data: { userId: 'u1', name: 'Ada', mail: 'ada@acme.test', isAdmin: false, isExternal: false, type: 'default' },
};
const linked: UserEvent = {
  type: 'ExternalIdentityLinked',
  data: { userId: 'u1', provider: 'google', subject: 'g-123' },
};

describe('link external identity', () => {
  it('given a user, when they first sign in with a provider, then the identity is linked', () => {
    spec
      .given([created])
      .when((state) => decideLinkExternalIdentity({ userId: 'u1', provider: 'google', subject: 'g-123' }, state))
      .then([linked]);
  });

  it('given an identity already linked for that provider, then a later sign-in adds nothing', () => {
    spec
      .given([created, linked])
      .when((state) => decideLinkExternalIdentity({ userId: 'u1', provider: 'google', subject: 'g-999' }, state))
      .thenNothing();
  });

  it('links each provider once: another provider is linked too', () => {
    spec
      .given([created, linked])
      .when((state) => decideLinkExternalIdentity({ userId: 'u1', provider: 'microsoft', subject: 'm-1' }, state))
      .then([{ type: 'ExternalIdentityLinked', data: { userId: 'u1', provider: 'microsoft', subject: 'm-1' } }]);
  });

  it('keeps at most 512 characters of a subject, and records nothing without one', () => {
    spec
      .given([created])
      .when((state) =>
        decideLinkExternalIdentity({ userId: 'u1', provider: 'google', subject: 'x'.repeat(600) }, state),
      )
      .then([{ type: 'ExternalIdentityLinked', data: { userId: 'u1', provider: 'google', subject: 'x'.repeat(512) } }]);
    spec
      .given([created])
      .when((state) => decideLinkExternalIdentity({ userId: 'u1', provider: 'google', subject: '' }, state))
      .thenNothing();
  });

  it('given no user, then nothing is linked (404)', () => {
    spec
      .given([])
      .when((state) => decideLinkExternalIdentity({ userId: 'u1', provider: 'google', subject: 'g' }, state))
      .thenThrows('User u1 not found.');
  });
});
