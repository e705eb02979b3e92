import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import { LINK_INVALID } from '../auth-messages';
import type { PasswordSetupEvent } from '../auth.events';
import { PasswordSetupStream } from '../auth.streams';
import { decideCompletePasswordSetup, decideRequestPasswordSetup } from './password-setup.decide';

const spec = streamSpec(PasswordSetupStream);
const tokenHash = 'e'.repeat(64);
const requested = {
  type: 'PasswordSetupRequested',
  data: { userId: 'u1', tokenHash, expiresAt: '2030-01-01T00:00:00.000Z', purpose: 'reset' },
} as const satisfies PasswordSetupEvent;
const completed: PasswordSetupEvent = { type: 'PasswordSetupCompleted', data: { userId: 'u1', tokenHash } };
const now = new Date('2029-06-01T00:00:00.000Z');

describe('password setup link (one-time)', () => {
  it('given nothing, when a link is requested, then it is recorded with its expiry and purpose', () => {
    spec
      .given([])
      .when((state) => decideRequestPasswordSetup(state, requested.data))
      .then([requested]);
  });

  it('given a requested link, when it is used in time, then it is completed for its user', () => {
    spec
      .given([requested])
      .when((state) => decideCompletePasswordSetup(state, { tokenHash, now }))
      .then([completed]);
  });

  it('given a used link, when it is used again, then it is refused', () => {
    spec
      .given([requested, completed])
      .when((state) => decideCompletePasswordSetup(state, { tokenHash, now }))
      .thenThrows(LINK_INVALID);
  });

  it('given an expired link, when it is used, then it is refused', () => {
    const late = new Date('2030-01-01T00:00:00.000Z');
    spec
      .given([requested])
      .when((state) => decideCompletePasswordSetup(state, { tokenHash, now: late }))
      .thenThrows(LINK_INVALID);
  });

  it('given no such link, when a token is used, then it is refused with the same text', () => {
    spec
      .given([])
      .when((state) => decideCompletePasswordSetup(state, { tokenHash, now }))
      .thenThrows(LINK_INVALID);
  });
});
