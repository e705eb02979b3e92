import { LINK_INVALID } from '../auth-messages';
import type { PasswordSetupEvent } from '../auth.events';
import {
  decideCompletePasswordSetup,
  decideRequestPasswordSetup,
  evolvePasswordSetup,
  initialPasswordSetupState,
} from './password-setup.decide';

const tokenHash = 'e'.repeat(64);
const requested: PasswordSetupEvent = {
  type: 'PasswordSetupRequested',
  data: { userId: 'u1', tokenHash, expiresAt: '2030-01-01T00:00:00.000Z', purpose: 'reset' },
};
const completed: PasswordSetupEvent = { type: 'PasswordSetupCompleted', data: { userId: 'u1', tokenHash } };
const given = (...events: PasswordSetupEvent[]) => events.reduce(evolvePasswordSetup, initialPasswordSetupState);
const now = new Date('2029-06-01T00:00:00.000Z');

describe('password setup link (one-time)', () => {
  it('given nothing, when a link is requested, then it is recorded with its expiry and purpose', () => {
    expect(decideRequestPasswordSetup(given(), requested.data as never)).toEqual([requested]);
  });

  it('given a requested link, when it is used in time, then it is completed for its user', () => {
    expect(decideCompletePasswordSetup(given(requested), { tokenHash, now })).toEqual([completed]);
  });

  it('given a used link, when it is used again, then it is refused', () => {
    expect(() => decideCompletePasswordSetup(given(requested, completed), { tokenHash, now })).toThrow(LINK_INVALID);
  });

  it('given an expired link, when it is used, then it is refused', () => {
    const late = new Date('2030-01-01T00:00:00.000Z');
    expect(() => decideCompletePasswordSetup(given(requested), { tokenHash, now: late })).toThrow(LINK_INVALID);
  });

  it('given no such link, when a token is used, then it is refused with the same text', () => {
    expect(() => decideCompletePasswordSetup(given(), { tokenHash, now })).toThrow(LINK_INVALID);
  });
});
